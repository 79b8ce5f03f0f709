import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('shows whole points without decimals and others to one decimal, with a minus sign', () => {
    expect(formatPoints(3)).toBe('−3 pts');
    expect(formatPoints(12.84)).toBe('−12.8 pts');
    expect(formatPoints(0.7)).toBe('−0.7 pts');
  });

  it('says pt for a single point', () => {
    expect(formatPoints(1)).toBe('−1 pt');
  });
});
