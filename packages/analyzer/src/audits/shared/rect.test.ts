import { describe, expect, it } from 'vitest';
import {
  area,
  center,
  contains,
  containsPoint,
  gaps,
  overlapRatio,
  overlaps,
  unionRect,
} from './rect.js';

const box = { x: 0, y: 0, width: 100, height: 50 };

describe('rect', () => {
  it('tells boxes that share area from boxes that only touch or lie apart', () => {
    expect(overlaps(box, { x: 90, y: 40, width: 20, height: 20 })).toBe(true);
    expect(overlaps(box, { x: 100, y: 0, width: 20, height: 20 })).toBe(false);
    expect(overlaps(box, { x: 0, y: 60, width: 20, height: 20 })).toBe(false);
  });

  it('measures area and centre', () => {
    expect(area(box)).toBe(5000);
    expect(area({ x: 0, y: 0, width: -5, height: 10 })).toBe(0);
    expect(center(box)).toEqual({ x: 50, y: 25 });
  });

  it('tells points and boxes inside, with a tolerance for boxes', () => {
    expect(containsPoint(box, { x: 100, y: 50 })).toBe(true);
    expect(containsPoint(box, { x: 101, y: 10 })).toBe(false);
    expect(contains(box, { x: 10, y: 10, width: 20, height: 20 })).toBe(true);
    expect(contains(box, { x: -1, y: 0, width: 101, height: 50 })).toBe(true);
    expect(contains(box, { x: -1, y: 0, width: 101, height: 50 }, 0)).toBe(false);
    expect(contains(box, { x: 90, y: 10, width: 20, height: 20 })).toBe(false);
  });

  it('measures gaps along each axis (negative when overlapping)', () => {
    expect(
      gaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 15, y: 5, width: 10, height: 10 }),
    ).toEqual({ x: 5, y: -5 });
  });

  it('computes intersection over union', () => {
    expect(overlapRatio(box, box)).toBe(1);
    expect(overlapRatio(box, { x: 50, y: 0, width: 100, height: 50 })).toBeCloseTo(1 / 3, 10);
    expect(overlapRatio(box, { x: 200, y: 0, width: 10, height: 10 })).toBe(0);
  });

  it('unions rects', () => {
    expect(
      unionRect([
        { x: 10, y: 10, width: 10, height: 10 },
        { x: 50, y: 0, width: 10, height: 40 },
      ]),
    ).toEqual({ x: 10, y: 0, width: 50, height: 40 });
  });
});
