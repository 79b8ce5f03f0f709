import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng } from './png-pixels.js';

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  // The decoder reads its own captures and does not check CRCs.
  return Buffer.concat([head, body, Buffer.alloc(4)]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A PNG whose row y uses filter y % 5, so every filter type is exercised. */
function encode(
  width: number,
  height: number,
  channels: 3 | 4,
  pixel: (x: number, y: number) => number[],
) {
  const stride = width * channels;
  const rows: number[][] = [];
  for (let y = 0; y < height; y++) {
    const row: number[] = [];
    for (let x = 0; x < width; x++) row.push(...pixel(x, y).slice(0, channels));
    rows.push(row);
  }
  const raw: number[] = [];
  rows.forEach((row, y) => {
    const filter = y % 5;
    raw.push(filter);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? row[x - channels]! : 0;
      const b = y > 0 ? rows[y - 1]![x]! : 0;
      const c = x >= channels && y > 0 ? rows[y - 1]![x - channels]! : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      raw.push((row[x]! - pred + 256) & 0xff);
    }
  });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const colour = (x: number, y: number) => [
  (x * 37 + y * 11) % 256,
  (x * 5 + y * 91) % 256,
  (x * y) % 256,
  200,
];

describe('decodePng', () => {
  it('decodes RGB rows under all five filters to RGBA', () => {
    const px = decodePng(encode(7, 10, 3, colour));
    expect([px.width, px.height]).toEqual([7, 10]);
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 7; x++) {
        const i = (y * 7 + x) * 4;
        expect([...px.data.subarray(i, i + 4)]).toEqual([...colour(x, y).slice(0, 3), 255]);
      }
  });

  it('keeps the alpha of RGBA images', () => {
    const px = decodePng(encode(5, 6, 4, colour));
    expect([...px.data.subarray((3 * 5 + 2) * 4, (3 * 5 + 2) * 4 + 4)]).toEqual(colour(2, 3));
  });

  it('refuses what is not a PNG it can read', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('not a PNG');
    const grey = encode(2, 2, 3, colour);
    grey[8 + 8 + 9] = 0; // colour type 0: greyscale
    expect(() => decodePng(grey)).toThrow('unsupported PNG');
  });
});
