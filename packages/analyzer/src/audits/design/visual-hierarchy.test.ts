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
    // ratio 1.25 → 0.0625 of the ratio part; the sub-headline at 18px competes (≥ 90%); the
    // headline's contrast (#111111 on white) is full.
    expect(product.score).toBeCloseTo((0.6 * 0.0625 + 0 + 0.2 + 0.3) / 1.3, 3);
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
    expect(product.score).toBeCloseTo(1.1 / 1.3, 3);
    expect(product.findings[0]).toMatchObject({
      action: 'Improve CTA',
      target: { elementId: navCta.id },
    });
    expect(product.findings[0]!.problem).toContain("CTA 'Sign up' carries more visual weight");
  });

  it('scores a first screen without a headline as having no hierarchy', () => {
    const product = visualHierarchy.run(
      makeFacts({
        desktop: { texts: [text({ rect: { x: 0, y: 2000, width: 10, height: 10 } })] },
      }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]).toMatchObject({ usercategory: 'Missing' });
    expect(product.findings[0]!.problem).toContain('no entry point');
  });

  it('flags a headline that fades into its background, on a known background only', () => {
    const pale = goodHero({ headline: { color: '#f8f8ff', backgroundColor: '#a8d2e7' } });
    const product = visualHierarchy.run(
      makeFacts({ desktop: { texts: heroTextsOf(pale), interactives: [pale.cta] } }),
    );
    // 1.5:1 is at the zero point: the contrast part (0.3) is lost.
    expect(product.score).toBeCloseTo(1 / 1.3, 2);
    const f = product.findings.find((x) => x.action === 'Update colors')!;
    expect(f.problem).toContain('#f8f8ff on #a8d2e7');
    const overPhoto = goodHero({
      headline: { color: '#f8f8ff', backgroundColor: '#a8d2e7', backgroundUncertain: true },
    });
    expect(
      visualHierarchy.run(
        makeFacts({ desktop: { texts: heroTextsOf(overPhoto), interactives: [overPhoto.cta] } }),
      ).score,
    ).toBe(1);
  });

  it('counts a first screen with no call to action as a hierarchy that leads nowhere', () => {
    const hero = goodHero();
    const product = visualHierarchy.run(makeFacts({ desktop: { texts: heroTextsOf(hero) } }));
    expect(product.score).toBeCloseTo(1.1 / 1.3, 3);
    expect(product.findings[0]).toMatchObject({ usercategory: 'Missing', action: 'Improve CTA' });
    expect(product.findings[0]!.problem).toContain('no next step');
  });

  it("does not take the headline's own lines, set one element per line, for rivals", () => {
    const line = (t: string, y: number) =>
      text({ tag: 'span', text: t, fontSize: 90, rect: { x: 120, y, width: 600, height: 100 } });
    const body = text({
      text: 'Millions of companies use it to accept payments online',
      rect: { x: 120, y: 420, width: 560, height: 30 },
    });
    const cta = interactive({ rect: { x: 120, y: 480, width: 180, height: 48 } });
    const product = visualHierarchy.run(
      makeFacts({
        desktop: {
          texts: [
            line('Financial', 100),
            line('infrastructure', 190),
            line('for the internet', 280),
            body,
          ],
          interactives: [cta],
        },
      }),
    );
    expect(product.details).toMatchObject({
      headline: 'Financial infrastructure for the internet',
      competingTexts: [],
    });
    expect(product.score).toBe(1);
  });
});
