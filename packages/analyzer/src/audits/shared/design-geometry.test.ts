import { describe, expect, it } from 'vitest';
import { clusterValues, coverage } from './design-geometry.js';

const frame = { x: 0, y: 0, width: 96, height: 96 };

describe('design geometry', () => {
  it('counts overlapping boxes once and clips to the frame', () => {
    const a = { x: 0, y: 0, width: 48, height: 48 };
    expect(coverage([a, a], frame)).toBe(0.25);
    expect(coverage([{ x: -50, y: -50, width: 300, height: 300 }], frame)).toBe(1);
    expect(coverage([], frame)).toBe(0);
  });

  it('clusters values chained within the tolerance', () => {
    expect(clusterValues([120, 300, 122, 125, 600], 4)).toEqual([[120, 122, 125], [300], [600]]);
  });
});
