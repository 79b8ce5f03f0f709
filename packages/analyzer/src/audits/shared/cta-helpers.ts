import type { FormFact, Interactive, ViewportFacts } from '@heroscope/schema';
import { findPrimaryCta } from './hero.js';
import { isHiddenOnArrival } from './overlays.js';
import { contentWords } from './clarity-phrases.js';
import { wordCount } from './clarity-text-metrics.js';
import type { LanguagePhrases } from './languages/types.js';

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

/**
 * Words of a call to action that say when or at what price, not what: two labels sharing only
 * these ("Start free trial", "Get free consultation") offer different things.
 */
const NON_OFFER_WORDS = new Set(
  (
    'free more here now today online instantly ' +
    'gratis gratuit gratuite gratuito gratuita kostenlos kostenlose jetzt heute ahora hoy agora hoje ' +
    'subito adesso oggi gratuiti nu direct vandaag teraz dziś darmowy darmowa bezpłatnie ' +
    'сейчас сегодня бесплатно бесплатная бесплатный онлайн'
  ).split(' '),
);

const MAX_LABEL_WORDS = 6;

/**
 * Two labels offer the same thing in other words: they share a word of four letters or more
 * that names the offer ("Book a free consultation" and "Get free consultation", "Prenota
 * tavolo" and "Prenota ora"), not only function words or words of time and price.
 */
export function sameOfferWording(a: string, b: string, language?: LanguagePhrases): boolean {
  // A card or a paragraph in a link is no call to action's label.
  if (wordCount(a) > MAX_LABEL_WORDS || wordCount(b) > MAX_LABEL_WORDS) return false;
  const offer = (t: string) =>
    new Set(contentWords(t, language).filter((w) => w.length >= 4 && !NON_OFFER_WORDS.has(w)));
  const words = offer(b);
  return [...offer(a)].some((w) => words.has(w));
}

/** Forms with something to fill in, outside pop-ups, in document order. */
export function fillableForms(vf: ViewportFacts): FormFact[] {
  return vf.forms
    .filter((f) => f.fields.some((x) => x.visible) && !isHiddenOnArrival(vf, f))
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

/** Code-unit order: unlike localeCompare, the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
