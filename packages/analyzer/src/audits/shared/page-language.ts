import type { PageFacts } from '@heroscope/schema';
import { normalizePhrase } from './clarity-phrases.js';
import { latinFillerWords, matchPlaceholder } from './clarity-placeholders.js';
import { GERMAN } from './languages/de.js';
import { ENGLISH } from './languages/en.js';
import { SPANISH } from './languages/es.js';
import { FRENCH } from './languages/fr.js';
import { ITALIAN } from './languages/it.js';
import { DUTCH } from './languages/nl.js';
import { POLISH } from './languages/pl.js';
import { PORTUGUESE } from './languages/pt.js';
import { RUSSIAN } from './languages/ru.js';
import { TURKISH } from './languages/tr.js';
import type { LanguagePhrases } from './languages/types.js';

/** The languages whose wording the clarity and CTA audits can judge. */
export const LANGUAGES = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  pt: PORTUGUESE,
  it: ITALIAN,
  nl: DUTCH,
  pl: POLISH,
  ru: RUSSIAN,
  tr: TURKISH,
} as const satisfies Record<string, LanguagePhrases>;
export type LanguageCode = keyof typeof LANGUAGES;

const CODES = Object.keys(LANGUAGES) as LanguageCode[];

export const SUPPORTED_LANGUAGES_TEXT = `${CODES.slice(0, -1)
  .map((c) => LANGUAGES[c].name)
  .join(', ')} and ${LANGUAGES[CODES.at(-1)!].name}`;

/** Markers that belong to one language only ("con" is Spanish and Italian, so it tells nothing). */
const DISTINCT_MARKERS: ReadonlyMap<string, LanguageCode> = (() => {
  const owners = new Map<string, LanguageCode[]>();
  for (const code of CODES)
    for (const m of LANGUAGES[code].markers) owners.set(m, [...(owners.get(m) ?? []), code]);
  return new Map(
    [...owners].filter(([, codes]) => codes.length === 1).map(([m, codes]) => [m, codes[0]!]),
  );
})();

/** Enough marker words to trust the text over the declared lang, and by how much they must lead. */
const MIN_HITS = 5;
const LEAD = 2;
/** A page with this many words whose best language's markers make under 3% of them is in none. */
const MIN_WORDS_TO_RULE_OUT = 40;
const MIN_MARKER_SHARE = 0.03;
const MAX_WORDS = 3000;
const MIN_FILLER_WORDS_TO_SKIP = 2;
const MIN_SENTENCE_WORDS = 4;
/** On a short page, enough marker words to overrule a lang attribute none of them belongs to. */
const MIN_WEAK_HITS = 2;
/**
 * Under this share of its sentences' words, the declared language's commonest words are absent
 * from the copy ("the", "and", "of" in English run to a tenth of its words): the attribute is a
 * template's, over copy in another language.
 */
const MIN_DECLARED_SHARE = 0.01;

/** Whether most of the words' letters are in the given script. */
function mostlyIn(words: string[], script: RegExp): boolean {
  const letters = words.join('');
  return (letters.match(script)?.length ?? 0) > letters.length / 2;
}

export interface PageLanguage {
  /** A supported language, or null when the page is in another one. */
  code: LanguageCode | null;
  phrases: LanguagePhrases | null;
  /** How it was decided: its visible words, its lang attribute, or English by default. */
  source: 'text' | 'lang' | 'default';
  /** The page's lang attribute, as declared. */
  declared: string | null;
}

const memo = new WeakMap<PageFacts, PageLanguage>();

/**
 * The language the page is written in, read from its visible text (templates often keep
 * lang="en" whatever the copy says), else from its lang attribute, else English.
 */
