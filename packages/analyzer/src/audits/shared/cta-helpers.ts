import type { FormFact, Interactive, Overlay, Rect, ViewportFacts } from '@heroscope/schema';
import { findPrimaryCta } from './hero.js';

/**
 * Piecewise-linear score between a "poor" value (0) and a "good" value (1), as Lighthouse
 * scores its metrics; works in either direction (good may be below poor).
 */
export function ramp(value: number, poor: number, good: number): number {
  if (!Number.isFinite(value)) return 0;
  if (poor === good) return value >= good ? 1 : 0;
  const t = (value - poor) / (good - poor);
  return Math.min(1, Math.max(0, t));
}

export function px(n: number): string {
  return `${Math.round(n).toLocaleString('en-US')} px`;
}

export function normalizeLabel(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[→›»>]+$/u, '')
    .trim()
    .toLowerCase();
}

/** Compares hrefs without the trailing slash; null or '#' targets never match. */
export function normalizeHref(href: string | null): string | null {
  if (!href) return null;
  const h = href.trim();
  if (h === '' || h === '#' || h.startsWith('javascript:')) return null;
  return h.replace(/\/+(?=$|[?#])/, '');
}

/** Two CTAs lead to the same place: same href, or (buttons without href) the same label. */
export function sameAction(a: Interactive, b: Interactive): boolean {
  const ha = normalizeHref(a.href);
  const hb = normalizeHref(b.href);
  if (ha !== null && hb !== null) return ha === hb;
  return normalizeLabel(a.text) === normalizeLabel(b.text);
}

/** Forms with something to fill in, in document order. */
export function fillableForms(vf: ViewportFacts): FormFact[] {
  return vf.forms
    .filter((f) => f.fields.some((x) => x.visible))
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.id, b.id));
}

/** A form in the first viewport that can be submitted counts as a primary action. */
export function aboveFoldForm(vf: ViewportFacts): FormFact | null {
  return (
    fillableForms(vf).find((f) => f.aboveFold && f.rect.y < vf.viewport.height && !!f.submitText) ??
    null
  );
}

export type PrimaryAction =
  | { kind: 'cta'; cta: Interactive; label: string }
  | { kind: 'form'; form: FormFact; label: string };

/** The page's main action above the fold: the primary CTA, else a hero form's submit. */
export function findPrimaryAction(vf: ViewportFacts): PrimaryAction | null {
  const cta = findPrimaryCta(vf);
  if (cta) return { kind: 'cta', cta, label: cta.text };
  const form = aboveFoldForm(vf);
  if (form) return { kind: 'form', form, label: form.submitText ?? '' };
  return null;
}

/** "a, b and 3 more" for capped lists in problems. */
export function andMore(shown: string[], total: number): string {
  const rest = total - shown.length;
  const list =
    shown.length <= 1
      ? shown.join('')
      : `${shown.slice(0, -1).join(', ')}${rest > 0 ? ', ' : ' and '}${shown[shown.length - 1]}`;
  return rest > 0 ? `${list} and ${rest} more` : list;
}

/** Code-unit order: unlike localeCompare, the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Pop-ups and consent layers: what they hold is not part of the page's own offer. */
function isBlockingOverlay(o: Overlay): boolean {
  if (o.kind === 'sticky') return false;
  return o.kind === 'dialog' || o.viewportCoverage > 0.3 || CONSENT_TEXT.test(o.text);
}

export const CONSENT_TEXT = /cookie|consent|gdpr|privacy|tracking/i;

function contains(o: Overlay, el: { rect: Rect; selector: string }): boolean {
  if (o.selector && (el.selector === o.selector || el.selector.startsWith(`${o.selector} `))) {
    return true;
  }
  // A full-screen layer (usually a backdrop) contains every point: only its selector can tell.
  if (o.viewportCoverage >= 0.9) return false;
  const cx = el.rect.x + el.rect.width / 2;
  const cy = el.rect.y + el.rect.height / 2;
  return (
    cx >= o.rect.x &&
    cx <= o.rect.x + o.rect.width &&
    cy >= o.rect.y &&
    cy <= o.rect.y + o.rect.height
  );
}

/**
 * The page without what sits in a pop-up or consent banner: a newsletter dialog's "Subscribe" is
 * not the page's primary action (overlay-on-load judges the pop-up itself).
 */
export function pageBehindOverlays(vf: ViewportFacts): ViewportFacts {
  const blocking = vf.overlays.filter(isBlockingOverlay);
  if (blocking.length === 0) return vf;
  const outside = (el: { rect: Rect; selector: string }) => !blocking.some((o) => contains(o, el));
  const interactives = vf.interactives.filter((i) => outside(i));
  const kept = new Set(interactives.map((i) => i.id));
  return {
    ...vf,
    interactives,
    forms: vf.forms.filter((f) => outside(f)),
    texts: vf.texts.filter(
      (t) => outside(t) && (t.interactiveId === null || kept.has(t.interactiveId)),
    ),
    images: vf.images.filter((i) => outside(i)),
  };
}
