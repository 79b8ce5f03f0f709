import { describe, expect, it } from 'vitest';
import { andMore } from './text-list.js';

describe('andMore', () => {
  it('joins all items with a final "and"', () => {
    expect(andMore([], 0)).toBe('');
    expect(andMore(['a'], 1)).toBe('a');
    expect(andMore(['a', 'b', 'c'], 3)).toBe('a, b and c');
  });

  it('says how many were left out', () => {
    expect(andMore(['a'], 4)).toBe('a and 3 more');
    expect(andMore(['a', 'b'], 5)).toBe('a, b and 3 more');
  });
});
