/**
 * Score curves for the standards audits. Lighthouse maps a metric onto 0..1 with a log-normal
 * curve whose "good" control point scores 0.9 and whose median scores 0.5; we use the
 * piecewise-linear equivalent, which is easier to explain in a report: full marks up to
 * `good`, 0.5 at `poor`, nothing at `zero`.
 */
export interface MetricThresholds {
  /** At or below this the score is 1. */
  good: number;
  /** The score is 0.5 here (the published "poor" threshold). */
  poor: number;
  /** At or beyond this the score is 0. */
  zero: number;
}

export function metricScore(value: number, t: MetricThresholds): number {
  if (value <= t.good) return 1;
  if (value <= t.poor) return 1 - 0.5 * ((value - t.good) / (t.poor - t.good));
  if (value < t.zero) return 0.5 - 0.5 * ((value - t.poor) / (t.zero - t.poor));
  return 0;
}

/** Share of `passed` in `total`, or null when there is nothing to judge. */
export function shareScore(passed: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.max(0, Math.min(1, passed / total));
}

/** 1 for no problems, falling linearly to 0 at `zeroAt` problems. */
export function countScore(count: number, zeroAt: number): number {
  return Math.max(0, 1 - count / zeroAt);
}

/** Rounds for the JSON details so they stay readable. */
export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
