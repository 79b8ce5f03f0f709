import { describe, expect, it } from 'vitest';
import { form, formField, makeFacts } from '../shared/test-facts.js';
import { formLength } from './form-length.js';

const fields = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    formField({ name: `f${i}`, label: `Field ${i + 1}`, required: i < 3 }),
  );

describe('form-length', () => {
  it('passes a one-field hero form', () => {
    const product = formLength.run(makeFacts({ desktop: { forms: [form()] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags a long hero form, listing its fields', () => {
    const f = form({ fields: fields(7), submitText: 'Request a quote' });
    const product = formLength.run(makeFacts({ desktop: { forms: [f] } }));
    expect(product.score).toBeCloseTo(0.2, 5);
    const finding = product.findings[0]!;
    expect(finding.component).toBe("Hero form 'Request a quote'");
    expect(finding.problem).toBe(
      "The form above the fold asks for 7 fields ('Field 1', 'Field 2', 'Field 3', 'Field 4', 'Field 5' and 2 more), 4 of them optional; at most 3 keeps it quick.",
    );
    expect(finding.target).toMatchObject({ viewport: 'desktop', elementId: f.id });
  });

  it('allows the main form below the fold a few more fields', () => {
    const f = form({
      aboveFold: false,
      rect: { x: 100, y: 3000, width: 500, height: 400 },
      fields: fields(5),
    });
    expect(formLength.run(makeFacts({ desktop: { forms: [f] } })).score).toBe(1);
  });

  it('ignores a search box and is not applicable without forms', () => {
    const search = form({ fields: [formField({ type: 'search', name: 'q', label: 'Search' })] });
    expect(formLength.run(makeFacts({ desktop: { forms: [search] } })).score).toBeNull();
    expect(formLength.run(makeFacts()).score).toBeNull();
  });
});
