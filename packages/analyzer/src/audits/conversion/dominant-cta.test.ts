import { describe, expect, it } from 'vitest';
import { interactive, makeFacts } from '../shared/test-facts.js';
import { dominantCta } from './dominant-cta.js';

const rect = (x: number) => ({ x, y: 400, width: 180, height: 48 });

describe('dominant-cta', () => {
  it('passes with one filled CTA and a ghost secondary', () => {
    const primary = interactive({ rect: rect(100) });
    const ghost = interactive({
      text: 'Watch video',
      href: 'https://example.com/video',
      backgroundColor: '#ffffff',
      rect: rect(300),
    });
    const product = dominantCta.run(makeFacts({ desktop: { interactives: [primary, ghost] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags two equal-weight CTAs that lead to different places, naming them', () => {
    const a = interactive({ text: 'Start free trial', rect: rect(100) });
    const b = interactive({
      text: 'Book a demo',
      href: 'https://example.com/demo',
      rect: rect(300),
    });
    const product = dominantCta.run(makeFacts({ desktop: { interactives: [a, b] } }));
    expect(product.score).toBeCloseTo(0.45, 5);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Incomplete');
    expect(f.problem).toContain(
      "'Start free trial' and 'Book a demo' carry the same visual weight",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: a.id });
    expect(product.details).toMatchObject({ competing: ['Book a demo'] });
  });

  it('does not count two buttons to the same place as competition', () => {
    const a = interactive({ rect: rect(100) });
    const b = interactive({ text: 'Try it free', rect: rect(300) });
    expect(dominantCta.run(makeFacts({ desktop: { interactives: [a, b] } })).score).toBe(1);
  });

  it('is not applicable without a CTA above the fold', () => {
    const product = dominantCta.run(makeFacts());
    expect(product.score).toBeNull();
    expect(product.notApplicableReason).toBeTruthy();
    // The missing CTA is cta-above-fold-desktop's flaw, which takes this audit's weight.
    expect(product.missingChargedTo).toBe('cta-above-fold-desktop');
  });

  it('names identical labels once', () => {
    const ctas = ['/a', '/b', '/c'].map((href, i) =>
      interactive({
        text: 'Learn more',
        href: `https://example.com${href}`,
        rect: rect(100 + i * 200),
      }),
    );
    const product = dominantCta.run(makeFacts({ desktop: { interactives: ctas } }));
    expect(product.findings[0]!.problem).toContain(
      "3 buttons all labelled 'Learn more' carry the same visual weight",
    );
    expect(product.score).toBeCloseTo(0.3, 5);
  });
});
