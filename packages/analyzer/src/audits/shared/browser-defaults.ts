import type { TextElement } from '@heroscope/schema';
import { isTypographicText, primaryFontFamily } from './design-typography.js';

/**
 * Browsers set text in Times New Roman when a page names no typeface: Butterick calls it "not a
 * font choice so much as the absence of a font choice".
 */
export const BROWSER_DEFAULT_FAMILIES: ReadonlySet<string> = new Set([
  'times new roman',
  'times',
  'serif',
]);

/** Black text and the two link colours of the HTML standard's rendering section. */
const BROWSER_DEFAULT_COLOURS: ReadonlySet<string> = new Set(['#000000', '#0000ee', '#551a8b']);

/** The share of the text, in both respects, at which a page shows no design of its own. */
export const UNSTYLED_SHARE = 0.8;

export interface BrowserDefaultsShare {
  /** Share of the text (by characters) set in the browser's default typeface, as named by it. */
  typeface: number;
  /** Share of the text in the browser's default colours. */
  colours: number;
  /** The first text in both, to point at. */
  first: TextElement | null;
  /** False when the page shows no text to judge. */
  hasText: boolean;
}

/**
 * How much of a page's text shows the browser's own styles. The typeface counts only where no
 * family list was written: a page that asks for 'Times New Roman', serif chose it.
 */
export function browserDefaultsShare(texts: readonly TextElement[]): BrowserDefaultsShare {
  const typographic = texts.filter(isTypographicText);
  const total = typographic.reduce((n, t) => n + t.text.length, 0);
  if (total === 0) return { typeface: 0, colours: 0, first: null, hasText: false };
  const defaultFace = (t: TextElement) =>
    !t.fontFamily.includes(',') && BROWSER_DEFAULT_FAMILIES.has(primaryFontFamily(t.fontFamily));
  const defaultColour = (t: TextElement) => BROWSER_DEFAULT_COLOURS.has(t.color);
  const share = (keep: (t: TextElement) => boolean) =>
    typographic.filter(keep).reduce((n, t) => n + t.text.length, 0) / total;
  return {
    typeface: share(defaultFace),
    colours: share(defaultColour),
    first: typographic.find((t) => defaultFace(t) && defaultColour(t)) ?? null,
    hasText: true,
  };
}

/** True when the page looks as a browser shows a document without any stylesheet. */
export function showsBrowserDefaults(texts: readonly TextElement[]): boolean {
  const s = browserDefaultsShare(texts);
  return s.typeface >= UNSTYLED_SHARE && s.colours >= UNSTYLED_SHARE;
}
