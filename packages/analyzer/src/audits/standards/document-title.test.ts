import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { documentTitle } from './document-title.js';

describe('document-title', () => {
  it('passes a specific title of a good length', () => {
    const product = documentTitle.run(
      makeFacts({ meta: { title: 'Acme — Invoicing for freelancers' } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a missing title as Missing', () => {
    const product = documentTitle.run(makeFacts({ meta: { title: '  ' } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
  });

  it('flags generic titles and the domain alone', () => {
    for (const title of ['Home', 'React App', 'example.com', 'Example']) {
      const product = documentTitle.run(
        makeFacts({ meta: { title }, finalUrl: 'https://www.example.com/' }),
      );
      expect(product.score, title).toBe(0.3);
      expect(product.findings[0]!.problem).toBe(
        `The title '${title}' is generic: search results and browser tabs show it without saying what the page offers.`,
      );
      expect(product.findings[0]!.usercategory).toBe('Incomplete');
    }
  });

  it('flags a title too long for search results', () => {
    const title = 'Acme invoicing — the fastest way for freelancers and small agencies to get paid';
    const product = documentTitle.run(makeFacts({ meta: { title } }));
    expect(product.score).toBe(0.8);
    expect(product.findings[0]!.problem).toContain(`is ${title.length} characters`);
  });

  it('leaves a title of 61–70 characters alone (it may still fit)', () => {
    const title = 'Ledgerly – Invoicing software for freelancers and small agencies';
    expect(title.length).toBe(64);
    expect(documentTitle.run(makeFacts({ meta: { title } })).score).toBe(1);
  });
});
