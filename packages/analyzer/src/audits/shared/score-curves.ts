/**
 * How audits turn a measurement into a 0..1 score. Lighthouse maps metrics onto a log-normal
 * curve; we use piecewise-linear curves, which are easier to explain in a report: full marks at a
 * "good" threshold, nothing at a "poor" one.
 */

/**
 * 1 at or beyond `good`, 0 at or beyond `poor`, linear in between. Works in either direction
 * (good < poor when less is better, good > poor when more is better).
 */
export function linearScore(value: number, good: number, poor: number): number {
  if (Number.isNaN(value)) return 0;
  if (good === poor) return value === good ? 1 : 0;
  const t = (value - good) / (poor - good);
  return Math.max(0, Math.min(1, 1 - t));
}

/** Good inside [low, high]; falls linearly to 0 at `poorLow` below and `poorHigh` above. */
export function bandScore(
  value: number,
  low: number,
  high: number,
  poorLow: number,
  poorHigh: number,
): number {
  if (value < low) return linearScore(value, low, poorLow);
  if (value > high) return linearScore(value, high, poorHigh);
  return 1;
}

/** Control points of a web-performance metric (web.dev publishes "good" and "poor"). */
export interface MetricThresholds {
  /** At or below this the score is 1. */
  good: number;
  /** The score is 0.5 here (the published "poor" threshold). */
  poor: number;
  /** At or beyond this the score is 0. */
  zero: number;
}

/**
 * Like Lighthouse's metric curve, whose median scores 0.5: 1 up to `good`, 0.5 at `poor`, 0 at
 * `zero`, linear on each segment.
 */
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

/** Rounds for scores and JSON details so they stay readable. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Mean of per-item scores weighted by `weight` (e.g. text length); NaN for no weight at all. */
export function weightedMean<T>(
  items: readonly T[],
  score: (item: T) => number,
  weight: (item: T) => number,
): number {
  const total = items.reduce((n, item) => n + weight(item), 0);
  return items.reduce((n, item) => n + score(item) * weight(item), 0) / total;
}
