import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate-encoding.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['GZIP;Q=1, BR;Q=1', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['identity', 'identity'],
    ['*;q=0', 'identity'],
    ['x-gzip', 'gzip'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
