import { HEADLINE_AUDIT, quote, NO_HEADLINE, findStandingHeadline } from '../shared/hero.js';
import {
  genericHeadline,
  genericOpening,
  namesAudience,
  namesAudienceBeyondYou,
  normalizePhrase,
} from '../shared/clarity-phrases.js';
import {
  concreteWords,
  descriptorUnderName,
  isNameOnly,
  pageBrands,
} from '../shared/brand-lockup.js';
import { offerUnnamed } from '../shared/offer-words.js';
import { matchPlaceholder } from '../shared/clarity-placeholders.js';
import { languageName, pageLanguage, SUPPORTED_LANGUAGES_TEXT } from '../shared/page-language.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';

/** Concrete words (not buzzwords, not the brand) a headline needs to say something specific. */
const MIN_CONCRETE_WORDS = 2;

/**
 * A slogan that names nothing the page sells says as little as a headline of broad words: it
 * makes visitors read on to learn what this is.
 */
const SLOGAN = 0.3;

/**
 * A name with a line right under it that says what it is (a brand's lockup) tells visitors what
 * this is one line later than a specific headline would: more than a bare name, less than a
 * headline that says it.
 */
const BRAND_WITH_DESCRIPTOR = 0.6;

/** The first few words of a list, quoted as a finding cites them: "'film', 'dizi', 'fazlası'". */
const firstWords = (words: readonly string[]) =>
  words
    .slice(0, 3)
    .map((w) => `'${w}'`)
    .join(', ');

/** Words of a name after a stock opening ("Welcome to Kapsalon Perfect Cut"): a few, capitalised. */
const MAX_NAME_WORDS = 4;

/**
 * Whether what follows a stock opening is only a name: "Welcome to Northwind Dental" says no
 * more than "Welcome" (the name is the brand, whatever the title calls it), while "Welcome to
 * the fastest way to send invoices" goes on to say something.
 */
function nameAfter(headline: string, opening: string): boolean {
  let skip = opening.split(' ').length;
  const rest: string[] = [];
  for (const token of headline.trim().split(/\s+/)) {
    const n = normalizePhrase(token).split(' ').filter(Boolean).length;
    if (skip > 0) skip -= n;
    else if (n > 0) rest.push(token);
  }
  return (
    rest.length > 0 &&
    rest.length <= MAX_NAME_WORDS &&
    rest.every((w) => /^[^\p{L}\p{N}]*[\p{Lu}\p{N}]/u.test(w))
  );
}

