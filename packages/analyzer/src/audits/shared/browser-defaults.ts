import type { Navigation, PageFacts, TextElement, ViewportName } from '@heroscope/schema';
import { isTypographicText, primaryFontFamily } from './design-typography.js';
import { isBroken } from './failed-requests.js';
import { shortUrl } from './standards-format.js';

/**
 * Browsers set text in Times New Roman when a page names no typeface: Butterick calls it "not a
 * font choice so much as the absence of a font choice".
 */
export const BROWSER_DEFAULT_FAMILIES: ReadonlySet<string> = new Set([
  'times new roman',
  'times',
  'serif',
]);

/** The two link colours of the HTML standard's rendering section (unvisited, visited). */
const BROWSER_LINK_COLOURS: ReadonlySet<string> = new Set(['#0000ee', '#551a8b']);
/** Black text and the browser's link colours. */
const BROWSER_DEFAULT_COLOURS: ReadonlySet<string> = new Set(['#000000', ...BROWSER_LINK_COLOURS]);
/** Links in the browser's own blue from which the page's link styles are plainly missing. */
const MIN_DEFAULT_LINKS = 3;

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

/** True when the shares are those of a document shown without any stylesheet. */
export function isUnstyled(share: BrowserDefaultsShare): boolean {
  return share.typeface >= UNSTYLED_SHARE && share.colours >= UNSTYLED_SHARE;
}

/** True when the page looks as a browser shows a document without any stylesheet. */
export function showsBrowserDefaults(texts: readonly TextElement[]): boolean {
  return isUnstyled(browserDefaultsShare(texts));
}

/** A menu in the browser's list style on an otherwise styled page: half the flaw. */
export const BULLETED_MENU_SCORE = 0.5;

/** The first menu that shows the browser's list bullets, desktop first. */
export function bulletedMenu(facts: PageFacts): { nav: Navigation; viewport: ViewportName } | null {
  for (const viewport of ['desktop', 'mobile'] as const) {
    const nav = facts[viewport].navigation.find((n) => n.bulleted && n.itemIds.length > 0);
    if (nav) return { nav, viewport };
  }
  return null;
}

/** The usual cause, when the log shows it: a stylesheet of the page's own that failed. */
export function failedStylesheet(facts: PageFacts): string {
  const sheet = facts.failedRequests.find((r) => r.resourceType === 'stylesheet' && isBroken(r));
  return sheet
    ? ` Its stylesheet (${shortUrl(sheet.url)}) did not load${sheet.status ? ` (HTTP ${sheet.status})` : ''}.`
    : '';
}

/**
 * The page's link texts left in the browser's link blue, when at least half of its links (and
 * at least three) are: no designed page keeps #0000EE, so its link and button styles did not
 * apply (a framework stylesheet that failed), even where its own typeface did. Null otherwise.
 */
export function defaultColouredLinks(texts: readonly TextElement[]): TextElement[] | null {
  const links = texts.filter((t) => t.interactiveId !== null);
  const blue = links.filter((t) => BROWSER_LINK_COLOURS.has(t.color));
  return blue.length >= MIN_DEFAULT_LINKS && blue.length * 2 >= links.length ? blue : null;
}
