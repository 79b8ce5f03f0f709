import { describe, expect, it } from 'vitest';
import { form, formField, makeFacts } from '../shared/test-facts.js';
import { formLabels } from './form-labels.js';

describe('form-labels', () => {
  it('passes labelled fields', () => {
    const product = formLabels.run(makeFacts({ desktop: { forms: [form()] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('does not take a placeholder for a label', () => {
    const email = formField({ label: null, placeholder: 'Your email', name: 'email' });
    const product = formLabels.run(
      makeFacts({ desktop: { forms: [form({ fields: [email, formField({ name: 'name' })] })] } }),
    );
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The email field 'email' has no label, only the placeholder 'Your email', which disappears once visitors start typing.",
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: email.rect, elementId: email.id });
  });

  it('ignores hidden fields and is not applicable without visible ones', () => {
    const hidden = formField({ label: null, visible: false });
    const product = formLabels.run(makeFacts({ desktop: { forms: [form({ fields: [hidden] })] } }));
    expect(product.score).toBeNull();
  });
});
