import { describe, expect, it } from 'vitest';
import { heading, makeFacts } from '../shared/test-facts.js';
import { headingOrder } from './heading-order.js';

describe('heading-order', () => {
  it('passes an outline that only steps down by one', () => {
    const headings = [1, 2, 3, 2, 3, 3, 2].map((level) => heading({ level }));
    const product = headingOrder.run(makeFacts({ desktop: { headings } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags a jump from h2 to h4 at the h4', () => {
    const h4 = heading({ level: 4, text: 'Fast' });
    const headings = [heading({ level: 1 }), heading({ level: 2, text: 'Features' }), h4];
    const product = headingOrder.run(makeFacts({ desktop: { headings } }));
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe("'Fast' is an h4 right after the h2 'Features', skipping h3.");
    expect(f.target).toEqual({ viewport: 'desktop', rect: h4.rect, elementId: h4.id });
  });

  it('is not applicable with fewer than two visible headings', () => {
    const product = headingOrder.run(
      makeFacts({ desktop: { headings: [heading(), heading({ level: 4, visible: false })] } }),
    );
    expect(product.score).toBeNull();
  });
});
