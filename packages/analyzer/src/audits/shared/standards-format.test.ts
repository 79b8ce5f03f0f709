import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatMs,
  formatRatio,
  quoteList,
  shortUrl,
  textsSubject,
} from './standards-format.js';

describe('standards formatting', () => {
  it('formats sizes, times and ratios for problems', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(150_000)).toBe('150 KB');
    expect(formatBytes(2_340_000)).toBe('2.3 MB');
    expect(formatMs(850)).toBe('850 ms');
    expect(formatMs(3240)).toBe('3.2 s');
    // Truncated so a failing 4.49 never reads as a passing 4.5.
    expect(formatRatio(4.49)).toBe('4.4:1');
  });

  it('shortens URLs to host and file', () => {
    expect(shortUrl('https://cdn.example.com/a/b/c/hero.jpg?w=2000')).toBe(
      'cdn.example.com/…/hero.jpg',
    );
    expect(shortUrl('https://example.com/favicon.ico')).toBe('example.com/favicon.ico');
    expect(shortUrl('not a url')).toBe('not a url');
  });

  it('names an image written into the page by its type, not by the end of its data', () => {
    expect(
      shortUrl("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"),
    ).toBe('data:image/svg+xml…');
    expect(shortUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png…');
  });

  it('quotes a list of distinct texts', () => {
    expect(quoteList(['Home'])).toBe("'Home'");
    expect(quoteList(['Home', 'About'])).toBe("'Home' and 'About'");
    expect(quoteList(['A', 'B', 'B', 'C', 'D', 'E'])).toBe("'A', 'B', 'C' and 2 more");
  });

  it('makes a subject with its verb from one or more texts', () => {
    expect(textsSubject(['Buy'])).toBe("'Buy' is");
    expect(textsSubject(['Learn more', 'Learn more', 'Learn more'])).toBe(
      "'Learn more' (3 times) is",
    );
    expect(textsSubject(['Home', 'About'])).toBe("'Home' and 'About' are");
  });
});
