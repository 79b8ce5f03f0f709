import type { TextElement, ViewportFacts } from '@heroscope/schema';
import { hasEastAsianText } from './east-asian-text.js';

/** Word, sentence and syllable counts for English copy, and the Flesch reading ease built on them. */

/**
 * Chinese and Japanese put no spaces between words, so splitting on spaces reads a sentence as
 * one or two "words": ICU's dictionary word breaker (Intl.Segmenter) finds them instead.
 */
const WORD_SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'word' });

export function words(text: string): string[] {
  if (hasEastAsianText(text)) {
    return [...WORD_SEGMENTER.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
  }
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

export function wordCount(text: string): number {
  return words(text).length;
}

/**
 * Sentences of a text block. A block without closing punctuation (a headline, a label) is one
 * sentence of its own.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[^a-z])/u)
    .map((s) => s.trim())
    .filter((s) => wordCount(s) > 0);
}

/** Syllables of one English word by vowel groups, dropping a silent final e / es / ed. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return /\d/.test(word) ? 1 : 0;
  if (w.length <= 3) return 1;
  // "-ces", "-ges", "-ted", "-ded" keep their syllable (in-voi-ces, want-ed).
  const trimmed = w
    .replace(/(?:[^laeiouycgsxz]es|[^laeiouydt]ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

export interface ReadabilityCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export function countText(text: string): ReadabilityCounts {
  const ss = sentences(text);
  const ws = words(text);
  return {
    words: ws.length,
    sentences: Math.max(1, ss.length),
    syllables: ws.reduce((n, w) => n + syllables(w), 0),
  };
}

/** Flesch reading ease: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
export function fleschReadingEase(c: ReadabilityCounts): number {
  if (c.words === 0) return 100;
  return 206.835 - 1.015 * (c.words / c.sentences) - 84.6 * (c.syllables / c.words);
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function isHeadingTag(tag: string): boolean {
  return HEADING_TAGS.has(tag.toLowerCase());
}

/** Copy that is read as running text: not a heading, a control's label, navigation or footer. */
export function isBodyText(t: TextElement): boolean {
  return (
    !isHeadingTag(t.tag) &&
    t.interactiveId === null &&
    t.region !== 'nav' &&
    t.region !== 'footer' &&
    t.fontSize < 28 &&
    t.text.length > 0
  );
}

/**
 * The page's body text size: the rounded font size carrying the most characters of body copy
 * (ties go to the smaller size); 16 px, the browser default, when the page has none.
 */
export function bodyFontSize(vf: ViewportFacts): number {
  const weight = new Map<number, number>();
  for (const t of vf.texts) {
    if (!isBodyText(t)) continue;
    const size = Math.round(t.fontSize);
    weight.set(size, (weight.get(size) ?? 0) + t.text.length);
  }
  let best = 16;
  let bestWeight = -1;
  for (const [size, w] of [...weight.entries()].sort((a, b) => a[0] - b[0])) {
    if (w > bestWeight) {
      best = size;
      bestWeight = w;
    }
  }
  return best;
}

/** Number of rendered lines of a text block, from its box height and line height. */
export function lineCount(t: TextElement): number {
  const lh = t.lineHeight > 0 ? t.lineHeight : t.fontSize * 1.2;
  return Math.max(1, Math.round(t.rect.height / lh));
}
