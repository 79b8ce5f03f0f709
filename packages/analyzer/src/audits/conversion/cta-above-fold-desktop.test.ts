import { describe, expect, it } from 'vitest';
import { form, interactive, makeFacts, overlay } from '../shared/test-facts.js';
import { ctaAboveFoldDesktop } from './cta-above-fold-desktop.js';

describe('cta-above-fold-desktop', () => {
  it('passes when a hero CTA is in the first 900 px', () => {
    const product = ctaAboveFoldDesktop.run(
      makeFacts({ desktop: { interactives: [interactive()] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ primaryCta: 'Start free trial', ctaTop: 400 });
  });

  it('counts a hero form with a submit button as the primary action', () => {
    const product = ctaAboveFoldDesktop.run(makeFacts({ desktop: { forms: [form()] } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ form: 'Get early access' });
  });

  it('flags a CTA that only appears below the fold, pointing at it', () => {
    const cta = interactive({
      text: 'Book a demo',
      rect: { x: 600, y: 1300, width: 200, height: 48 },
    });
    const product = ctaAboveFoldDesktop.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.score).toBeGreaterThan(0);
    expect(product.score).toBeLessThan(0.4);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Incomplete');
    expect(f.problem).toContain("'Book a demo', starts at 1,300 px, below the 900 px fold");
    expect(f.target).toEqual({ viewport: 'desktop', rect: cta.rect, elementId: cta.id });
  });

  it('gives a header-only CTA partial credit, with low confidence', () => {
    const cta = interactive({
      text: 'Sign up',
      region: 'header',
      rect: { x: 1300, y: 16, width: 100, height: 40 },
    });
    const product = ctaAboveFoldDesktop.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.score).toBe(0.75);
    expect(product.findings[0]).toMatchObject({
      usercategory: 'Incomplete',
      lowConfidence: true,
      action: 'Add CTA',
    });
  });

  it('reports a missing CTA when the page has none at all', () => {
    const link = interactive({ buttonLike: false, text: 'About us', backgroundColor: '#ffffff' });
    const product = ctaAboveFoldDesktop.run(makeFacts({ desktop: { interactives: [link] } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Missing');
    expect(f.target).toBeUndefined();
    expect(f.problem).toContain('no button or form');
  });

  it("does not count a pop-up's button as the page's primary action", () => {
    const popup = overlay({
      rect: { x: 0, y: 0, width: 1440, height: 900 },
      viewportCoverage: 1,
      selector: '#newsletter',
    });
    const subscribe = interactive({ text: 'Subscribe', selector: '#newsletter > div > button' });
    const submit = interactive({
      text: 'Book a demo',
      rect: { x: 460, y: 2560, width: 520, height: 48 },
    });
    const product = ctaAboveFoldDesktop.run(
      makeFacts({ desktop: { interactives: [subscribe, submit], overlays: [popup] } }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toContain("'Book a demo', starts at 2,560 px");
  });

  it('keeps a hero CTA that a small pop-up does not contain', () => {
    const popup = overlay({
      rect: { x: 1000, y: 500, width: 400, height: 350 },
      viewportCoverage: 0.11,
      selector: '#chat',
    });
    const product = ctaAboveFoldDesktop.run(
      makeFacts({ desktop: { interactives: [interactive()], overlays: [popup] } }),
    );
    expect(product.score).toBe(1);
  });

  it("counts a CTA in a <header> that holds the whole hero as the hero's action", () => {
    const cta = interactive({
      text: 'Register for free',
      region: 'header',
      rect: { x: 215, y: 647, width: 490, height: 80 },
    });
    const product = ctaAboveFoldDesktop.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.score).toBe(1);
  });
});
