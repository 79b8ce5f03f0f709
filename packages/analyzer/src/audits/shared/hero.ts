import type { Interactive, TextElement, ViewportFacts } from '@heroscope/schema';
import { colorDistance, contrastRatio } from './color.js';
import { isHiddenOnArrival } from './overlays.js';
import { area } from './rect.js';
import { bodyFontSize, wordCount } from './clarity-text-metrics.js';

/**
 * Facts helpers shared by audits: what "the hero", "the headline" and "the primary CTA" are.
 * None of them looks inside a pop-up or consent layer: a newsletter dialog's "Subscribe" is not
 * the page's primary action, nor its title the page's headline. Nor under a loading screen that
 * never went away (see coveringLayer): what it hides, the visitor never sees.
 */

/**
 * Text the visitor reads in the hero: above the fold, outside nav/footer and pop-ups, not inside a
 * link or button.
 */
export function heroTexts(vf: ViewportFacts): TextElement[] {
  return vf.texts.filter(
    (t) =>
      t.aboveFold &&
      t.interactiveId === null &&
      t.region !== 'nav' &&
      t.region !== 'footer' &&
      t.text.length > 0 &&
      !isHiddenOnArrival(vf, t),
  );
}

/**
 * The audits that name something missing from the first screen (a call to action, a headline,
 * any trust signal): audits left with nothing to judge by it charge their weight to them (see
 * AuditProduct.missingChargedTo).
 */
export const CTA_ABOVE_FOLD_AUDIT = 'cta-above-fold-desktop';
export const HEADLINE_AUDIT = 'headline-present';
export const VISUAL_HIERARCHY_AUDIT = 'visual-hierarchy';
export const TRUST_SIGNALS_AUDIT = 'trust-signals';

/** Why headline-dependent audits are not applicable when findHeadline finds nothing. */
export const NO_HEADLINE = `No headline above the fold (see ${HEADLINE_AUDIT}).`;

/** Why CTA-dependent audits are not applicable when the page has no CTA above the fold. */
export const NO_CTA_ABOVE_FOLD = `No call to action above the fold (see ${CTA_ABOVE_FOLD_AUDIT}).`;

/** Heading tags rank above other text of the same size: h1 first, a div or span last. */
function headingRank(t: TextElement): number {
  const m = /^h([1-6])$/i.exec(t.tag);
  return m ? Number(m[1]) : 7;
}

/**
 * A headline is words: a number alone ("12" in a countdown, "5.0" in a version badge) or with a
 * short unit ("48h", "10k+", "2 KB", "$29") is a figure, a statistic's value, however large it
 * is set.
 */
const FIGURE_WITH_UNIT = /^\p{Sc}?\s?\d[\d.,\s]*(?:\p{L}{1,3}\.?)?\s?[+%★⭐×]*$/u;

function isFigure(t: TextElement): boolean {
  const s = t.text.trim();
  return /\p{N}/u.test(s) && (!/\p{L}/u.test(s) || FIGURE_WITH_UNIT.test(s));
}

/** Words from which a text is a sentence of its own, not a figure's label. */
const FIGURE_LABEL_MAX_WORDS = 3;

/**
 * A word or two set beside a larger figure, on its line ("до" before a huge "32%", "from" before
 * "$9"), belong to the figure: they are read with it, as an offer or a statistic, not as the
 * page's headline.
 */
function labelsFigure(t: TextElement, figures: TextElement[]): boolean {
  if (wordCount(t.text) > FIGURE_LABEL_MAX_WORDS) return false;
  return figures.some((f) => {
    if (f.fontSize <= t.fontSize) return false;
    const sameLine = t.rect.y < f.rect.y + f.rect.height && f.rect.y < t.rect.y + t.rect.height;
    const gap = Math.max(
      f.rect.x - (t.rect.x + t.rect.width),
      t.rect.x - (f.rect.x + f.rect.width),
    );
    return sameLine && gap <= f.fontSize * 0.5;
  });
}

/** Lines set in one style and stacked as one block: a headline broken into a span per line. */
function continuesLine(prev: TextElement, next: TextElement): boolean {
  const gap = next.rect.y - (prev.rect.y + prev.rect.height);
  return (
    next.fontSize === prev.fontSize &&
    next.fontWeight === prev.fontWeight &&
    next.color === prev.color &&
    next.fontFamily === prev.fontFamily &&
    gap >= -prev.fontSize * 0.5 &&
    gap <= prev.fontSize * 0.5 &&
    Math.abs(next.rect.x - prev.rect.x) <= prev.fontSize
  );
}

