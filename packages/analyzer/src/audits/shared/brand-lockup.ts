import type { PageFacts, TextElement } from '@heroscope/schema';
import { brandCandidates, contentWords, normalizePhrase, ownerNames } from './clarity-phrases.js';
import { wordCount } from './clarity-text-metrics.js';
import { isPlaceholder } from './clarity-placeholders.js';
import { findSubheadline } from './hero.js';
import type { LanguagePhrases } from './languages/types.js';

interface PageNames {
  /** The brand's names as brandCandidates gives them. */
  brands: string[];
  /** The brand's and the owner's names, normalised, each also run together. */
  names: Set<string>;
  /** The words of the brand's names, which say nothing about what the named thing is. */
  brandWords: Set<string>;
}

/** Read once per page: two audits ask, and the owner's names come from every text. */
const pageNamesMemo = new WeakMap<PageFacts, PageNames>();

function pageNames(facts: PageFacts): PageNames {
  let known = pageNamesMemo.get(facts);
  if (!known) {
    const brands = brandCandidates(facts);
    known = {
      brands,
      names: new Set([...brands, ...ownerNames(facts)]),
      brandWords: new Set(brands.flatMap((b) => b.split(' '))),
    };
    pageNamesMemo.set(facts, known);
  }
  return known;
}

/** The brand's names as the page gives them (brandCandidates), read once per page. */
export function pageBrands(facts: PageFacts): string[] {
  return pageNames(facts).brands;
}

/**
 * The words of a text that say something concrete: not function words, buzzwords or slogan
 * words of its language, and not the brand's own name.
 */
export function concreteWords(facts: PageFacts, text: string, phrases: LanguagePhrases): string[] {
  const { brandWords } = pageNames(facts);
  return contentWords(text, phrases).filter(
    (w) => !phrases.vagueWords.has(w) && !brandWords.has(w),
  );
}

/** Whether a headline is only the site's or its owner's name. */
export function isNameOnly(facts: PageFacts, headline: string): boolean {
  const text = normalizePhrase(headline);
  const { names } = pageNames(facts);
  return names.has(text) || names.has(text.replace(/ /g, ''));
}

/** Concrete words from which a line under a name says what the named thing is. */
const MIN_DESCRIPTOR_WORDS = 3;
/** Beyond this a line under a name is a blurb, read after the name, not with it. */
const MAX_DESCRIPTOR_WORDS = 12;

/**
 * The line that completes a name set as the headline: right under it (within about a line of
 * the name's size) and saying in a few concrete words what it is ("Copas" over "Copy Paste — Code
 * Snippet Manager", a restaurant's name over "Greek cooking, family-run"). A name with such a
 * descriptor is a brand's lockup: the pair tells a visitor what this is, as a headline that says
 * it would, only one line later.
 */
export function descriptorUnderName(
  facts: PageFacts,
  headline: TextElement,
  phrases: LanguagePhrases,
  sub: TextElement | null = findSubheadline(facts.desktop, headline),
): TextElement | null {
  if (!isNameOnly(facts, headline.text) || isPlaceholder(headline.text)) return null;
  // A template's line ('the next-gen tool for [your niche]') says nothing yet.
  if (!sub || isPlaceholder(sub.text)) return null;
  const gap = sub.rect.y - (headline.rect.y + headline.rect.height);
  if (gap > headline.fontSize * 1.5 || wordCount(sub.text) > MAX_DESCRIPTOR_WORDS) return null;
  return concreteWords(facts, sub.text, phrases).length >= MIN_DESCRIPTOR_WORDS ? sub : null;
}
