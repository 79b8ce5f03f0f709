import { describe, expect, it } from 'vitest';
import { MARKER_SIZE, markerFor, placeMarkers } from './marker.js';

const shot = { dataUrl: 'data:x', width: 1440, height: 8000 };
const rect = (x: number, y: number, width = 100, height = 40) => ({ x, y, width, height });
const desktop = (r: ReturnType<typeof rect>) => ({ viewport: 'desktop' as const, rect: r });
const toPx = (m: [number, number] | null) =>
  m ? [(m[0] / 100) * shot.width, (m[1] / 100) * shot.height] : null;

describe('placeMarkers', () => {
  it('sits beside the element, left of it and level with its first line, not on its text', () => {
    const [x, y] = toPx(markerFor(desktop(rect(200, 400, 600, 120)), shot))!;
    expect(x).toBeLessThan(200);
    expect(x).toBeGreaterThan(200 - MARKER_SIZE - 10);
    expect(y).toBeGreaterThan(400);
    expect(y).toBeLessThan(400 + MARKER_SIZE);
  });

  it('goes to the right of an element that starts at the page edge', () => {
    const [x] = toPx(markerFor(desktop(rect(0, 400, 300, 40)), shot))!;
    expect(x).toBeGreaterThan(300);
  });

  it('never puts two markers on one spot', () => {
    const same = desktop(rect(300, 500, 200, 40));
    const markers = placeMarkers([same, same, desktop(rect(300, 510, 200, 40))], shot).map(toPx);
    for (let i = 0; i < markers.length; i++)
      for (let j = i + 1; j < markers.length; j++) {
        const [ax, ay] = markers[i]!;
        const [bx, by] = markers[j]!;
        // One decimal of a percent of 8000 px is 8 px of rounding.
        expect(Math.hypot(ax! - bx!, ay! - by!)).toBeGreaterThanOrEqual(MARKER_SIZE - 9);
      }
  });

  it('draws nothing for a mobile target, no target, or a target beyond the capped screenshot', () => {
    expect(markerFor({ viewport: 'mobile', rect: rect(10, 10) }, shot)).toBeNull();
    expect(markerFor(undefined, shot)).toBeNull();
    expect(markerFor(desktop(rect(100, 9000)), shot)).toBeNull();
    expect(markerFor(desktop(rect(10, 10)), { ...shot, height: 0 })).toBeNull();
  });
});