export function pageLanguage(facts: PageFacts): PageLanguage {
  const known = memo.get(facts);
  if (known) return known;
  const declared = facts.meta.lang?.trim() || null;
  // Lorem ipsum is Latin whatever the page's language ("et", "est" and "sed" would read as
  // French), so a text with any of its typical words does not count, even a stray line of it.
  const texts = facts.desktop.texts
    .filter(
      (t) =>
        latinFillerWords(t.text) < MIN_FILLER_WORDS_TO_SKIP &&
        matchPlaceholder(t.text)?.pattern.kind !== 'filler',
    )
    .map((t) => normalizePhrase(t.text).split(' ').filter(Boolean));
  const words = texts.flat().slice(0, MAX_WORDS);
  // Menu labels, names and numbers ("Portfolio", "20,000") are too short to be in any one
  // language: only sentences can show that a page is in none of ours.
  const sentenceWords = texts.filter((t) => t.length >= MIN_SENTENCE_WORDS).flat().length;
  const hits = new Map<LanguageCode, number>(CODES.map((c) => [c, 0]));
  for (const w of words) {
    const code = DISTINCT_MARKERS.get(w);
    if (code) hits.set(code, hits.get(code)! + 1);
  }
  const [first, second] = [...hits].sort(
    (a, b) => b[1] - a[1] || CODES.indexOf(a[0]) - CODES.indexOf(b[0]),
  );
  const of = (code: LanguageCode | null, source: PageLanguage['source']): PageLanguage => ({
    code,
    phrases: code ? LANGUAGES[code] : null,
    source,
    declared,
  });

  let result: PageLanguage;
  const declaredCode = declared?.toLowerCase().split(/[-_]/)[0] ?? null;
  const declaredKnown = declaredCode !== null && declaredCode in LANGUAGES;
  const declaredHits = declaredKnown ? hits.get(declaredCode as LanguageCode)! : 0;
  // Russian's markers are few (only words no other Cyrillic language writes), so a short Russian
  // page can show almost none of them: its script says more.
  const cyrillic = mostlyIn(words, /\p{Script=Cyrillic}/gu);
  const share = MIN_MARKER_SHARE * Math.min(sentenceWords, MAX_WORDS);
  if (first![1] >= MIN_HITS && first![1] >= LEAD * second![1]) {
    result = of(first![0], 'text');
  } else if (cyrillic && first![0] === 'ru' && first![1] > second![1]) {
    // Russian's markers are few (only words no other Cyrillic language writes): in Cyrillic
    // text, more of them than of any other language's tells Russian.
    result = of('ru', 'text');
  } else if (
    first![1] >= MIN_WEAK_HITS &&
    first![1] >= LEAD * second![1] &&
    first![1] >= share &&
    declaredHits === 0 &&
    (first![0] === 'ru' ? cyrillic : mostlyIn(words, /\p{Script=Latin}/gu))
  ) {
    // A short page: a few words of one language, in its script, and none of the declared one
    // (none declared, or a template's lang="pt-br" over English copy).
    result = of(first![0], 'text');
  } else if (
    sentenceWords >= MIN_WORDS_TO_RULE_OUT &&
    first![1] < share &&
    !(declaredCode === 'ru' && cyrillic)
  ) {
    // Plenty of words and almost none of any supported language's: the page is in another.
    result = of(null, 'text');
  } else if (
    declaredKnown &&
    sentenceWords >= MIN_WORDS_TO_RULE_OUT &&
    declaredHits < MIN_DECLARED_SHARE * Math.min(sentenceWords, MAX_WORDS) &&
    !(declaredCode === 'ru' && cyrillic)
  ) {
    // Plenty of sentences and almost none of the declared language's words: a template's
    // lang="en" over Catalan copy, whose words other languages share in part.
    result = of(null, 'text');
  } else if (declaredCode) {
    result = of(declaredKnown ? (declaredCode as LanguageCode) : null, 'lang');
  } else {
    result = of('en', 'default');
  }
  memo.set(facts, result);
  return result;
}

/** "French", or "another language (lang="pl")" for a page we cannot judge the wording of. */
export function languageName(language: PageLanguage): string {
  if (language.phrases) return language.phrases.name;
  return language.declared ? `another language (lang="${language.declared}")` : 'another language';
}
