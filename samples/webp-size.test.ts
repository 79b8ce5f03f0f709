import { describe, expect, it } from 'vitest';
import { webpSize } from './webp-size.js';

// The first 32 bytes of files cwebp made: 10×5 lossy, 10×8 lossless, 10×8 with alpha (extended).
const lossy = Buffer.from(
  '524946463c000000574542505650382030000000d001009d012a0a0005000200',
  'hex',
);
const lossless = Buffer.from(
  '524946461c000000574542505650384c0f0000002f09c001000710d1fffe0722',
  'hex',
);
const extended = Buffer.from(
  '524946466000000057454250565038580a00000010000000090000070000414c',
  'hex',
);

describe('webpSize', () => {
  it('reads lossy, lossless and extended headers', () => {
    expect(webpSize(lossy)).toEqual({ width: 10, height: 5 });
    expect(webpSize(lossless)).toEqual({ width: 10, height: 8 });
    expect(webpSize(extended)).toEqual({ width: 10, height: 8 });
  });

  it('refuses what is not WebP', () => {
    expect(() => webpSize(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'binary'))).toThrow(
      /not a WebP/,
    );
  });
});
