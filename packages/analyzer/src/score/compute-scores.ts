import { SCORE_LABELS } from '@heroscope/schema';
import type { Score } from '@heroscope/schema';
import type { AuditResult, Category, Finding } from '../audits/types.js';
import { AUDIT_WEIGHTS } from './weights.js';

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
 * Category score = weighted mean of the applicable audits' scores (Lighthouse's method), as a
 * 0–100 integer; errors and not-applicable audits are left out, and a category with nothing
 * applicable scores 0 (shown as NA). Each audit's lost points are shared among its findings.
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
    const totalWeight = applicable.reduce((sum, r) => sum + weightOf(weights, r), 0);
    if (totalWeight === 0) return { label, value: 0 };
    const weighted = applicable.reduce((sum, r) => sum + weightOf(weights, r) * r.score, 0);
    for (const r of applicable) {
      const lost = ((weightOf(weights, r) * (1 - r.score)) / totalWeight) * 100;
      auditLostPoints.set(r.id, lost);
      const costly = r.findings.map((f, index) => ({ f, index })).filter(({ f }) => costsPoints(f));
      const severitySum = costly.reduce((s, { f }) => s + severityOf(f), 0);
      r.findings.forEach((_f, index) => findingPoints.set(findingKey(r.id, index), 0));
      if (severitySum > 0) {
        for (const { f, index } of costly) {
          findingPoints.set(findingKey(r.id, index), round1((lost * severityOf(f)) / severitySum));
        }
      }
    }
    return { label, value: Math.round((weighted / totalWeight) * 100) };
  });
  return { scores, findingPoints, auditLostPoints };
}

function severityOf(f: Finding): number {
  const s = f.severity ?? 1;
  return Number.isFinite(s) && s > 0 ? s : 1;
}
