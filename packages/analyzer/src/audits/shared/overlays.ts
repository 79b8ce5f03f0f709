import type { Overlay, Rect, ViewportFacts } from '@heroscope/schema';
import { contains } from './rect.js';

/**
 * Pop-ups and consent layers shown over the page on load. What they hold (a newsletter dialog's
 * "Subscribe", a cookie banner's "Accept") is not part of the page's own offer or layout; only
 * overlay-on-load judges the layer itself.
 */

/** Words of a consent banner, in the languages the wording audits know (see page-language.ts). */
export const CONSENT_TEXT =
  /cookie|consent|gdpr|privacy|tracking|rgpd|dsgvo|lgpd|datenschutz|einwilligung|confidentialité|traceurs|privacidad|privacidade|riservatezza|toestemming/i;

/** Share of the first viewport from which a fixed layer is a pop-up over the page, not chrome. */
export const BLOCKING_COVERAGE = 0.3;

/** A dialog, a layer covering much of the first screen, or a consent banner; never a sticky bar. */
export function isBlockingOverlay(o: Overlay): boolean {
  if (o.kind === 'sticky') return false;
  return o.kind === 'dialog' || o.viewportCoverage > BLOCKING_COVERAGE || CONSENT_TEXT.test(o.text);
}

/** An element on the page: where it is drawn and how the collector addressed it. */
export interface Placed {
  rect: Rect;
  selector: string;
}

/** Slack for sub-pixel rounding when a box is drawn within an overlay's box. */
const INSIDE_TOLERANCE_PX = 2;

/**
 * The element is part of the overlay: below it in the DOM, or drawn entirely within its box.
 * Selectors are paths cut at a few levels, so deep elements need the geometric test; a page
 * element only partly under a pop-up (a headline peeking out) is still the page's.
 */
export function isInsideOverlay(o: Overlay, el: Placed): boolean {
  if (o.selector && (el.selector === o.selector || el.selector.startsWith(`${o.selector} `))) {
    return true;
  }
  // A full-screen layer (usually a backdrop) holds every box: only its selector can tell.
  if (o.viewportCoverage >= 0.9) return false;
  return contains(o.rect, el.rect, INSIDE_TOLERANCE_PX);
}

/** The element sits in a pop-up or consent layer, so it is not the page's own content. */
export function isInsideBlockingOverlay(vf: Pick<ViewportFacts, 'overlays'>, el: Placed): boolean {
  return vf.overlays.some((o) => isBlockingOverlay(o) && isInsideOverlay(o, el));
}

/** From this share of the first screen, an opaque layer leaves nothing of the page in sight. */
export const COVERING_COVERAGE = 0.9;
/** A loading screen says a word or two ("Loading…", a brand name); a page says more. */
const COVERING_MAX_TEXT = 80;

/**
 * A layer that still hides the whole page once it has settled: opaque, over (almost) all of the
 * first screen, fixed, neither a dialog nor a consent banner, with little to read: a loading
 * screen whose script never took it down. The visitor sees that layer and nothing else, so the
 * page is judged as that: no headline, no call to action in sight.
 */
export function coveringLayer(vf: Pick<ViewportFacts, 'overlays'>): Overlay | null {
  return (
    vf.overlays.find(
      (o) =>
        o.kind === 'fixed' &&
        o.opaque === true &&
        o.viewportCoverage >= COVERING_COVERAGE &&
        o.text.length <= COVERING_MAX_TEXT &&
        !CONSENT_TEXT.test(o.text),
    ) ?? null
  );
}

/**
 * The element cannot be seen as the page opens: it sits in a pop-up or consent layer (not the
 * page's own), or a covering layer hides the page (see coveringLayer).
 */
export function isHiddenOnArrival(vf: Pick<ViewportFacts, 'overlays'>, el: Placed): boolean {
  return isInsideBlockingOverlay(vf, el) || coveringLayer(vf) !== null;
}

/**
 * The page without what sits in a pop-up or consent banner, for audits that read the whole
 * viewport (forms, trust signals, every CTA) rather than the hero finders, which already skip it.
 */
export function pageBehindOverlays(vf: ViewportFacts): ViewportFacts {
  const blocking = vf.overlays.filter(isBlockingOverlay);
  if (blocking.length === 0) return vf;
  const outside = (el: Placed) => !blocking.some((o) => isInsideOverlay(o, el));
  const interactives = vf.interactives.filter(outside);
  const kept = new Set(interactives.map((i) => i.id));
  return {
    ...vf,
    interactives,
    forms: vf.forms.filter(outside),
    texts: vf.texts.filter(
      (t) => outside(t) && (t.interactiveId === null || kept.has(t.interactiveId)),
    ),
    images: vf.images.filter(outside),
  };
}
