import type { PageFacts, Question } from '@heroscope/schema';
import { findCtas, findHeadline, findPrimaryCta } from '../audits/shared/hero.js';
import { findTrustSignals, TRUST_KIND_LABELS } from '../audits/shared/trust-signals.js';
import type { TrustSignalKind } from '../audits/shared/trust-signals.js';
import { colorScheme, primaryFontFamily } from './brand-intelligence.js';
import { pageWords } from './page-words.js';
import { pageBehindOverlays } from '../audits/shared/overlays.js';
import { isPlaceholder } from '../audits/shared/clarity-placeholders.js';

const MAX_SUGGESTIONS = 5;

function short(text: string, max = 60): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that throws away most of the text.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The page's own copy worth offering back as an answer: a template's 'Lorem ipsum' headline or
 * 'Button text' label is what the report asks the owner to replace, not what they mean.
 */
function ownCopy(texts: (string | null | undefined)[]): string[] {
  return texts.filter((t): t is string => !!t && !isPlaceholder(t));
}

/**
 * A question whose options are the page's own words first, generic fallbacks after, capped at
 * five suggestions and always ending with 'Other' (SPEC §3: 3–6 options).
 */
function ask(text: string, impact: string, fromPage: string[], fallbacks: string[]): Question {
  const seen = new Set<string>(['other']);
  const suggestions: string[] = [];
  for (const o of [...fromPage, ...fallbacks]) {
    const option = short(o);
    const key = option.toLowerCase();
    if (option.length === 0 || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(option);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return { text, impact, options: [...suggestions, 'Other'] };
}

/** Clarifying questions drawn from what the page shows; deterministic for the same facts. */
export function buildQuestions(facts: PageFacts): Question[] {
  const vf = pageBehindOverlays(facts.desktop);
  const words = pageWords(facts);
  const ctaLabels = findCtas(vf)
    .filter((c) => c.region !== 'nav' || c.aboveFold)
    .map((c) => c.text.trim());
  const formLabels = vf.forms.map((f) => f.submitText?.trim() ?? '').filter((t) => t.length > 0);
  const primary = findPrimaryCta(vf);
  const signals = findTrustSignals(vf);
  const kinds = new Set<TrustSignalKind>(signals.map((s) => s.kind));
  // By role, not by painted area: by area a page is three near-white section backgrounds, and
  // its brand colour (a button, a link, an icon) never makes the list.
  const scheme = colorScheme(vf);
  const palette = [...new Set(scheme.map((c) => c.color))].slice(0, 3);
  const brand = scheme.find((c) => ['Primary', 'Accent', 'Secondary'].includes(c.name))?.color;
  const roles = scheme
    .filter((c, i) => scheme.findIndex((x) => x.color === c.color) === i)
    .slice(0, 3)
    .map((c) => `${c.color} (${c.name.toLowerCase()})`);
  const fonts = [...new Set(vf.texts.map((t) => primaryFontFamily(t.fontFamily)))]
    .filter((f) => f.length > 0)
    .slice(0, 3);
  const headline = findHeadline(vf);
  const heroImage = vf.images.some((i) => i.visible && i.aboveFold && i.rect.width >= 300);
  const fieldLabels = vf.forms.flatMap((f) =>
    f.fields.map((x) => (x.label ?? x.placeholder ?? x.name).trim()),
  );
  const navLabels = vf.navigation.flatMap((n) =>
    n.itemIds
      .map((id) => vf.interactives.find((i) => i.id === id)?.text.trim() ?? '')
      .filter((t) => t.length > 0),
  );

  const questions: Question[] = [
    ask(
      'Which action matters most to you when a visitor lands on this page?',
      primary
        ? `Affects your Conversion score: we judge whether ${`'${short(primary.text, 40)}'`} should be the one dominant call to action.`
        : 'Affects your Conversion score: the first screen should lead to one clear primary action.',
      ownCopy([primary?.text, ...ctaLabels, ...formLabels]),
      ['Sign up', 'Book a demo', 'Buy now', 'Contact us'],
    ),
    ask(
      'Who is this page mainly for?',
      'Affects your Clarity score: the headline and sub-headline should speak to this audience by name.',
      ownCopy(words.audiences),
      ['Small businesses', 'Enterprise teams', 'Individual consumers', 'Developers'],
    ),
    ask(
      'What must a visitor understand within 4 seconds?',
      'Affects your Clarity score: the hero should state this before anything else.',
      ownCopy([words.headline, words.subheadline, words.description]),
      ['What the product does', 'Who it is for', 'Why it beats the alternatives'],
    ),
    ask(
      'Which proof can you show next to your main call to action?',
      kinds.size > 0
        ? `Affects your Conversion score: the page already shows ${joinNames([...kinds].map((k) => TRUST_KIND_LABELS[k]))}; proof works best near the action.`
        : 'Affects your Conversion score: we found no logos, testimonials, ratings or usage numbers on the page.',
      (['logos', 'testimonial', 'rating', 'usage'] as const).map((k) =>
        kinds.has(k)
          ? `More ${TRUST_KIND_LABELS[k]} (some are on the page)`
          : `${TRUST_KIND_LABELS[k][0]!.toUpperCase()}${TRUST_KIND_LABELS[k].slice(1)}`,
      ),
      ['None yet'],
    ),
    ask(
      'Where does most of the traffic to this page come from?',
      'Affects your Clarity score: the headline should match the promise of the ad, search or post that brought the visitor.',
      [],
      [
        'Search engines',
        'Paid ads',
        'Social media',
        'Email campaigns',
        'Referrals and word of mouth',
      ],
    ),
    ask(
      'Must the redesign keep your current colours?',
      palette.length > 0
        ? `Affects your Design score: the page's colours are ${joinNames(roles)}.`
        : 'Affects your Design score: colour decides contrast and what stands out.',
      [
        ...(palette.length > 0 ? [`Yes, keep ${joinNames(palette)}`] : []),
        ...(brand ? [`Keep the brand colour ${brand} only`] : []),
      ],
      [
        ...(brand ? [] : ['Keep the brand colour only']),
        'Open to a new palette',
        'Yes, keep them all',
      ],
    ),
    ask(
      'Must the redesign keep your current fonts?',
      fonts.length > 0
        ? `Affects your Design score: the page uses ${joinNames(fonts)}.`
        : 'Affects your Design score: type sets hierarchy and readability.',
      fonts.length > 0 ? [`Yes, keep ${joinNames(fonts)}`] : [],
      ['Keep the headline font only', 'Open to new fonts', 'Yes, keep them'],
    ),
    ask(
      'Which tone should the page take?',
      'Affects your Clarity score: a tone that fits the audience makes the message easier to trust.',
      [],
      ['Professional and precise', 'Friendly and plain', 'Bold and confident', 'Playful'],
    ),
    ask(
      'What share of your visitors are on a phone?',
      'Affects your Conversion score: on phones the call to action must sit in the first screen.',
      [],
      ['Under 30%', '30% to 60%', 'Over 60%', "I don't know"],
    ),
    ask(
      'What do visitors compare you with before deciding?',
      'Affects your Clarity score: the page should say why you beat that alternative.',
      [],
      [
        'A direct competitor',
        'Doing it themselves',
        'Doing nothing for now',
        'A spreadsheet or manual process',
      ],
    ),
    ask(
      "How do you measure this page's success?",
      'Affects your Conversion score: it tells us which action to optimise for.',
      [],
      ['Sign-ups or trials', 'Demo or call requests', 'Purchases', 'Newsletter subscribers'],
    ),
    ask(
      'How familiar are visitors with your product when they arrive?',
      'Affects your Clarity score: newcomers need the problem explained, returning visitors need the next step.',
      [],
      [
        'Never heard of it',
        'Know the problem, not us',
        'Comparing us with others',
        'Returning customers',
      ],
    ),
    ask(
      'What should the hero visual show?',
      'Affects your Design score: the hero image should show the product or its result, not decoration.',
      heroImage ? ['Keep the current hero image'] : [],
      ['The product in use', 'The result customers get', 'People using it', 'No image, text only'],
    ),
    ask(
      'Which details do you truly need from a new lead?',
      vf.forms.length > 0
        ? `Affects your Conversion score: every extra field costs completions; your form asks for ${joinNames(fieldLabels.slice(0, 5).map((l) => `'${short(l, 30)}'`)) || 'nothing visible'}.`
        : 'Affects your Conversion score: every extra field costs completions.',
      [],
      ['Email only', 'Name and email', 'Name, email and company', 'Phone number too'],
    ),
    ask(
      'Should the page show pricing?',
      'Affects your Conversion score: hidden prices make some visitors leave to find them elsewhere.',
      [],
      ['Yes, full pricing', 'Only a starting price', 'No, pricing on request'],
    ),
  ];
  if (navLabels.length >= 2) {
    questions.push(
      ask(
        'Which navigation links must stay in the header?',
        'Affects your Clarity score: fewer top links keep attention on the main action (Miller: 5±2 items).',
        navLabels,
        [],
      ),
    );
  }
  if (headline && words.featureHeadings.length > 0) {
    questions.push(
      ask(
        'Which benefit should lead the page?',
        'Affects your Clarity score: the strongest benefit belongs in the headline.',
        words.featureHeadings,
        [],
      ),
    );
  }
  return questions.filter((q) => q.options.length >= 3).slice(0, 17);
}
