import { describe, expect, it } from 'vitest';
import { resultDiff } from './result-diff.js';

describe('resultDiff', () => {
  it('finds nothing between equal values and ignores the times in meta', () => {
    const a = { meta: { analyzedAt: '1', durationMs: 5, url: 'u' }, list: [1, { x: 2 }] };
    const b = { meta: { analyzedAt: '2', durationMs: 9, url: 'u' }, list: [1, { x: 2 }] };
    expect(resultDiff(a, b)).toEqual([]);
  });

  it('names every differing field by its path', () => {
    const a = { scores: [{ value: 70 }], items: ['a', 'b'], only: 1 };
    const b = { scores: [{ value: 71 }], items: ['a'], extra: true };
    expect(resultDiff(a, b)).toEqual([
      'extra: undefined → true',
      'items.length: 2 → 1',
      'only: 1 → undefined',
      'scores[0].value: 70 → 71',
    ]);
  });
});
