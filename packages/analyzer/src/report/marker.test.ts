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
    // Its centre a badge's width out: a badge drawn up to twice the page's scale stays clear.
    expect(x).toBeLessThanOrEqual(200 - MARKER_SIZE);
    expect(x).toBeGreaterThan(200 - 2 * MARKER_SIZE);
    expect(y).toBeGreaterThan(400);
    expect(y).toBeLessThan(400 + MARKER_SIZE);
  });

  it('goes above an element that starts at the page edge, or right of it with no room above', () => {
    const [x, y] = toPx(markerFor(desktop(rect(0, 400, 300, 40)), shot))!;
    expect(x).toBeLessThan(300);
    expect(y).toBeLessThan(400);
    const [rx] = toPx(markerFor(desktop(rect(0, 0, 300, 40)), shot))!;
    expect(rx).toBeGreaterThan(300);
  });

  it('in a row of buttons, keeps each marker off the neighbouring buttons', () => {
    const buttons = [rect(200, 500, 120, 44), rect(336, 500, 120, 44), rect(472, 500, 160, 44)];
    const markers = placeMarkers(buttons.map(desktop), shot).map(toPx);
    // A badge at the page's scale, with room for the rounding to 0.1 % of 8000 px.
    const reach = MARKER_SIZE / 2 + 4;
    for (const [x, y] of markers as Array<[number, number]>)
      for (const b of buttons) {
        const onIt =
          x + reach > b.x &&
          x - reach < b.x + b.width &&
          y + reach > b.y &&
          y - reach < b.y + b.height;
        expect(onIt).toBe(false);
      }
    // The first has room on its left; the others go above their start.
    expect(markers[0]![0]).toBeLessThan(200);
    expect(markers[1]![1]).toBeLessThan(500);
  });

  it('does not count a flagged box that holds the element (the hero around its headline)', () => {
    const hero = desktop(rect(0, 0, 1440, 800));
    const headline = desktop(rect(200, 300, 600, 120));
    const [, marker] = placeMarkers([hero, headline], shot).map(toPx);
    expect(marker![0]).toBeLessThan(200);
    expect(marker![1]).toBeGreaterThan(300);
  });

  it('keeps off the text and controls beside the element when another spot is free', () => {
    // A 'Log in' link left of the flagged 'Get started' button, in a nav at the top.
    const logIn = rect(1080, 20, 80, 40);
    const [marker] = placeMarkers([desktop(rect(1180, 20, 140, 40))], shot, [logIn]).map(toPx);
    expect(marker![0]).toBeGreaterThan(1320);
    // Nothing free: the first spot beside it, on the content, rather than on the element.
    const wall = [logIn, rect(1330, 0, 110, 100), rect(1100, 60, 300, 100)];
    const [fallback] = placeMarkers([desktop(rect(1180, 20, 140, 40))], shot, wall).map(toPx);
    expect(fallback![0]).toBeLessThan(1180);
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
