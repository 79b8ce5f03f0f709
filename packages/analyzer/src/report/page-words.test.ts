import { describe, expect, it } from 'vitest';
import { forPhrases } from './page-words.js';

describe('forPhrases', () => {
  it.each([
    ['Invoicing built for freelancers and small agencies.', ['freelancers and small agencies']],
    ['The CRM for modern teams', ['modern teams']],
    ['Made for coffee lovers, by coffee lovers', ['coffee lovers']],
    ['Design tools for everyone', ['everyone']],
    ['Scheduling for dentists and their patients', ['dentists and their patients']],
    ['Bookkeeping for small companies', ['small companies']],
  ])("finds the audience in '%s'", (text, expected) => {
    expect(forPhrases(text)).toEqual(expected);
  });

  it.each([
    'Sign up for early-bird pricing',
    'Fresh beans for better coffee at home',
    'Free for 30 days',
    'Try it for free',
    'Built for speed and less stress',
    'The builder for landing pages',
    'The go-to choice for well-known companies',
    'Made for leading brands',
    'Filters for orders and invoices',
  ])("finds no audience in '%s'", (text) => {
    expect(forPhrases(text)).toEqual([]);
  });
});
