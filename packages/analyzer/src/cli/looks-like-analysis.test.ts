import { describe, expect, it } from 'vitest';
import { looksLikeAnalysis } from './looks-like-analysis.js';

describe('looksLikeAnalysis', () => {
  it('is true for an analyze command, options before or after it', () => {
    expect(looksLikeAnalysis(['analyze', 'example.com'])).toBe(true);
    expect(looksLikeAnalysis(['--quiet', 'analyze', 'example.com', '--format', 'md'])).toBe(true);
    expect(looksLikeAnalysis(['-o', 'report.md', 'analyze', 'a.com'])).toBe(true);
    expect(looksLikeAnalysis(['--out=analyze', 'analyze', 'a.com'])).toBe(true);
  });

  it('is false for help, version, other commands and an option value named analyze', () => {
    expect(looksLikeAnalysis([])).toBe(false);
    expect(looksLikeAnalysis(['--help'])).toBe(false);
    expect(looksLikeAnalysis(['analyze', 'a.com', '-h'])).toBe(false);
    expect(looksLikeAnalysis(['-V'])).toBe(false);
    expect(looksLikeAnalysis(['help'])).toBe(false);
    expect(looksLikeAnalysis(['example.com'])).toBe(false);
    expect(looksLikeAnalysis(['--out', 'analyze', 'example.com'])).toBe(false);
  });
});
