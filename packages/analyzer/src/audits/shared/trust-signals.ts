import type { ImageFact, Rect, TextElement, ViewportFacts } from '@heroscope/schema';
import { compareText } from './cta-helpers.js';

/** Social proof found on a page (Baymard and Nielsen on credibility). */
export type TrustSignalKind = 'logos' | 'testimonial' | 'rating' | 'usage';

export interface TrustSignal {
  kind: TrustSignalKind;
  rect: Rect;
  /** What was seen: the quoted text, or "4 logos". */
  evidence: string;
  elementId: string;
}

const RATING =
  /★|⭐|\b[0-5](?:[.,]\d)?\s*(?:\/\s*5|out of 5|stars?)\b|\brated\b|\b\d[\d,.]*\s*(?:reviews|ratings)\b/i;
const USAGE =
  /\b\d[\d,.]*\s*(?:k|m|million|thousand)?\+?\s*(?:teams|customers|users|companies|businesses|clients|people|developers|brands|organi[sz]ations|members|downloads|installs|shops|stores|creators|students)\b|\btrusted by\b|\bused by\b|\bloved by\b|\bjoin(?:ed)? (?:over |more than )?\d/i;
const QUOTE_START = /^["“”„«‘']/;
/** "— Jane Doe, CEO at Acme", "Jane Doe", "Jane D., Designer". */
const NAME_LINE =
  /^(?:[—–-]\s*)?[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]*){1,3}(?:\s*[,|·–—-]\s*.{1,60})?$/u;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Wordmarks are wider than tall; a row of square pictures is more often feature icons or social
 * links, unless there are many of them at a logo-like size.
 */
function looksLikeLogoRow(row: ImageFact[]): boolean {
  if (row.length < 3) return false;
  const aspect = median(row.map((i) => i.rect.width / i.rect.height));
  const width = median(row.map((i) => i.rect.width));
  return aspect >= 1.3 || (row.length >= 5 && width >= 48);
}

/** Logo rows: at least 3 small images of similar height side by side (a "trusted by" strip). */
function logoRows(images: ImageFact[]): TrustSignal[] {
  const small = images
    .filter(
      (i) =>
        i.visible &&
        i.rect.height >= 12 &&
        i.rect.height <= 140 &&
        i.rect.width >= 24 &&
        i.rect.width <= 360 &&
        i.inInteractiveId === null,
    )
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.id, b.id));
  const rows: ImageFact[][] = [];
  for (const img of small) {
    const cy = img.rect.y + img.rect.height / 2;
    const row = rows.find((r) => {
      const first = r[0]!;
      const fcy = first.rect.y + first.rect.height / 2;
      const ratio =
        Math.max(first.rect.height, img.rect.height) / Math.min(first.rect.height, img.rect.height);
      return Math.abs(fcy - cy) <= 16 && ratio <= 1.8;
    });
    if (row) row.push(img);
    else rows.push([img]);
  }
  return rows.filter(looksLikeLogoRow).map((r) => {
    const x = Math.min(...r.map((i) => i.rect.x));
    const y = Math.min(...r.map((i) => i.rect.y));
    const right = Math.max(...r.map((i) => i.rect.x + i.rect.width));
    const bottom = Math.max(...r.map((i) => i.rect.y + i.rect.height));
    return {
      kind: 'logos' as const,
      rect: { x, y, width: right - x, height: bottom - y },
      evidence: `${r.length} logos`,
      elementId: r[0]!.id,
    };
  });
}

function isQuote(t: TextElement): boolean {
  const words = t.text.split(/\s+/).length;
  return words >= 5 && (QUOTE_START.test(t.text) || t.tag === 'blockquote' || t.tag === 'q');
}

/** A quote with an attributed name just below or beside it. */
function testimonials(texts: TextElement[]): TrustSignal[] {
  const found: TrustSignal[] = [];
  for (const t of texts) {
    if (!isQuote(t) || t.interactiveId !== null) continue;
    const named = texts.some(
      (n) =>
        n.id !== t.id &&
        NAME_LINE.test(n.text) &&
        n.text.length <= 80 &&
        n.rect.y >= t.rect.y - 120 &&
        n.rect.y <= t.rect.y + t.rect.height + 160 &&
        Math.abs(n.rect.x - t.rect.x) <= 600,
    );
    if (named) found.push({ kind: 'testimonial', rect: t.rect, evidence: t.text, elementId: t.id });
  }
  return found;
}

/** Every trust signal on one viewport's page, in document order. */
export function findTrustSignals(vf: ViewportFacts): TrustSignal[] {
  const texts = vf.texts.filter((t) => t.text.length > 0 && t.region !== 'nav');
  const signals: TrustSignal[] = [...logoRows(vf.images), ...testimonials(texts)];
  for (const t of texts) {
    if (t.interactiveId !== null) continue;
    // One line often carries both: "Join 12,400 coffee lovers · ★ 4.9".
    if (RATING.test(t.text))
      signals.push({ kind: 'rating', rect: t.rect, evidence: t.text, elementId: t.id });
    if (USAGE.test(t.text))
      signals.push({ kind: 'usage', rect: t.rect, evidence: t.text, elementId: t.id });
  }
  return signals.sort(
    (a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.elementId, b.elementId),
  );
}

export const TRUST_KIND_LABELS: Record<TrustSignalKind, string> = {
  logos: 'customer logos',
  testimonial: 'testimonials',
  rating: 'ratings',
  usage: 'usage numbers',
};
