import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { openGraph } from './open-graph.js';

describe('open-graph', () => {
  it('passes with og:title, og:description and og:image', () => {
    const product = openGraph.run(makeFacts());
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports each missing property as Missing', () => {
    const product = openGraph.run(makeFacts({ meta: { openGraph: { title: 'Acme' } } }));
    expect(product.score).toBeCloseTo(1 / 3, 4);
    expect(product.findings.map((f) => f.component)).toEqual(['og:description', 'og:image']);
    expect(product.findings[1]!.usercategory).toBe('Missing');
    expect(product.findings[1]!.problem).toContain('The page has no og:image');
  });

  it('reports a page without any of them in one finding', () => {
    const product = openGraph.run(makeFacts({ meta: { openGraph: {} } }));
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toContain('no og:title, og:description or og:image');
  });
});
