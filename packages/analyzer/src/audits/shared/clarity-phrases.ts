import type { PageFacts } from '@heroscope/schema';
import { ENGLISH } from './languages/en.js';
import type { LanguagePhrases } from './languages/types.js';

/** The clarity audits' judgements about meaning, over the word lists of the page's language. */

/** Lowercases and strips punctuation so phrases compare by their words only. */
export function normalizePhrase(text: string): string {
  return (
    text
      // Outside a Turkish locale the capital İ lowercases to i and a combining dot, which the
      // next step would cut out of the word ("ŞİMDİ" read as "şi mdi").
      .replace(/İ/g, 'i')
      .toLowerCase()
      .replace(/[’']/g, '')
      // Combining marks are part of their letters: Devanagari and Thai vowel signs, Hebrew
      // points, a decomposed accent.
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** Content words of a text in a language: not its function words, not single letters. */
export function contentWords(text: string, language: LanguagePhrases = ENGLISH): string[] {
  return normalizePhrase(text)
    .split(' ')
    .filter((w) => w.length > 1 && !language.stopwords.has(w));
}

/** Whether a text names who it is for ("for teams", "pour les équipes") or says "you". */
export function namesAudience(text: string, language: LanguagePhrases = ENGLISH): boolean {
  return language.audience.test(text);
}

/**
 * Whether a text names an audience other than whoever reads it ("for freelancers", "pour les
 * équipes"): namesAudience without the words that only speak to the visitor.
 */
export function namesAudienceBeyondYou(text: string, language: LanguagePhrases = ENGLISH): boolean {
  const you = new RegExp(language.you.source, `${language.you.flags.replace('g', '')}g`);
  return language.audience.test(text.replace(you, ' '));
}

/** Whether a text is a stock headline, and which stock opening it starts with. */
export function genericHeadline(language: LanguagePhrases, text: string): boolean {
  return language.genericHeadlines.includes(normalizePhrase(text));
}

export function genericOpening(language: LanguagePhrases, text: string): string | undefined {
  const n = normalizePhrase(text);
  return language.genericOpenings.find((o) => n === o || n.startsWith(`${o} `));
}

/** "All rights reserved" and its equivalents, which follow the holder in a copyright line. */
const RIGHTS_RESERVED =
  /(?<![\p{L}\p{N}])(?:all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|todos os direitos reservados|tutti i diritti riservati|alle rechten voorbehouden|wszelkie prawa zastrzeżone|все права защищены|tüm hakları saklıdır)(?![\p{L}\p{N}]).*$/iu;

/** A copyright holder longer than this is a sentence, not a name. */
const MAX_HOLDER_WORDS = 5;

/**
 * A line that opens with a copyright notice: the sign, or "(c)" or the word before a year or the
 * sign ("Copyright lawyers for creators" is a headline, not a notice).
 */
const NOTICE = /^\s*(?:©|\(c\)(?=\s*\d{4})|copyright\s*(?=©|\(c\)|\d{4}))\s*(?:©\s*|\(c\)\s*)?/iu;
/** Years, alone or as a range ("2019–2024", "2019-24", "2024/2025"). */
const YEARS = String.raw`\d{4}(?:\s*[-–—/]\s*\d{2,4})?`;
const LEADING_YEARS = new RegExp(`^${YEARS}`, 'u');
const TRAILING_YEARS = new RegExp(`[\\s,]+${YEARS}\\s*$`, 'u');
/** Credit lines that name a tool or a maker, not the site's owner. */
const CREDIT = /^(?:made|powered|designed|built|created|developed|theme|template|site)\b/iu;

/**
 * Who a copyright line names ("© 2025 Villa dei Pini Alti — Agriturismo", "Copyright 2019–2024
 * Acme Inc. All rights reserved", "© Acme 2024"): the site's owner, which is its brand even when
 * the title gives the name in more words than a name usually has. Only a line that opens with
 * the notice counts ("Photo © Jane Roe" credits a photographer, "Section 3(c)" cites a clause).
 */
export function copyrightHolder(text: string): string | null {
  const notice = NOTICE.exec(text);
  if (!notice) return null;
  let rest = text.slice(notice[0].length).replace(LEADING_YEARS, '');
  rest = rest.replace(/^[\s|–—·•,/-]+/u, '').replace(/^by\s+/iu, '');
  const holder = rest
    .replace(RIGHTS_RESERVED, '')
    .split(/\s[|–—·•-]\s|[|–—·•]|\.(?:\s|$)|,\s/u)[0]!
    .replace(TRAILING_YEARS, '')
    .trim();
  if (CREDIT.test(holder)) return null;
  const words = wordsIn(holder);
  return words > 0 && words <= MAX_HOLDER_WORDS ? holder : null;
}

/**
 * The site owner's names as its copyright lines give them, normalised. A whole name, to compare
 * a headline with: unlike the short brand names, its words (often the trade and the town, "Leeds
 * Family Dental") are not left out of what a headline says.
 */
export function ownerNames(facts: PageFacts): string[] {
  const out = new Set<string>();
  for (const t of facts.desktop.texts) addName(out, copyrightHolder(t.text));
  return [...out].sort();
}

/** A name as headlines are compared with it: normalised, and run together ("Papa Parse"). */
function addName(out: Set<string>, name: string | null | undefined): void {
  const n = normalizePhrase(name ?? '');
  if (n.length === 0) return;
  out.add(n);
  out.add(n.replace(/ /g, ''));
}

/**
 * What the brand is called, as far as the page says: the title's parts, og:site_name and the
 * domain's main label, normalised.
 */
export function brandCandidates(facts: PageFacts): string[] {
  const out = new Set<string>();
  const add = (s: string | null | undefined) => addName(out, s);
  add(facts.meta.openGraph['site_name']);
  // "Acme | Invoicing for freelancers": the brand is the short part, not the tagline.
  const parts = (facts.meta.title ?? '')
    .split(/\s+[|–—:·•-]\s+|\s*[|–—·•]\s*/)
    .filter((p) => wordsIn(p) > 0);
  const shortest = [...parts].sort((a, b) => wordsIn(a) - wordsIn(b))[0];
  if (shortest !== undefined && wordsIn(shortest) <= 2) add(shortest);
  try {
    const host = new URL(facts.finalUrl || facts.url).hostname.replace(/^www\./, '');
    // An IP address or a bare host name says nothing about the brand.
    if (/^[\d.]+$|^\[|^[^.]+$/.test(host)) return [...out].sort();
    const labels = host.split('.');
    // "acme.co.uk": the label before a second-level suffix is the name.
    const secondLevel = /^(?:co|com|org|net|ac|gov|edu)$/;
    const i = labels.length >= 3 && secondLevel.test(labels[labels.length - 2]!) ? 3 : 2;
    add(labels[Math.max(0, labels.length - i)]);
  } catch {
    // An unparsable address only removes one brand candidate.
  }
  return [...out].sort();
}

function wordsIn(s: string): number {
  return normalizePhrase(s).split(' ').filter(Boolean).length;
}
