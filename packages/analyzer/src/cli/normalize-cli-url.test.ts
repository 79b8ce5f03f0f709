import { describe, expect, it } from 'vitest';
import { normalizeCliUrl } from './normalize-cli-url.js';

describe('normalizeCliUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com  ', 'https://example.com/'],
    ['example.com/pricing?plan=pro#faq', 'https://example.com/pricing?plan=pro#faq'],
    ['example.com:8443', 'https://example.com:8443/'],
    ['HTTP://Example.com/A', 'http://example.com/A'],
    ['https://example.com', 'https://example.com/'],
    ['localhost:5173/pricing', 'http://localhost:5173/pricing'],
    ['app.localhost', 'http://app.localhost/'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['[::1]:3000/x', 'http://[::1]:3000/x'],
    ['http://localhost:5173/pricing', 'http://localhost:5173/pricing'],
    ['fixture.test:4000/good-saas.html', 'https://fixture.test:4000/good-saas.html'],
  ])('accepts %j as %s', (input, url) => {
    expect(normalizeCliUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['ftp://example.com', /only http and https/],
    ['javascript://alert(1)', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['exa mple.com', /does not parse/],
    ['example.com:99999', /does not parse/],
    ['https://', /does not parse/],
  ])('rejects %j', (input, why) => {
    const result = normalizeCliUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(why);
      expect(result.message).toContain(JSON.stringify(input));
    }
  });
});
