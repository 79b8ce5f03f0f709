import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { metaDescription } from './meta-description.js';

describe('meta-description', () => {
  it('passes a description of 50–160 characters', () => {
    const product = metaDescription.run(
      makeFacts({ meta: { description: 'Send invoices in a minute and get paid twice as fast.' } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a missing description as Missing', () => {
    const product = metaDescription.run(makeFacts({ meta: { description: null } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
  });

  it('flags a short description, quoting it', () => {
    const product = metaDescription.run(makeFacts({ meta: { description: 'Invoices.' } }));
    expect(product.score).toBe(0.6);
    expect(product.findings[0]!.problem).toBe(
      "The meta description 'Invoices.' is only 9 characters; 50–160 gives searchers a reason to click.",
    );
  });

  it('flags a description that will be cut off', () => {
    const product = metaDescription.run(makeFacts({ meta: { description: 'word '.repeat(40) } }));
    expect(product.score).toBe(0.8);
    expect(product.findings[0]!.problem).toContain('cut it after about 160');
  });
});