/**
 * The most prominent hero text with words: largest font, then a heading tag (h1 first), then
 * heaviest, then highest on the page. A headline laid out as one element per line (a common way
 * to animate it word by word) is read whole, as visitors read it.
 */
export function findHeadline(vf: ViewportFacts): TextElement | null {
  const hero = heroTexts(vf);
  const figures = hero.filter(isFigure);
  const candidates = hero.filter(
    (t) => t.text.length >= 2 && /\p{L}/u.test(t.text) && !isFigure(t) && !labelsFigure(t, figures),
  );
  if (candidates.length === 0) return null;
  const top = [...candidates].sort(
    (a, b) =>
      b.fontSize - a.fontSize ||
      headingRank(a) - headingRank(b) ||
      b.fontWeight - a.fontWeight ||
      a.rect.y - b.rect.y,
  )[0]!;
  // The next line is the nearest text below in the same style, wherever other texts (a product
  // mockup beside it) fall in document or reading order.
  const lines = [top];
  for (;;) {
    const last = lines[lines.length - 1]!;
    const next = hero
      .filter((t) => t.rect.y > last.rect.y && !lines.includes(t) && continuesLine(last, t))
      .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)[0];
    if (!next) break;
    lines.push(next);
  }
  if (lines.length === 1) return top;
  const bottom = Math.max(...lines.map((l) => l.rect.y + l.rect.height));
  const left = Math.min(...lines.map((l) => l.rect.x));
  const right = Math.max(...lines.map((l) => l.rect.x + l.rect.width));
  return {
    ...top,
    text: lines.map((l) => l.text).join(' '),
    rect: { x: left, y: top.rect.y, width: right - left, height: bottom - top.rect.y },
  };
}

/**
 * Below this, the most prominent text is set like the body copy: nothing on the first screen
 * stands out, so there is no headline to read, only a site header or a line of text (a headline
 * is the top of a visual hierarchy, NN/g "Visual Hierarchy in UX").
 */
const MIN_HEADLINE_RATIO = 1.1;

/**
 * Whether the text findHeadline picked reads as a headline at all: larger than the body copy,
 * or an h1 set apart by a bold weight.
 */
export function standsOutAsHeadline(vf: ViewportFacts, headline: TextElement): boolean {
  if (headline.fontSize / bodyFontSize(vf) >= MIN_HEADLINE_RATIO) return true;
  return headline.tag.toLowerCase() === 'h1' && headline.fontWeight >= 600;
}

/**
 * The headline the audits of its wording judge: findHeadline's pick, when it reads as a
 * headline at all (headline-present names a first screen where nothing does).
 */
export function findStandingHeadline(vf: ViewportFacts): TextElement | null {
  const headline = findHeadline(vf);
  return headline && standsOutAsHeadline(vf, headline) ? headline : null;
}

/** Whether a text is the headline or one of the lines findHeadline joined into it. */
export function isPartOfHeadline(t: TextElement, headline: TextElement): boolean {
  if (t.id === headline.id) return true;
  const h = headline.rect;
  return (
    t.fontSize === headline.fontSize &&
    t.rect.x >= h.x - 1 &&
    t.rect.y >= h.y - 1 &&
    t.rect.x + t.rect.width <= h.x + h.width + 1 &&
    t.rect.y + t.rect.height <= h.y + h.height + 1
  );
}

/** The first hero text below the headline that reads as body copy (smaller, at least a few words). */
export function findSubheadline(
  vf: ViewportFacts,
  headline: TextElement | null,
): TextElement | null {
  if (!headline) return null;
  const below = heroTexts(vf)
    .filter(
      (t) =>
        t.id !== headline.id &&
        t.rect.y >= headline.rect.y + headline.rect.height - 4 &&
        t.fontSize < headline.fontSize &&
        wordCount(t.text) >= 4,
    )
    .sort((a, b) => a.rect.y - b.rect.y);
  return below[0] ?? null;
}