export const headlineSpecificity = defineAudit({
  meta: {
    id: 'headline-specificity',
    category: 'Clarity',
    title: 'Headline says something specific',
    description:
      'NN/g: headlines must be clear rather than clever or generic; a headline that could sit on any website ("Welcome", "Innovative solutions") or only repeats the brand name wastes the one line every visitor reads. Name the outcome, the audience or the thing you sell.',
    source: {
      name: 'Nielsen Norman Group: Headings Are Pick-up Lines',
      url: 'https://www.nngroup.com/articles/headings-pickup-lines/',
    },
    requiredFacts: ['desktop', 'meta'],
  },
  run(facts) {
    const headline = findStandingHeadline(facts.desktop);
    if (!headline) {
      return notApplicable(NO_HEADLINE, HEADLINE_AUDIT);
    }
    // Filler words (lorem ipsum, "fish text") are nobody's offer: 'Headline present' names such a
    // headline as placeholder copy, so they are neither praised nor blamed a second time here.
    if (matchPlaceholder(headline.text)?.pattern.kind === 'filler') {
      return notApplicable(
        `The headline ${quote(headline.text)} is placeholder copy; 'Headline present' reports it.`,
        HEADLINE_AUDIT,
      );
    }
    const language = pageLanguage(facts);
    const phrases = language.phrases;
    if (!phrases) {
      return notApplicable(
        `Headline wording is judged in ${SUPPORTED_LANGUAGES_TEXT}; this page is in ${languageName(language)}.`,
      );
    }
    const text = normalizePhrase(headline.text);
    const brands = pageBrands(facts);
    const concrete = concreteWords(facts, headline.text, phrases);
    const audience = namesAudience(headline.text, phrases);
    const target = { viewport: 'desktop' as const, rect: headline.rect, elementId: headline.id };
    const details = {
      headline: headline.text,
      brandCandidates: brands,
      concreteWords: concrete,
      namesAudience: audience,
      language: language.code,
    };
    const finding = (problem: string, lowConfidence: boolean): Finding => ({
      component: 'Hero headline',
      problem,
      action: 'Clarify value',
      usercategory: 'Incomplete',
      target,
      ...(lowConfidence ? { lowConfidence } : {}),
    });

    if (genericHeadline(phrases, text)) {
      return {
        score: 0,
        findings: [
          finding(
            `The headline ${quote(headline.text)} could open any website; it says nothing about what you offer or who it is for.`,
            false,
          ),
        ],
        details: { ...details, verdict: 'generic' },
      };
    }
    if (isNameOnly(facts, headline.text)) {
      const descriptor = descriptorUnderName(facts, headline, phrases);
      if (descriptor) {
        return {
          score: BRAND_WITH_DESCRIPTOR,
          findings: [
            finding(
              `The headline ${quote(headline.text)} is only the brand name; the line under it, ${quote(descriptor.text, 60)}, says what it is, but a headline that says so itself is the line every visitor reads.`,
              true,
            ),
          ],
          details: { ...details, verdict: 'brand-with-descriptor', descriptor: descriptor.text },
        };
      }
      return {
        score: 0.1,
        findings: [
          finding(
            `The headline ${quote(headline.text)} is only the brand name; visitors who do not know it yet learn nothing about what it does.`,
            false,
          ),
        ],
        details: { ...details, verdict: 'brand-only' },
      };
    }
    const opening = genericOpening(phrases, text);
    const named = opening ? nameAfter(headline.text, opening) : false;
    if (opening && (named || concrete.length < MIN_CONCRETE_WORDS + 1)) {
      const left = named ? 0 : concrete.length;
      return {
        score: left === 0 ? 0.2 : 0.5,
        findings: [
          finding(
            `The headline ${quote(headline.text)} opens with the stock phrase '${opening}' and names little else; state the concrete result visitors get.`,
            left > 0,
          ),
        ],
        details: { ...details, verdict: 'generic-opening', opening },
      };
    }
    // Speaking to "you" addresses whoever reads: with one concrete word it names the trade
    // and no more ("Your perfect smile starts here", "Plumber at your service"), as any of its
    // competitors could. One word is enough beside an audience named ("Bikes for commuters").
    const namedAudience = audience && namesAudienceBeyondYou(headline.text, phrases);
    if (concrete.length < MIN_CONCRETE_WORDS && (!namedAudience || concrete.length === 0)) {
      return {
        score: concrete.length === 0 ? 0.3 : 0.6,
        findings: [
          finding(
            `The headline ${quote(headline.text)} relies on broad words; it does not name a product, an outcome or an audience.`,
            true,
          ),
        ],
        details: { ...details, verdict: 'vague' },
      };
    }
    // A slogan in concrete words ("Caring for the ones you love" over a vet's practice) is
    // clever rather than clear (NN/g): none of its words is one the page itself uses for what it
    // sells, in its title, its headings or its copy. Only broad words would say as little.
    const offerWords = offerUnnamed(facts, headline, concrete, phrases);
    if (offerWords) {
      return {
        score: SLOGAN,
        findings: [
          finding(
            `The headline ${quote(headline.text)} does not name what you offer: none of its words is one the page uses for it elsewhere (${firstWords(offerWords)}).`,
            true,
          ),
        ],
        details: { ...details, verdict: 'slogan', offerWords: offerWords.slice(0, 10) },
      };
    }
    return {
      score: 1,
      findings: [
        {
          component: 'Hero headline',
          problem: `The headline ${quote(headline.text)} is specific: it speaks in concrete words (${firstWords(concrete)}) rather than slogans.`,
          action: 'Well executed',
          usercategory: 'Well implemented',
          target,
        },
      ],
      details: { ...details, verdict: 'specific' },
    };
  },
});
