import { describe, expect, it } from 'vitest';
import { layoutShiftScore, unionArea } from './layout-shift-script.js';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('unionArea', () => {
  it('counts an overlap once', () => {
    expect(unionArea([box(0, 0, 10, 10), box(5, 5, 10, 10)])).toBe(175);
  });

  it('adds boxes apart, and a box inside another adds nothing', () => {
    expect(unionArea([box(0, 0, 10, 10), box(20, 0, 10, 10), box(2, 2, 3, 3)])).toBe(200);
  });

  it('is zero for no boxes', () => {
    expect(unionArea([])).toBe(0);
  });
});

describe('layoutShiftScore', () => {
  const viewport = { width: 400, height: 800 };

  it('scores nothing when nothing moved', () => {
    expect(layoutShiftScore({ viewport, moves: [] })).toBe(0);
  });

  it('is impact fraction times distance fraction, as Chromium scores a frame', () => {
    // A full-width block of 200 px pushed down 200 px: it covered 0–400 px, a half of the
    // viewport, and moved a quarter of its larger side.
    const moves = [{ before: box(0, 0, 400, 200), after: box(0, 200, 400, 200) }];
    expect(layoutShiftScore({ viewport, moves })).toBe(0.125);
  });

  it('counts only what lies on the screen, and the farthest move', () => {
    const moves = [
      // pushed from the bottom of the screen out of it: only its part on screen counts
      { before: box(0, 700, 400, 200), after: box(0, 900, 400, 200) },
      { before: box(0, 0, 100, 100), after: box(0, 40, 100, 100) },
    ];
    // union on screen: 0–140 × 100 wide + 700–800 × 400 wide = 14 000 + 40 000
    expect(layoutShiftScore({ viewport, moves })).toBeCloseTo(
      Math.round((54_000 / 320_000) * (200 / 800) * 10000) / 10000,
      4,
    );
  });
});
