import type { Finding } from '../types.js';

/** How clarity and design audits turn a measurement into a 0..1 score and a readable list. */

/**
 * Piecewise-linear score between a "good" and a "poor" threshold, as Lighthouse curves do:
 * 1 at or beyond `good`, 0 at or beyond `poor`. Works in either direction (good < poor or
 * good > poor).
 */
export function linearScore(value: number, good: number, poor: number): number {
  if (good === poor) return value === good ? 1 : 0;
  const t = (value - good) / (poor - good);
  return Math.max(0, Math.min(1, 1 - t));
}

/** Score for a value that is good inside [low, high] and falls to 0 at `poorLow` / `poorHigh`. */
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

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Keeps the first `max` findings (callers sort worst first) and says how many were left out
 * in the last kept problem, so a report stays readable.
 */
export function capFindings(findings: Finding[], max: number): Finding[] {
  if (findings.length <= max) return findings;
  const kept = findings.slice(0, max);
  const last = kept[max - 1]!;
  const more = findings.length - max;
  kept[max - 1] = { ...last, problem: `${last.problem} (and ${more} more)` };
  return kept;
}
