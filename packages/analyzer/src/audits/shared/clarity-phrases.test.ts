import { describe, expect, it } from 'vitest';
import {
  brandCandidates,
  contentWords,
  namesAudience,
  normalizePhrase,
} from './clarity-phrases.js';
import { makeFacts } from './test-facts.js';

describe('clarity phrases', () => {
  it('normalises punctuation and case', () => {
    expect(normalizePhrase("  Welcome to Acme's  website! ")).toBe('welcome to acmes website');
  });

  it('keeps content words only', () => {
    expect(contentWords('Get paid twice as fast, without chasing a single invoice')).toEqual([
      'paid',
      'twice',
      'fast',
      'without',
      'chasing',
      'single',
      'invoice',
    ]);
  });

  it('recognises an audience or the second person', () => {
    expect(namesAudience('Invoicing for freelancers')).toBe(true);
    expect(namesAudience('Built for small businesses')).toBe(true);
    expect(namesAudience('Keep your cash flow healthy')).toBe(true);
    expect(namesAudience('The invoicing platform')).toBe(false);
  });

  it('derives brand names from the title, og:site_name and the domain', () => {
    const facts = makeFacts({
      meta: {
        title: 'Ledgerly — Invoicing for freelancers',
        openGraph: { site_name: 'Ledgerly App' },
      },
      finalUrl: 'https://www.ledgerly.co.uk/pricing',
    });
    expect(brandCandidates(facts)).toEqual(['ledgerly', 'ledgerly app', 'ledgerlyapp']);
  });
});
