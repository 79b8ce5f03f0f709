import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { interactive, makeFacts, text } from '../shared/test-facts.js';
import { visualHierarchy } from './visual-hierarchy.js';

describe('visual-hierarchy', () => {
  it('passes a 48px headline over 16px body with a dominant CTA', () => {
    const hero = goodHero();
    const product = visualHierarchy.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ ratio: 3, bodyFontSize: 16 });
  });

  it('flags a headline only 1.25× the body size', () => {
    const hero = goodHero({ headline: { fontSize: 20 }, subheadline: { fontSize: 18 } });
    const product = visualHierarchy.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    // ratio 1.25 → 0.0625 of the ratio part; the sub-headline at 18px competes (≥ 90%).
    expect(product.score).toBeCloseTo((0.6 * 0.0625 + 0 + 0.2) / 1, 3);
    const ratio = product.findings.find((f) => f.action === 'Update fonts')!;
    expect(ratio.problem).toContain('is 20px against 16px body text, only 1.25× larger');
    expect(ratio.target).toMatchObject({ viewport: 'desktop', elementId: hero.headline.id });
    const rival = product.findings.find((f) => f.action === 'Organize content')!;
    expect(rival.target?.elementId).toBe(hero.subheadline.id);
  });

  it('flags a nav button that outweighs the hero CTA', () => {
    const hero = goodHero();
    const navCta = interactive({
      text: 'Sign up',
      region: 'nav',
      rect: { x: 1200, y: 16, width: 300, height: 64 },
    });
    const product = visualHierarchy.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta, navCta] } }),
    );
    expect(product.score).toBeCloseTo(0.8, 5);
    expect(product.findings[0]).toMatchObject({
      action: 'Improve CTA',
      target: { elementId: navCta.id },
    });
    expect(product.findings[0]!.problem).toContain("CTA 'Sign up' carries more visual weight");
  });

  it('is not applicable without a headline', () => {
    expect(
      visualHierarchy.run(
        makeFacts({
          desktop: { texts: [text({ rect: { x: 0, y: 2000, width: 10, height: 10 } })] },
        }),
      ).score,
    ).toBeNull();
  });
});
