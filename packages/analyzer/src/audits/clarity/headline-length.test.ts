import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts } from '../shared/test-facts.js';
import { headlineLength } from './headline-length.js';

const run = (headline: string) =>
  headlineLength.run(
    makeFacts({ desktop: { texts: heroTextsOf(goodHero({ headline: { text: headline } })) } }),
  );

describe('headline-length', () => {
  it('passes a headline of 4–12 words', () => {
    const product = run('Send invoices in a minute and get paid twice as fast');
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ words: 11 });
  });

  it('flags a single-word headline', () => {
    const product = run('Welcome');
    expect(product.score).toBeCloseTo(0.2, 5);
    expect(product.findings[0]).toMatchObject({
      usercategory: 'Incomplete',
      action: 'Clarify value',
    });
    expect(product.findings[0]!.problem).toBe(
      "The headline 'Welcome' is a single word; it cannot say what you offer or for whom.",
    );
    expect(product.findings[0]!.target?.viewport).toBe('desktop');
  });

  it('flags a headline that is a paragraph', () => {
    const long =
      'We help small and medium businesses across Europe and North America manage every part of their invoicing, accounting and payroll in one place';
    const product = run(long);
    expect(product.score).toBeLessThan(0.2);
    expect(product.findings[0]!.problem).toContain('runs to 23 words (141 characters)');
    expect(product.findings[0]!.action).toBe('Simplify message');
  });

  it('is not applicable without a headline', () => {
    const product = headlineLength.run(makeFacts());
    expect(product.score).toBeNull();
    expect(product.notApplicableReason).toBeTruthy();
    expect(product.missingChargedTo).toBe('headline-present');
  });
});
