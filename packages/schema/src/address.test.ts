import { describe, expect, it } from 'vitest';
import { INVALID_ADDRESS_MESSAGE, normalizeAddress, stripScheme } from './address.js';

describe('normalizeAddress (SPEC §5)', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com', 'https://example.com'],
    ['WWW.Example.COM/', 'https://www.example.com'],
    ['https://example.com///', 'https://example.com'],
    ['www.my-site.co.uk', 'https://www.my-site.co.uk'],
    ['my_site.example.io/', 'https://my_site.example.io'],
    ['  example.com  ', 'https://example.com'],
  ])('accepts %s as %s', (input, url) => {
    expect(normalizeAddress(input)).toEqual({ ok: true, url });
  });

  it.each([
    [''],
    ['example'],
    ['example.c'],
    ['example.com/pricing'],
    ['-example.com'],
    ['.example.com'],
    ['exa mple.com'],
    ['ftp://example.com'],
    ['example.com:8080'],
    ['example.123'],
    ['example.com?x=1'],
    ['https://'],
  ])('rejects %j with the cat message', (input) => {
    expect(normalizeAddress(input)).toEqual({ ok: false, message: INVALID_ADDRESS_MESSAGE });
  });

  it('strips a leading scheme in any case', () => {
    expect(stripScheme('HTTP://a.com')).toBe('a.com');
    expect(stripScheme('https://a.com')).toBe('a.com');
    expect(stripScheme('a.com/https://')).toBe('a.com/https://');
  });
});
