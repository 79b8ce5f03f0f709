import { describe, expect, it } from 'vitest';
import { form, interactive, makeFacts } from '../shared/test-facts.js';
import { ctaLabelSpecificity } from './cta-label-specificity.js';

describe('cta-label-specificity', () => {
  it('passes specific verb + object labels', () => {
    const product = ctaLabelSpecificity.run(
      makeFacts({
        desktop: {
          interactives: [
            interactive({ text: 'Start your free trial' }),
            interactive({ text: 'Book a demo', rect: { x: 300, y: 1400, width: 180, height: 48 } }),
          ],
        },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it("flags a vague primary 'Learn more' and weighs it three times", () => {
    const primary = interactive({ text: 'Learn more' });
    const other = interactive({
      text: 'Book a demo',
      rect: { x: 300, y: 1400, width: 180, height: 48 },
    });
    const product = ctaLabelSpecificity.run(
      makeFacts({ desktop: { interactives: [primary, other] } }),
    );
    expect(product.score).toBeCloseTo(0.25, 5);
    const f = product.findings[0]!;
    expect(f.component).toBe("Primary CTA 'Learn more'");
    expect(f.problem).toContain("The label 'Learn more' does not say what the visitor gets");
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: primary.id });
    expect(f.lowConfidence).toBe(false);
  });

  it("treats 'Get started' as generic, with low confidence, and checks form submits", () => {
    const product = ctaLabelSpecificity.run(
      makeFacts({
        desktop: {
          interactives: [interactive({ text: 'Get started' })],
          forms: [form({ submitText: 'Submit' })],
        },
      }),
    );
    const byLabel = Object.fromEntries(product.findings.map((f) => [f.component, f]));
    expect(byLabel["Primary CTA 'Get started'"]!.lowConfidence).toBe(true);
    expect(byLabel["CTA 'Submit'"]!.lowConfidence).toBe(false);
    expect(product.details).toMatchObject({ vague: ['Submit'], generic: ['Get started'] });
  });

  it('caps findings at five and says how many more', () => {
    const labels = ['Learn more', 'Read more', 'More', 'Go', 'Continue', 'Click here', 'Details'];
    const ctas = labels.map((t, i) =>
      interactive({ text: t, rect: { x: 100, y: 1000 + i * 100, width: 150, height: 44 } }),
    );
    const product = ctaLabelSpecificity.run(makeFacts({ desktop: { interactives: ctas } }));
    expect(product.findings).toHaveLength(5);
    expect(product.findings[4]!.problem).toContain('(and 2 more weak labels)');
    expect(product.score).toBe(0);
  });

  it('is not applicable on a page without any CTA', () => {
    expect(ctaLabelSpecificity.run(makeFacts())).toMatchObject({
      score: null,
      missingChargedTo: 'cta-above-fold-desktop',
    });
  });

  it('knows vague labels in other languages too', () => {
    const labels = ['Mehr erfahren', 'En savoir plus →', 'Saiba mais', 'Klik hier'];
    const product = ctaLabelSpecificity.run(
      makeFacts({
        desktop: {
          interactives: labels.map((t, i) =>
            interactive({ text: t, rect: { x: 100, y: 300 + i * 400, width: 180, height: 48 } }),
          ),
        },
      }),
    );
    expect(product.score).toBe(0);
    expect(product.findings.length).toBeGreaterThan(0);
    expect(product.findings.map((f) => f.problem).join(' ')).toContain('Mehr erfahren');
  });

  it("flags a template's 'Button' or filler as a label that names no action", () => {
    const product = ctaLabelSpecificity.run(
      makeFacts({ desktop: { interactives: [interactive({ text: 'Button' })] } }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toContain('is placeholder copy');
    expect(product.details).toMatchObject({ placeholder: ['Button'] });
  });
});
