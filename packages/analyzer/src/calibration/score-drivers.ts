import type { AuditResultSummary, ScoreLabel } from '@heroscope/schema';

export interface ScoreDriver {
  id: string;
  /** Points of the category's 100 this audit took away. */
  lost: number;
}

/**
 * The audits that cost a category the most points, from an analysis's own audit list: each
 * applicable audit loses weight × (1 − score) of the category's applicable weight (the scoring of
 * score/compute-scores.ts), so this explains a score without re-running anything.
 */
export function scoreDrivers(
  audits: readonly AuditResultSummary[],
  category: ScoreLabel,
  limit = 3,
): ScoreDriver[] {
  const applicable = audits.filter(
    (a) => a.category === category && a.score !== null && a.weight > 0,
  );
  const total = applicable.reduce((s, a) => s + a.weight, 0);
  if (total === 0) return [];
  return applicable
    .map((a) => ({ id: a.id, lost: (a.weight * (1 - (a.score ?? 1)) * 100) / total }))
    .filter((d) => d.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost || a.id.localeCompare(b.id))
    .slice(0, limit);
}
