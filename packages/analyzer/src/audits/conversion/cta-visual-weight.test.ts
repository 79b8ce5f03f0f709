import { describe, expect, it } from 'vitest';
import { interactive, makeFacts, text } from '../shared/test-facts.js';
import { ctaVisualWeight } from './cta-visual-weight.js';

const mobileRect = { x: 20, y: 500, width: 350, height: 48 };

describe('cta-visual-weight', () => {
  it('passes a high-contrast, full-size button', () => {
    const product = ctaVisualWeight.run(
      makeFacts({
        desktop: { interactives: [interactive()] },
        mobile: { interactives: [interactive({ rect: mobileRect })] },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags a pale button that blends into the page, with the measured ratio', () => {
    const cta = interactive({ backgroundColor: '#f3f4f6', color: '#9ca3af' });
    const product = ctaVisualWeight.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.score).toBeLessThan(0.5);
    const [bg, label] = product.findings;
    expect(bg!.problem).toContain(
      "The button's fill (#f3f4f6) against the page around it (#ffffff) has a contrast of 1.1",
    );
    expect(bg!.action).toBe('Update colors');
    expect(bg!.target).toEqual({ viewport: 'desktop', rect: cta.rect, elementId: cta.id });
    expect(label!.problem).toContain('WCAG asks 4.5:1');
    expect(product.details).toMatchObject({ labelContrastNeeded: 4.5 });
  });

  it('flags a small button on mobile and on desktop', () => {
    const product = ctaVisualWeight.run(
      makeFacts({
        desktop: {
          interactives: [interactive({ rect: { x: 100, y: 400, width: 120, height: 32 } })],
        },
        mobile: { interactives: [interactive({ rect: { ...mobileRect, height: 36 } })] },
      }),
    );
    const problems = product.findings.map((f) => f.problem);
    expect(problems).toContain(
      'The button is 32 px high on desktop; at least 40 px makes it an easy, prominent target.',
    );
    expect(product.findings.find((f) => f.target?.viewport === 'mobile')!.action).toBe(
      'Responsiveness',
    );
    expect(product.score).toBeLessThan(1);
    expect(product.score).toBeGreaterThan(0.6);
  });

  it('measures the mobile button as shown on a page the phone shrinks', () => {
    // 48 CSS px is enough at zoom 1, but about 19 px on a page shown at 40%.
    const product = ctaVisualWeight.run(
      makeFacts({
        mobileLayout: { layoutWidth: 980, scale: 0.4, visibleWidth: 975, visibleHeight: 2110 },
        desktop: { interactives: [interactive()] },
        mobile: { interactives: [interactive({ rect: mobileRect })] },
      }),
    );
    const mobile = product.findings.find((f) => f.target?.viewport === 'mobile')!;
    expect(mobile.problem).toBe(
      'On mobile the button is 48 px high, about 19 px on screen because phones show this page zoomed out to 40%; touch targets for the main action should be at least 44 px.',
    );
  });

  it('marks contrast findings low-confidence when the label sits on an image', () => {
    const cta = interactive({ backgroundColor: '#eeeeee' });
    const label = text({ interactiveId: cta.id, text: cta.text, backgroundUncertain: true });
    const product = ctaVisualWeight.run(
      makeFacts({ desktop: { interactives: [cta], texts: [label] } }),
    );
    expect(product.findings[0]!.lowConfidence).toBe(true);
  });

  it('is not applicable without a primary CTA', () => {
    expect(ctaVisualWeight.run(makeFacts())).toMatchObject({
      score: null,
      missingChargedTo: 'cta-above-fold-desktop',
    });
  });

  it('says so when the primary CTA is a ghost button without fill', () => {
    const cta = interactive({ backgroundColor: '#ffffff', color: '#4f46e5' });
    const product = ctaVisualWeight.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.findings[0]!.problem).toBe(
      'The button has no fill of its own (#ffffff on #ffffff): an outline or text-only button is the lightest possible style for the main action.',
    );
    expect(product.details).toMatchObject({ backgroundContrast: 1 });
  });
});
