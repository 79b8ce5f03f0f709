import { describe, expect, it } from 'vitest';
import {
  bandScore,
  countScore,
  linearScore,
  metricScore,
  round,
  shareScore,
  weightedMean,
} from './score-curves.js';

describe('score curves', () => {
  it('linearScore is 1 at good, 0 at poor, linear between, in either direction', () => {
    expect(linearScore(10, 10, 20)).toBe(1);
    expect(linearScore(5, 10, 20)).toBe(1);
    expect(linearScore(15, 10, 20)).toBe(0.5);
    expect(linearScore(20, 10, 20)).toBe(0);
    expect(linearScore(40, 10, 20)).toBe(0);
    // More is better: good above poor.
    expect(linearScore(4.5, 4.5, 1.5)).toBe(1);
    expect(linearScore(3, 4.5, 1.5)).toBe(0.5);
    expect(linearScore(1, 4.5, 1.5)).toBe(0);
    expect(linearScore(Infinity, 4.5, 1.5)).toBe(1);
  });

  it('linearScore gives nothing for a missing measurement or equal thresholds off the mark', () => {
    expect(linearScore(Number.NaN, 1, 2)).toBe(0);
    expect(linearScore(3, 3, 3)).toBe(1);
    expect(linearScore(4, 3, 3)).toBe(0);
  });

  it('bandScore is 1 inside the band and falls to 0 at either poor edge', () => {
    expect(bandScore(1.5, 1.4, 1.6, 1, 2)).toBe(1);
    expect(bandScore(1.2, 1.4, 1.6, 1, 2)).toBeCloseTo(0.5, 10);
    expect(bandScore(1, 1.4, 1.6, 1, 2)).toBe(0);
    expect(bandScore(1.8, 1.4, 1.6, 1, 2)).toBeCloseTo(0.5, 10);
    expect(bandScore(2.5, 1.4, 1.6, 1, 2)).toBe(0);
  });

  it('metricScore is piecewise linear: 1 at good, 0.5 at poor, 0 at zero', () => {
    const t = { good: 2500, poor: 4000, zero: 8000 };
    expect(metricScore(1000, t)).toBe(1);
    expect(metricScore(2500, t)).toBe(1);
    expect(metricScore(3250, t)).toBe(0.75);
    expect(metricScore(4000, t)).toBe(0.5);
    expect(metricScore(6000, t)).toBe(0.25);
    expect(metricScore(8000, t)).toBe(0);
    expect(metricScore(20000, t)).toBe(0);
  });

  it('scores shares and counts', () => {
    expect(shareScore(3, 4)).toBe(0.75);
    expect(shareScore(0, 0)).toBeNull();
    expect(countScore(0, 5)).toBe(1);
    expect(countScore(2, 5)).toBeCloseTo(0.6, 10);
    expect(countScore(9, 5)).toBe(0);
  });

  it('rounds to a number of digits', () => {
    expect(round(0.12345)).toBe(0.12);
    expect(round(0.12345, 3)).toBe(0.123);
    expect(round(2.5, 0)).toBe(3);
  });

  it('weights per-item scores', () => {
    const items = [
      { score: 1, length: 300 },
      { score: 0.5, length: 100 },
    ];
    expect(
      weightedMean(
        items,
        (i) => i.score,
        (i) => i.length,
      ),
    ).toBe(0.875);
  });
});
