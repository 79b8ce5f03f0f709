import { describe, expect, it } from 'vitest';
import { interactive, makeFacts, text } from '../shared/test-facts.js';
import { trustNearCta } from './trust-near-cta.js';

const usageAt = (y: number) =>
  text({ text: 'Trusted by 10,000+ teams', rect: { x: 100, y, width: 300, height: 20 } });

describe('trust-near-cta', () => {
  it('passes when proof sits within a screen of the CTA', () => {
    const product = trustNearCta.run(
      makeFacts({ desktop: { interactives: [interactive()], texts: [usageAt(500)] } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ gapPx: 52, nearestSignal: 'usage' });
  });

  it('flags proof that is far below the CTA, pointing at the CTA', () => {
    const cta = interactive();
    const product = trustNearCta.run(
      makeFacts({ desktop: { interactives: [cta], texts: [usageAt(2800)] } }),
    );
    expect(product.score).toBeGreaterThan(0);
    expect(product.score).toBeLessThan(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The nearest proof (the usage figure 'Trusted by 10,000+ teams') is 2,352 px away from 'Start free trial', more than one screen; visitors decide without seeing it.",
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: cta.rect, elementId: cta.id });
  });

  it('is not applicable without trust signals or without a CTA', () => {
    // Each names the audit that reports what is missing.
    expect(
      trustNearCta.run(makeFacts({ desktop: { interactives: [interactive()] } })),
    ).toMatchObject({ score: null, missingChargedTo: 'trust-signals' });
    expect(trustNearCta.run(makeFacts({ desktop: { texts: [usageAt(500)] } }))).toMatchObject({
      score: null,
      missingChargedTo: 'cta-above-fold-desktop',
    });
  });
});
