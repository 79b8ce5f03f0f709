import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { pageWeight } from './page-weight.js';

describe('page-weight', () => {
  it('passes a light page', () => {
    const product = pageWeight.run(makeFacts());
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a heavy page with its heaviest resource types', () => {
    const facts = makeFacts();
    facts.performance!.requests = {
      count: 84,
      transferBytes: 5_000_000,
      byType: {
        image: { count: 30, bytes: 3_600_000 },
        script: { count: 40, bytes: 1_200_000 },
        font: { count: 4, bytes: 150_000 },
        document: { count: 1, bytes: 50_000 },
      } as never,
    };
    const product = pageWeight.run(facts);
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toBe(
      'The page transfers 5.0 MB in 84 requests (images 3.6 MB, scripts 1.2 MB, fonts 150 KB); Lighthouse aims for 1.6 MB or less.',
    );
    expect(product.findings[0]!.action).toBe('Speed up page');
  });

  it('is not applicable without performance measurements', () => {
    expect(pageWeight.run(makeFacts({ performance: null })).score).toBeNull();
  });
});
