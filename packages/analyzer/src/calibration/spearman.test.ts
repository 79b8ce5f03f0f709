import { describe, expect, it } from 'vitest';
import { fractionalRanks, spearman } from './spearman.js';

describe('fractionalRanks', () => {
  it('gives ties the mean of the ranks they span', () => {
    expect(fractionalRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });
});

describe('spearman', () => {
  it('is 1 for the same order and -1 for the reverse, whatever the scale', () => {
    expect(spearman([1, 2, 3, 4], [10, 40, 90, 160])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
  });

  it('matches a worked example with ties', () => {
    // Ranks of a: 1, 2.5, 2.5, 4, 5; of b: 1, 2, 3, 5, 4. Pearson of those ranks = 0.872…
    expect(spearman([1, 2, 2, 3, 4], [5, 6, 7, 9, 8])).toBeCloseTo(0.8721, 3);
  });

  it('is NaN when one side does not vary', () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});
