/**
 * Chinese, Japanese and Korean text follows its own typographic conventions: its characters are
 * full-width, and it is set with more space between lines than Latin text.
 */

/** Han ideographs, kana, Hangul and full-width forms: one character takes two Latin widths. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/gu;
const LETTER = /\p{L}/gu;

/** Whether most of a text's letters are Chinese, Japanese or Korean. */
export function isEastAsianText(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return false;
  const wide = text.match(WIDE)?.length ?? 0;
  return wide * 2 >= letters;
}

/** Whether a text holds any Chinese, Japanese or Korean character. */
export function hasEastAsianText(text: string): boolean {
  return text.search(WIDE) !== -1;
}

/**
 * A text's length in half-width units (Unicode UAX #11, East Asian Width): a full-width
 * character counts as two, so a measure in Latin characters applies to CJK lines too.
 */
export function halfWidthLength(text: string): number {
  return text.length + (text.match(WIDE)?.length ?? 0);
}
