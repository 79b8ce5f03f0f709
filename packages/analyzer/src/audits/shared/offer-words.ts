import type { PageFacts, TextElement } from '@heroscope/schema';
import { concreteWords } from './brand-lockup.js';
import { normalizePhrase } from './clarity-phrases.js';
import type { LanguagePhrases } from './languages/types.js';

/** Letters of a word kept to match its inflections ("veterinária", "veterinários"). */
const STEM_LETTERS = 5;
/** The page's most used concrete words that count as naming its offer, beside its title. */
const FREQUENT_WORDS = 10;
/**
 * A slogan is a few words; a headline with more concrete words than this describes something,
 * even where the page words it differently ("Сдавайте квартиры без стресса и пропущенных
 * платежей" over copy about "оплата").
 */
const MAX_SLOGAN_WORDS = 3;
/** Fewer words than this say too little about the page to judge a headline against. */
const MIN_OFFER_WORDS = 3;

/** A word's stem for matching across inflections: its first letters, accents dropped. */
function stemOf(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').slice(0, STEM_LETTERS);
}

/**
 * The words in which the page names what it offers, apart from the headline, by stem (each
 * with the first word seen for it): its title, its description, its other headings and the
 * concrete words its copy uses most. A page names its trade there ("FelixPets - Clínica
 * Veterinária", "Our vets", "vaccinations") even when its headline is a slogan.
 */
function offerVocabulary(
  facts: PageFacts,
  headline: TextElement,
  phrases: LanguagePhrases,
): Map<string, string> {
  const own = normalizePhrase(headline.text);
  const headings = facts.desktop.headings
    .filter((h) => h.visible && normalizePhrase(h.text) !== own)
    .map((h) => h.text);
  const named = [facts.meta.title ?? '', facts.meta.description ?? '', ...headings].join(' · ');
  const vocabulary = new Map<string, string>();
  const add = (word: string) => {
    const stem = stemOf(word);
    if (!vocabulary.has(stem)) vocabulary.set(stem, word);
  };
  concreteWords(facts, named, phrases).forEach(add);
  const counts = new Map<string, { word: string; uses: number }>();
  for (const t of facts.desktop.texts) {
    if (normalizePhrase(t.text) === own) continue;
    for (const word of concreteWords(facts, t.text, phrases)) {
      const stem = stemOf(word);
      const seen = counts.get(stem);
      if (seen) seen.uses += 1;
      else counts.set(stem, { word, uses: 1 });
    }
  }
  // Sorted by use, first use first among equals (Map order): the same page, the same words.
  [...counts.values()]
    .sort((a, b) => b.uses - a.uses)
    .slice(0, FREQUENT_WORDS)
    .forEach(({ word }) => add(word));
  return vocabulary;
}

/**
 * Whether the headline uses none of the words the rest of the page names its offer with: the
 * page's own words for it, to quote, or null when the headline shares one, or when the page
 * says too little elsewhere to tell.
 */
export function offerUnnamed(
  facts: PageFacts,
  headline: TextElement,
  concrete: readonly string[],
  phrases: LanguagePhrases,
): string[] | null {
  if (concrete.length > MAX_SLOGAN_WORDS) return null;
  const vocabulary = offerVocabulary(facts, headline, phrases);
  if (vocabulary.size < MIN_OFFER_WORDS) return null;
  if (concrete.some((w) => vocabulary.has(stemOf(w)))) return null;
  return [...vocabulary.values()];
}
