import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups items by key, in the order each group was first seen, items in their order', () => {
    const words = ['apple', 'bean', 'avocado', 'cherry', 'banana'];
    expect(groupBy(words, (w) => w[0]!)).toEqual([
      ['apple', 'avocado'],
      ['bean', 'banana'],
      ['cherry'],
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupBy([], String)).toEqual([]);
  });
});
