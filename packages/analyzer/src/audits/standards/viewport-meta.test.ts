import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { viewportMeta } from './viewport-meta.js';

describe('viewport-meta', () => {
  it('passes width=device-width with zoom allowed', () => {
    const product = viewportMeta.run(
      makeFacts({ meta: { viewport: 'width=device-width, initial-scale=1' } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a missing tag as Missing', () => {
    const product = viewportMeta.run(makeFacts({ meta: { viewport: null } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
  });

  it('flags blocked zoom', () => {
    const content = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
    const product = viewportMeta.run(makeFacts({ meta: { viewport: content } }));
    expect(product.score).toBe(0.5);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toContain('stops visitors from pinch-zooming');
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
  });

  it('flags a fixed width', () => {
    const product = viewportMeta.run(makeFacts({ meta: { viewport: 'width=1024' } }));
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toContain('without width=device-width');
  });
});
