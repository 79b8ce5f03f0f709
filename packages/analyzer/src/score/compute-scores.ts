import { SCORE_LABELS, VIEWPORTS } from '@heroscope/schema';
import type { Score } from '@heroscope/schema';
import type { AuditResult, Category, Finding } from '../audits/types.js';
import { AUDIT_WEIGHTS } from './weights.js';
import { BELOW_FOLD_SHARE } from '../audits/shared/attention.js';

export type Weights = Record<Category, Record<string, number>>;

export interface ScoreBreakdown {
  scores: Score[];
  /** Keyed `${auditId}#${findingIndex}`. */
  findingPoints: Map<string, number>;
  /** Lost points per audit, unrounded, for details. */
  auditLostPoints: Map<string, number>;
}

export function findingKey(auditId: string, findingIndex: number): string {
  return `${auditId}#${findingIndex}`;
}

function isApplicable(r: AuditResult): r is AuditResult & { score: number } {
  return (r.status === 'pass' || r.status === 'fail') && typeof r.score === 'number';
}

function weightOf(weights: Weights, r: AuditResult): number {
  return weights[r.category]?.[r.id] ?? 0;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function costsPoints(f: Finding): boolean {
  return f.usercategory !== 'Well implemented';
}

/**
 * Every flaw the report names costs this many points of its category on top of its share of its
 * audit's loss, so a new real problem always lowers the score by at least a whole point: without
 * it an audit already near 0 (a page full of grey text, a second lorem-ipsum paragraph) absorbs
 * more of the same for free, and the rounding of the category to a whole number hides small
 * losses. A flaw is a finding (one problem, one fix), not an element: twelve nav links in one
 * grey are one fix (a capped list's "and N more" still counts each flaw it folds in). Counting elements made
 * long pages lose points for their length alone (issue #9's calibration: Standards' rank
 * correlation with a designer's ratings fell from 0.43 to 0.17 when elements were counted).
 */
export const MIN_POINTS_PER_FLAW = 1;

/**
 * Where a flaw below the first screen costs BELOW_FOLD_SHARE of what it costs on it: audits that
 * check the whole page, all of Standards and the page-wide ones of the other categories; the rest
 * judge the first screen already (a call to action or a headline below the fold is a flaw
 * because it is below the fold, and must cost in full).
 */
const FOLD_WEIGHTED: ReadonlySet<Category> = new Set(['Standards']);
/**
 * Audits outside Standards that read every paragraph, image or form of the page, not the hero:
 * the measure of each paragraph (line-length), the line height of each text style (line-height),
 * the sharpness of each image (image-quality) and the fields of each form (form-length: a
 * contact form far down the page is met by the visitors who scrolled to it). placeholder-content reads the whole page too, but
 * weighs the fold inside its own score: a hit below it must still cost its flat point whole, or a
 * lorem-ipsum paragraph planted on a page already full of filler could leave Clarity unchanged
 * once rounded.
 */
export const PAGE_WIDE_AUDITS: ReadonlySet<string> = new Set([
  'line-length',
  'line-height',
  'image-quality',
  'form-length',
]);

/** A category that was analysed scores 1 at worst: 0 is kept for "nothing applicable" (NA). */
export const MAX_LOST_POINTS = 99;

/**
 * Category score = weighted mean of the applicable audits' scores (Lighthouse's method), as a
 * 1–100 integer; errors and not-applicable audits are left out, and a category with nothing
 * applicable scores 0 (shown as NA). Each audit's lost points are shared among its findings,
 * and each finding the engine is sure of costs MIN_POINTS_PER_FLAW more; a finding of a page-wide
 * audit below the first screen costs BELOW_FOLD_SHARE of that. The category loses the sum (at most
 * 99 points).
 */
export function computeScores(
  results: readonly AuditResult[],
  weights: Weights = AUDIT_WEIGHTS,
): ScoreBreakdown {
  const findingPoints = new Map<string, number>();
  const auditLostPoints = new Map<string, number>();
  const scores: Score[] = SCORE_LABELS.map((label) => {
    const applicable = results.filter(
      (r) => r.category === label && isApplicable(r) && weightOf(weights, r) > 0,
    ) as (AuditResult & { score: number })[];
    // An audit left without anything to judge because a flaw another audit names took it away
    // (a first screen without a call to action has no CTA to dominate, weigh or label) is not
    // "not relevant" as Lighthouse's not-applicable means: dropping it would let the page
    // without a CTA score better on CTA quality than one with a weak CTA. Its weight counts as
    // lost on the finding that names what is missing (missingSubject), so that opportunity
    // explains the points; when the audit it names has no such finding, it drops out as usual.
    const absorbed = new Map<string, number>();
    for (const r of results) {
      if (r.category !== label || r.status !== 'not-applicable' || !r.chargedTo) continue;
      const to = applicable.find((a) => a.id === r.chargedTo);
      if (!to || !to.findings.some((f) => f.missingSubject && costsPoints(f))) continue;
      absorbed.set(to.id, (absorbed.get(to.id) ?? 0) + weightOf(weights, r));
    }
    const totalWeight =
      applicable.reduce((sum, r) => sum + weightOf(weights, r), 0) +
      [...absorbed.values()].reduce((sum, w) => sum + w, 0);
    if (totalWeight === 0) return { label, value: 0 };
    let lostTotal = 0;
    const unrounded = new Map<string, number>();
    for (const r of applicable) {
      const share = ((weightOf(weights, r) * (1 - r.score)) / totalWeight) * 100;
      const absorbedShare = ((absorbed.get(r.id) ?? 0) / totalWeight) * 100;
      const costly = r.findings.map((f, index) => ({ f, index })).filter(({ f }) => costsPoints(f));
      const severitySum = costly.reduce((s, { f }) => s + severityOf(f), 0);
      const missing = costly.filter(({ f }) => f.missingSubject);
      const missingSum = missing.reduce((s, { f }) => s + severityOf(f), 0);
      r.findings.forEach((_f, index) => findingPoints.set(findingKey(r.id, index), 0));
      let lost = share;
      if (costly.length > 0) {
        lost = 0;
        for (const { f, index } of costly) {
          // Its share of the audit's loss, plus a flat cost per flaw named: a sum, not a
          // maximum, so one more flaw always costs at least that much more.
          // Only findings charged elsewhere left to take the share: spread it rather than lose it.
          const portion = severitySum > 0 ? severityOf(f) / severitySum : 1 / costly.length;
          const taken = f.missingSubject
            ? absorbedShare * (missingSum > 0 ? severityOf(f) / missingSum : 1 / missing.length)
            : 0;
          const points = (share * portion + taken + flatCostOf(f)) * prominenceOf(r, f);
          lost += points;
          unrounded.set(findingKey(r.id, index), points);
        }
      }
      auditLostPoints.set(r.id, lost);
      lostTotal += lost;
    }
    // 0 means "not applicable" (shown as NA), so an analysed category keeps at least 1 point and
    // can lose at most MAX_LOST_POINTS: beyond that, the points are scaled down so the
    // opportunities still explain the score exactly.
    const scale = lostTotal > MAX_LOST_POINTS ? MAX_LOST_POINTS / lostTotal : 1;
    for (const [key, points] of unrounded) findingPoints.set(key, round1(points * scale));
    return { label, value: Math.max(100 - MAX_LOST_POINTS, Math.round(100 - lostTotal)) };
  });
  return { scores, findingPoints, auditLostPoints };
}

/**
 * The flat cost is for a flaw the engine is sure of; a finding marked low confidence (a guessed
 * background behind text, a link that may sit inside a sentence) keeps its share of its audit's
 * loss, which the audit already discounts, but costs no flat point until a reviewer confirms it
 * (WCAG-EM 1.0 step 4: a check that cannot be decided is reported, not counted as a failure).
 */
function flatCostOf(f: Finding): number {
  return f.lowConfidence ? 0 : MIN_POINTS_PER_FLAW * flawsOf(f);
}

function prominenceOf(r: AuditResult, f: Finding): number {
  if (!(FOLD_WEIGHTED.has(r.category) || PAGE_WIDE_AUDITS.has(r.id)) || !f.target) return 1;
  const fold = VIEWPORTS[f.target.viewport].height;
  return f.target.rect.y >= fold ? BELOW_FOLD_SHARE : 1;
}

function flawsOf(f: Finding): number {
  const n = f.flaws ?? 1;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

function severityOf(f: Finding): number {
  if (f.chargedElsewhere) return 0;
  const s = f.severity ?? 1;
  return Number.isFinite(s) && s > 0 ? s : 1;
}
