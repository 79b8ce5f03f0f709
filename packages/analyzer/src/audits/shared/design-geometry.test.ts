import { describe, expect, it } from 'vitest';
import { clusterValues, coverage, gaps, insideModalOverlay, unionRect } from './design-geometry.js';

const frame = { x: 0, y: 0, width: 96, height: 96 };

describe('design geometry', () => {
  it('counts overlapping boxes once and clips to the frame', () => {
    const a = { x: 0, y: 0, width: 48, height: 48 };
    expect(coverage([a, a], frame)).toBe(0.25);
    expect(coverage([{ x: -50, y: -50, width: 300, height: 300 }], frame)).toBe(1);
    expect(coverage([], frame)).toBe(0);
  });

  it('measures gaps along each axis (negative when overlapping)', () => {
    expect(
      gaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 15, y: 5, width: 10, height: 10 }),
    ).toEqual({
      x: 5,
      y: -5,
    });
  });

  it('clusters values chained within the tolerance', () => {
    expect(clusterValues([120, 300, 122, 125, 600], 4)).toEqual([[120, 122, 125], [300], [600]]);
  });

  it('unions rects and tells pop-up content from page content', () => {
    const u = unionRect([
      { x: 10, y: 10, width: 10, height: 10 },
      { x: 50, y: 0, width: 10, height: 40 },
    ]);
    expect(u).toEqual({ x: 10, y: 0, width: 50, height: 40 });
    const dialog = {
      rect: { x: 0, y: 0, width: 500, height: 500 },
      kind: 'dialog',
      viewportCoverage: 0.2,
    };
    const banner = {
      rect: { x: 0, y: 0, width: 500, height: 60 },
      kind: 'sticky',
      viewportCoverage: 0.05,
    };
    expect(insideModalOverlay([dialog], { x: 10, y: 10, width: 50, height: 20 })).toBe(true);
    expect(insideModalOverlay([banner], { x: 10, y: 10, width: 50, height: 20 })).toBe(false);
  });
});
