import { describe, expect, it } from 'vitest';
import { countScore, metricScore, shareScore } from './standards-score.js';

describe('standards score curves', () => {
  it('is piecewise linear: 1 at good, 0.5 at poor, 0 at zero', () => {
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
});
