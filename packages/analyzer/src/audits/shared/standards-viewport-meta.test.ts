import { describe, expect, it } from 'vitest';
import { parseViewport, phoneZoom } from './standards-viewport-meta.js';

describe('viewport meta reading', () => {
  it('parses keys and values, lower-cased, with commas or semicolons', () => {
    const v = parseViewport('width=device-width; Initial-Scale=1, user-scalable=NO');
    expect(Object.fromEntries(v)).toEqual({
      width: 'device-width',
      'initial-scale': '1',
      'user-scalable': 'no',
    });
  });

  it('works out how far a phone zooms the page out', () => {
    expect(phoneZoom('width=device-width, initial-scale=1', 390, 390)).toBe(1);
    expect(phoneZoom(null, 390, 390)).toBeCloseTo(390 / 980, 5);
    expect(phoneZoom(null, 390, 1200)).toBe(0.325);
    expect(phoneZoom('width=780', 390, 780)).toBe(0.5);
  });
});
