import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { favicon } from './favicon.js';

describe('favicon', () => {
  it('passes with a favicon', () => {
    expect(favicon.run(makeFacts()).score).toBe(1);
  });

  it('reports a missing favicon as Missing', () => {
    const product = favicon.run(makeFacts({ meta: { favicon: null } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
  });

  it('flags a favicon that returns 404', () => {
    const product = favicon.run(
      makeFacts({
        failedRequests: [
          {
            url: 'https://example.com/favicon.ico',
            resourceType: 'other',
            status: 404,
            errorText: '',
            blockedByPolicy: false,
          },
        ],
      }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toBe(
      "The favicon 'example.com/favicon.ico' fails to load (HTTP 404), so tabs show a blank icon.",
    );
  });
});
