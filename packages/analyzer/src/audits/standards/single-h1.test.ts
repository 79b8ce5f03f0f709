import { describe, expect, it } from 'vitest';
import { heading, makeFacts } from '../shared/test-facts.js';
import { singleH1 } from './single-h1.js';

describe('single-h1', () => {
  it('passes exactly one visible h1', () => {
    const product = singleH1.run(
      makeFacts({ desktop: { headings: [heading(), heading({ level: 2 })] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a page without a visible h1 as Missing', () => {
    const product = singleH1.run(
      makeFacts({ desktop: { headings: [heading({ visible: false }), heading({ level: 2 })] } }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
    expect(product.findings[0]!.problem).toContain('hidden or empty');
  });

  it('points at the extra h1s', () => {
    const second = heading({ text: 'Pricing', rect: { x: 0, y: 2000, width: 400, height: 50 } });
    const product = singleH1.run(
      makeFacts({ desktop: { headings: [heading({ text: 'Invoices made easy' }), second] } }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings).toHaveLength(1);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Incomplete');
    expect(f.problem).toContain("'Pricing' is another h1 besides 'Invoices made easy'");
    expect(f.target).toEqual({ viewport: 'desktop', rect: second.rect, elementId: second.id });
  });

  it('reports many extra h1s as one flaw: demoting them is one fix', () => {
    const extras = ['Features', 'Pricing', 'FAQ', 'Contact', 'Blog', 'Team'].map((text, i) =>
      heading({ text, rect: { x: 0, y: 1000 * (i + 1), width: 400, height: 50 } }),
    );
    const product = singleH1.run(
      makeFacts({ desktop: { headings: [heading({ text: 'Invoices made easy' }), ...extras] } }),
    );
    expect(product.score).toBeCloseTo(1 / 7, 4);
    expect(product.findings).toHaveLength(1);
    const f = product.findings[0]!;
    expect(f.problem).toContain(
      "'Features', 'Pricing', 'FAQ' and 3 more are 6 more h1s besides 'Invoices made easy'",
    );
    expect(f.problem).toContain('Make them h2s');
    expect(f.instances).toBe(6);
    expect(f.target).toEqual({
      viewport: 'desktop',
      rect: extras[0]!.rect,
      elementId: extras[0]!.id,
    });
  });
});
