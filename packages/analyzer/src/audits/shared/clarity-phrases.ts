import type { PageFacts } from '@heroscope/schema';
import { ENGLISH } from './languages/en.js';
import type { LanguagePhrases } from './languages/types.js';

/** The clarity audits' judgements about meaning, over the word lists of the page's language. */

/** Lowercases and strips punctuation so phrases compare by their words only. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
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

/** Whether a text is a stock headline, and which stock opening it starts with. */
export function genericHeadline(language: LanguagePhrases, text: string): boolean {
  return language.genericHeadlines.includes(normalizePhrase(text));
}

export function genericOpening(language: LanguagePhrases, text: string): string | undefined {
  const n = normalizePhrase(text);
  return language.genericOpenings.find((o) => n === o || n.startsWith(`${o} `));
}

/**
 * What the brand is called, as far as the page says: the title's parts, og:site_name and the
 * domain's main label, normalised.
 */
export function brandCandidates(facts: PageFacts): string[] {
  const out = new Set<string>();
  const add = (s: string | null | undefined) => {
    const n = normalizePhrase(s ?? '');
    if (n.length > 0) {
      out.add(n);
      out.add(n.replace(/ /g, ''));
    }
  };
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
