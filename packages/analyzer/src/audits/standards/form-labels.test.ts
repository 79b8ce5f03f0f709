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
    // Named by its placeholder for screen readers, but the hint vanishes: half a failure.
    expect(product.score).toBe(0.75);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The email field 'email' has no label, only the placeholder 'Your email', which disappears once visitors start typing.",
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: email.rect, elementId: email.id });
  });

  it('counts a field with neither label nor placeholder as wholly unlabelled', () => {
    const bare = formField({ label: null, placeholder: '', name: 'q' });
    const product = formLabels.run(
      makeFacts({ desktop: { forms: [form({ fields: [bare, formField({ name: 'name' })] })] } }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toBe(
      "The email field 'q' has no label, so visitors and screen readers cannot tell what to enter.",
    );
  });

  it('ignores hidden fields and is not applicable without visible ones', () => {
    const hidden = formField({ label: null, visible: false });
    const product = formLabels.run(makeFacts({ desktop: { forms: [form({ fields: [hidden] })] } }));
    expect(product.score).toBeNull();
  });
});
