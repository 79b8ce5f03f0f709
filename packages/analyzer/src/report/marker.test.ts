import { describe, expect, it } from 'vitest';
import { markerFor } from './marker.js';

const shot = { dataUrl: 'data:x', width: 1440, height: 8000 };
const rect = (x: number, y: number, width = 100, height = 40) => ({ x, y, width, height });

describe('markerFor', () => {
  it('puts the marker at the centre of a desktop target, in percent, to 1 decimal', () => {
    expect(markerFor({ viewport: 'desktop', rect: rect(100, 400, 200, 50) }, shot)).toEqual([
      13.9, 5.3,
    ]);
  });

  it('draws nothing for a mobile target, no target, or a target beyond the capped screenshot', () => {
    expect(markerFor({ viewport: 'mobile', rect: rect(10, 10) }, shot)).toBeNull();
    expect(markerFor(undefined, shot)).toBeNull();
    expect(markerFor({ viewport: 'desktop', rect: rect(100, 9000) }, shot)).toBeNull();
    expect(
      markerFor({ viewport: 'desktop', rect: rect(10, 10) }, { ...shot, height: 0 }),
    ).toBeNull();
  });
});