/** Fill distance (RGB) from which a control's own colour reads as a fill: the collector's. */
const FILL_DISTANCE = 25;

/**
 * Painted as a button: the collector's buttonLike, or an inline link with a fill of its own and
 * a button-sized box. The collector leaves display:inline out so that highlighted words in a
 * sentence are not buttons; a padded, filled inline link as tall as a button is one to visitors.
 */
export function looksLikeButton(i: Interactive): boolean {
  if (i.buttonLike) return true;
  return (
    colorDistance(i.backgroundColor, i.surroundingColor) > FILL_DISTANCE &&
    i.rect.height >= i.fontSize * 1.8 &&
    i.rect.width >= 44
  );
}

/**
 * A label a visitor can read: some letter or digit. A control that shows only an emoji or a
 * symbol (a floating '💬' chat bubble, '×', '☰') says no action; NN/g ("Icon Usability"): icons
 * need a text label to be understood.
 */
export function hasReadableLabel(i: Interactive): boolean {
  return /[\p{L}\p{N}]/u.test(i.text);
}

/**
 * The top bar's link back to the page itself (the logo, boxed or not) asks nothing of the
 * visitor: it is the way home, not a call to action.
 */
function isWayHome(i: Interactive): boolean {
  return i.selfLink === true && inTopBar(i);
}

/** From this width a picture in a control can carry words: an app-store badge is 120–200 px. */
const LABEL_PICTURE_MIN_WIDTH = 100;

/**
 * A control whose face is a picture of words (an app-store or Google Play badge) shows its label
 * in that picture: its text alternative is the label visitors read. An icon is too small to.
 */
function withPictureLabel(vf: ViewportFacts, i: Interactive): Interactive {
  if (hasReadableLabel(i) || !/\p{L}/u.test(i.accessibleName)) return i;
  const badge = vf.images.some(
    (im) =>
      im.inInteractiveId === i.id &&
      im.rect.width >= LABEL_PICTURE_MIN_WIDTH &&
      /\p{L}/u.test(im.alt ?? ''),
  );
  return badge ? { ...i, text: i.accessibleName } : i;
}

/**
 * Visible calls to action: button-like links and buttons outside the footer and pop-ups, each
 * with the label a visitor reads (a badge's words in its text).
 */
export function findCtas(vf: ViewportFacts): Interactive[] {
  return vf.interactives
    .filter(
      (i) =>
        i.visible &&
        looksLikeButton(i) &&
        i.region !== 'footer' &&
        !isWayHome(i) &&
        !isHiddenOnArrival(vf, i),
    )
    .map((i) => withPictureLabel(vf, i))
    .filter(hasReadableLabel);
}

/** Visual weight of a CTA: its area times its contrast against what surrounds it. */
export function ctaWeight(i: Interactive): number {
  return area(i.rect) * contrastRatio(i.backgroundColor, i.surroundingColor);
}

/**
 * Where a site's top bar ends: Material's top app bar is 64 px tall, a roomy one about twice
 * that. A <header> that runs further down holds the hero itself (HTML allows a page's
 * introduction in its header), and a control down there is the hero's, not the top bar's.
 */
const TOP_BAR_PX = 160;

/** A control in the site's navigation or top bar rather than in the page's content. */
export function inTopBar(i: Interactive): boolean {
  if (i.region === 'nav') return true;
  return i.region === 'header' && i.rect.y + i.rect.height / 2 <= TOP_BAR_PX;
}

/** The heaviest CTA above the fold, outside the nav bar when the hero has one of its own. */
export function findPrimaryCta(vf: ViewportFacts): Interactive | null {
  const above = findCtas(vf).filter((i) => i.aboveFold);
  const inHero = above.filter((i) => !inTopBar(i));
  const pool = inHero.length > 0 ? inHero : above;
  if (pool.length === 0) return null;
  return [...pool].sort((a, b) => ctaWeight(b) - ctaWeight(a) || a.rect.y - b.rect.y)[0]!;
}

/** Quotes page text for a problem sentence, shortened. */
export function quote(text: string, max = 80): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return `'${t.length > max ? `${t.slice(0, max - 1)}…` : t}'`;
}

export function ctaComponent(i: Interactive, primary = true): string {
  return `${primary ? 'Primary CTA' : 'CTA'} ${quote(i.text, 40)}`;
}
