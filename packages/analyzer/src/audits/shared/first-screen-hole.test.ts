import { describe, expect, it } from 'vitest';
import { image } from './test-facts.js';
import { holeSize, leavesFirstScreenHole } from './first-screen-hole.js';

describe('leavesFirstScreenHole', () => {
  it('is true for a picture of some size on the first screen', () => {
    expect(
      leavesFirstScreenHole(image({ rect: { x: 700, y: 120, width: 600, height: 450 } })),
    ).toBe(true);
  });

  it('is false for an icon, a picture below the fold and one not shown', () => {
    expect(leavesFirstScreenHole(image({ rect: { x: 10, y: 10, width: 20, height: 20 } }))).toBe(
      false,
    );
    expect(leavesFirstScreenHole(image({ rect: { x: 0, y: 1200, width: 600, height: 400 } }))).toBe(
      false,
    );
    expect(leavesFirstScreenHole(image({ visible: false }))).toBe(false);
  });

  it('counts a CSS background only where it was the first screen backdrop', () => {
    const backdrop = image({ kind: 'background', rect: { x: 0, y: 60, width: 4320, height: 900 } });
    const sprite = image({ kind: 'background', rect: { x: 40, y: 20, width: 160, height: 48 } });
    expect(leavesFirstScreenHole(backdrop)).toBe(true);
    expect(leavesFirstScreenHole(sprite)).toBe(false);
  });
});

describe('holeSize', () => {
  it('measures the part of the picture on the first screen', () => {
    expect(holeSize({ x: 0, y: 60, width: 4320, height: 900 })).toBe('1440×840px');
    expect(holeSize({ x: 700, y: 120, width: 600, height: 450 })).toBe('600×450px');
  });
});
