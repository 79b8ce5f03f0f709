import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  layoutMarkers,
  MARKER_SIZE,
  markerSizeFor,
  SMALL_MARKER_SIZE,
} from './marker-layout';

const frame = { width: 1000, height: 3000 };
const toPx = (m: { x: number; y: number }) => ({
  x: (m.x / 100) * frame.width,
  y: (m.y / 100) * frame.height,
});

describe('clampPercent', () => {
  it('keeps values within 0–100, including the 1220 seen in a sample', () => {
    expect(clampPercent(1220)).toBe(100);
    expect(clampPercent(-4)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('layoutMarkers', () => {
  it('centres a lone marker on its point', () => {
    expect(layoutMarkers([{ id: 'a', x: 20, y: 10 }], frame)).toEqual([{ id: 'a', x: 20, y: 10 }]);
  });

  it('clamps points outside the screenshot so the whole badge stays inside, 1220 included', () => {
    const [placed] = layoutMarkers([{ id: 'a', x: 1220, y: -5 }], frame);
    expect(toPx(placed!).x).toBeCloseTo(frame.width - MARKER_SIZE / 2);
    expect(toPx(placed!).y).toBeCloseTo(MARKER_SIZE / 2);
  });

  it('moves a point at the very left edge in by half a badge', () => {
    const [placed] = layoutMarkers([{ id: 'a', x: 0, y: 50 }], frame);
    expect(toPx(placed!).x).toBeCloseTo(MARKER_SIZE / 2);
  });

  it('nudges markers on the same point apart until no two badges overlap', () => {
    const points = ['a', 'b', 'c', 'd'].map((id) => ({ id, x: 12.3, y: 16.9 }));
    const placed = layoutMarkers(points, frame).map(toPx);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        expect(Math.abs(a.y - b.y) >= MARKER_SIZE || Math.abs(a.x - b.x) >= MARKER_SIZE).toBe(true);
      }
    }
    // The first keeps its place; the others stack below it.
    expect(placed[0]).toEqual(toPx({ x: 12.3, y: 16.9 }));
    expect(placed[1]!.y).toBeGreaterThan(placed[0]!.y);
  });

  it('stacks upwards at the bottom edge rather than leaving the screenshot', () => {
    const placed = layoutMarkers(
      [
        { id: 'a', x: 50, y: 100 },
        { id: 'b', x: 50, y: 100 },
      ],
      frame,
    );
    expect(toPx(placed[0]!).y).toBeCloseTo(frame.height - MARKER_SIZE / 2);
    expect(placed[1]!.y).toBeLessThan(placed[0]!.y);
  });

  it('turns the other way when a column reaches the edge, and keeps every badge inside', () => {
    const short = { width: 1000, height: 200 };
    const points = Array.from({ length: 7 }, (_, i) => ({ id: `m${i}`, x: 30, y: 50 }));
    const ys = layoutMarkers(points, short).map((m) => (m.y / 100) * short.height);
    // Down from the point until the bottom edge, then up from it: five fit, the rest stay put.
    expect(ys.slice(0, 5).map(Math.round)).toEqual([100, 132, 164, 68, 36]);
    expect(ys.slice(5).map(Math.round)).toEqual([100, 100]);
    for (const y of ys) {
      expect(y).toBeGreaterThanOrEqual(MARKER_SIZE / 2);
      expect(y).toBeLessThanOrEqual(short.height - MARKER_SIZE / 2);
    }
  });

  it('uses smaller badges on a screenshot drawn phone-narrow, and spaces them by that size', () => {
    expect(markerSizeFor(340)).toBe(SMALL_MARKER_SIZE);
    expect(markerSizeFor(1000)).toBe(MARKER_SIZE);
    const narrow = { width: 340, height: 1000 };
    const placed = layoutMarkers(
      [
        { id: 'a', x: 50, y: 50 },
        { id: 'b', x: 50, y: 50 },
      ],
      narrow,
      SMALL_MARKER_SIZE,
    );
    const gap = ((placed[1]!.y - placed[0]!.y) / 100) * narrow.height;
    expect(gap).toBeGreaterThanOrEqual(SMALL_MARKER_SIZE);
    const large = layoutMarkers(
      [
        { id: 'a', x: 50, y: 50 },
        { id: 'b', x: 50, y: 50 },
      ],
      narrow,
      MARKER_SIZE,
    );
    expect(gap).toBeLessThan(((large[1]!.y - large[0]!.y) / 100) * narrow.height);
  });

  it('leaves markers that do not touch where they are', () => {
    const points = [
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 60, y: 10 },
    ];
    expect(layoutMarkers(points, frame).map(({ x, y }) => [x, y])).toEqual([
      [10, 10],
      [60, 10],
    ]);
  });
});
