import { describe, expect, it } from 'vitest';
import { parseViewport } from './standards-viewport-meta.js';

describe('viewport meta reading', () => {
  it('parses keys and values, lower-cased, with commas or semicolons', () => {
    const v = parseViewport('width=device-width; Initial-Scale=1, user-scalable=NO');
    expect(Object.fromEntries(v)).toEqual({
      width: 'device-width',
      'initial-scale': '1',
      'user-scalable': 'no',
    });
  });
});
