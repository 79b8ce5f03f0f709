import type { Interactive, TextElement, ViewportFacts } from '@heroscope/schema';
import { contrastRatio } from './color.js';
import { isInsideBlockingOverlay } from './overlays.js';
import { area } from './rect.js';

/**
 * Facts helpers shared by audits: what "the hero", "the headline" and "the primary CTA" are.
 * None of them looks inside a pop-up or consent layer: a newsletter dialog's "Subscribe" is not
 * the page's primary action, nor its title the page's headline.
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
      !isInsideBlockingOverlay(vf, t),
  );
}

/** Why headline-dependent audits are not applicable when findHeadline finds nothing. */
export const NO_HEADLINE = 'No headline above the fold (see headline-present).';

/** Why CTA-dependent audits are not applicable when the page has no CTA above the fold. */
export const NO_CTA_ABOVE_FOLD = 'No call to action above the fold (see cta-above-fold-desktop).';

/** The most prominent hero text: largest font, then heaviest, then highest on the page. */
export function findHeadline(vf: ViewportFacts): TextElement | null {
  const candidates = heroTexts(vf).filter((t) => t.text.length >= 2);
  if (candidates.length === 0) return null;
  return [...candidates].sort(
    (a, b) => b.fontSize - a.fontSize || b.fontWeight - a.fontWeight || a.rect.y - b.rect.y,
  )[0]!;
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
        t.text.split(/\s+/).length >= 4,
    )
    .sort((a, b) => a.rect.y - b.rect.y);
  return below[0] ?? null;
}

/** Visible calls to action: button-like links and buttons outside the footer and pop-ups. */
export function findCtas(vf: ViewportFacts): Interactive[] {
  return vf.interactives.filter(
    (i) =>
      i.visible &&
      i.buttonLike &&
      i.region !== 'footer' &&
      i.text.trim().length > 0 &&
      !isInsideBlockingOverlay(vf, i),
  );
}

/** Visual weight of a CTA: its area times its contrast against what surrounds it. */
export function ctaWeight(i: Interactive): number {
  return area(i.rect) * contrastRatio(i.backgroundColor, i.surroundingColor);
}

/** The heaviest CTA above the fold, outside the nav bar when the hero has one of its own. */
export function findPrimaryCta(vf: ViewportFacts): Interactive | null {
  const above = findCtas(vf).filter((i) => i.aboveFold);
  const inHero = above.filter((i) => i.region !== 'nav' && i.region !== 'header');
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
