import type { PageFacts } from '@heroscope/schema';
import { findHeadline, findSubheadline } from '../audits/shared/hero.js';
import { pageBehindOverlays } from '../audits/shared/overlays.js';

/** The page's own words that the report reuses: never invented claims. */
export interface PageWords {
  headline: string | null;
  subheadline: string | null;
  description: string | null;
  /** Audiences named by "for X" phrases, e.g. "freelancers", "small teams". */
  audiences: string[];
  /** Section headings below the hero (h2/h3), as the page's feature list. */
  featureHeadings: string[];
}

const STOP =
  /^(?:the|a|an|your|you|free|more|less|all|every|any|good|only|now|less|less than|over)$/i;

function firstSentence(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Groups of people and the organisations they form: what an audience is made of. */
const PEOPLE = new Set([
  'everyone',
  'anyone',
  'people',
  'children',
  'kids',
  'staff',
  'women',
  'men',
  'business',
  'enterprise',
  'you',
  'teams',
  'companies',
  'businesses',
  'agencies',
  'startups',
  'brands',
  'families',
  'couples',
  'schools',
  'shops',
  'stores',
  'restaurants',
  'clinics',
  'nonprofits',
  'organisations',
  'organizations',
  'enterprises',
  'professionals',
  'individuals',
  'adults',
  'teens',
  'students',
  'parents',
  'clients',
  'patients',
  'residents',
  'consultants',
  'merchants',
  'artisans',
  'pros',
  'experts',
  'beginners',
  'humans',
  'friends',
]);
/** Plural people by their ending: freelancers, creators, dentists, musicians, employees … */
const PERSON_SUFFIX = /(?:ers|ors|ists|ians|ees|eurs|ives)$/i;
/** …except things that end the same way. */
const THINGS = new Set([
  'orders',
  'offers',
  'papers',
  'letters',
  'numbers',
  'layers',
  'filters',
  'headers',
  'footers',
  'containers',
  'servers',
  'computers',
  'browsers',
  'stickers',
  'posters',
  'banners',
  'sliders',
  'folders',
  'centers',
  'centres',
  'covers',
  'answers',
  'corners',
  'borders',
  'colors',
  'colours',
  'errors',
  'vectors',
  'sensors',
  'monitors',
  'factors',
  'sectors',
  'motors',
  'archives',
  'objectives',
  'alternatives',
  'incentives',
]);
/**
 * Who already uses the product, said as a boast ("the choice for well-known companies", "for
 * leading brands"), is social proof, not the audience the page addresses.
 */
const BOAST =
  /\b(?:well-known|leading|top|famous|renowned|world-class|biggest|best|fortune|innovative|the world's)\b/i;

/**
 * An audience is a group of people: "small teams", "freelancers", "everyone". "For early-bird
 * pricing", "for better coffee at home" or "for landing pages" is a purpose or a thing, not an
 * audience.
 */
function namesPeople(lastWord: string): boolean {
  const w = lastWord.toLowerCase().replace(/[’']s$/, '');
  if (PEOPLE.has(w)) return true;
  return w.length >= 5 && PERSON_SUFFIX.test(w) && !THINGS.has(w);
}

/** "for freelancers and small teams." → ["freelancers and small teams"] */
export function forPhrases(text: string): string[] {
  const out: string[] = [];
  const re = /\bfor\s+((?:[\p{L}\d&'’-]+\s*){1,5})/giu;
  for (const m of text.matchAll(re)) {
    const phrase = (m[1] ?? '')
      .replace(/[.,;:!?)].*$/u, '')
      .trim()
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
    const words = phrase.split(' ');
    if (phrase.length < 3 || words.every((w) => STOP.test(w))) continue;
    // "for free", "for life", "for 30 days" name no audience.
    if (/^(?:(?:free|life|ever|now|years?|months?|days?|minutes?)\b|\d)/i.test(phrase)) continue;
    if (!namesPeople(words[words.length - 1] ?? '') || BOAST.test(phrase)) continue;
    out.push(phrase);
  }
  return out;
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = s.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function pageWords(facts: PageFacts): PageWords {
  const vf = pageBehindOverlays(facts.desktop);
  const h = findHeadline(vf);
  const s = findSubheadline(vf, h);
  const description = facts.meta.description?.trim() || null;
  const sources = [h?.text, s?.text, description, facts.meta.title ?? undefined]
    .filter((t): t is string => Boolean(t))
    .concat(vf.texts.filter((t) => t.aboveFold && t.interactiveId === null).map((t) => t.text));
  const phrases = unique(sources.flatMap(forPhrases));
  // "freelancers" adds nothing next to "freelancers and small agencies".
  const audiences = phrases
    .filter((p) => !phrases.some((q) => q !== p && q.toLowerCase().includes(p.toLowerCase())))
    .slice(0, 5);
  const featureHeadings = unique(
    vf.headings
      .filter(
        (x) =>
          x.visible &&
          (x.level === 2 || x.level === 3) &&
          x.text.length >= 3 &&
          x.text.length <= 90 &&
          x.text !== h?.text,
      )
      .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)
      .map((x) => firstSentence(x.text)),
  ).slice(0, 6);
  return {
    headline: h ? firstSentence(h.text) : null,
    subheadline: s ? firstSentence(s.text) : null,
    description,
    audiences,
    featureHeadings,
  };
}
