import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { form, interactive, makeFacts, overlay, text } from '../shared/test-facts.js';
import { gridAlignment } from './grid-alignment.js';

describe('grid-alignment', () => {
  it('passes a left-aligned hero whose elements share one left edge', () => {
    const hero = goodHero();
    const product = gridAlignment.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ mode: 'left-aligned', elements: 4, aligned: 4 });
  });

  it('passes a centred hero of different widths', () => {
    const c = (x: number, width: number, y: number, o = {}) => ({
      textAlign: 'center',
      rect: { x, y, width, height: 40 },
      ...o,
    });
    const hero = goodHero({
      headline: c(220, 1000, 160),
      subheadline: c(370, 700, 300),
      body: c(420, 600, 380),
      cta: { rect: { x: 630, y: 480, width: 180, height: 48 } },
    });
    const product = gridAlignment.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    expect(product.details).toMatchObject({ mode: 'centred' });
    expect(product.score).toBe(1);
  });

  it('points at a CTA a few pixels off the hero edge', () => {
    const hero = goodHero({ cta: { rect: { x: 132, y: 480, width: 180, height: 48 } } });
    const product = gridAlignment.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    expect(product.score).toBeCloseTo(0.75, 5);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The primary CTA 'Start free trial' sits 12px right of the hero's left edge at x=120; it lines up with no other hero element.",
    );
    expect(f).toMatchObject({
      usercategory: 'Incomplete',
      target: { viewport: 'desktop', elementId: hero.cta.id },
    });
    expect(f.lowConfidence).toBeUndefined();
  });

  it("leaves out a primary CTA in the navigation bar, which sits on the bar's grid", () => {
    const hero = goodHero();
    const navCta = interactive({
      text: 'Send feedback',
      region: 'nav',
      buttonLike: true,
      rect: { x: 1190, y: 18, width: 140, height: 36 },
    });
    const product = gridAlignment.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [navCta] } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ elements: 3, aligned: 3 });
  });

  it('aligns a CTA by the form it sits in, and ignores sections below the hero', () => {
    const hero = goodHero({ cta: { rect: { x: 440, y: 480, width: 160, height: 48 } } });
    const signup = form({ rect: { x: 120, y: 480, width: 480, height: 48 } });
    const features = text({
      text: 'Automatic reminders',
      rect: { x: 845, y: 820, width: 300, height: 28 },
    });
    const product = gridAlignment.run(
      makeFacts({
        desktop: {
          texts: [...heroTextsOf(hero), features],
          interactives: [hero.cta],
          forms: [signup],
        },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ elements: 4 });
  });

  it('aligns a centred pair of buttons as one row', () => {
    const c = (x: number, width: number, y: number) => ({
      textAlign: 'center',
      rect: { x, y, width, height: 40 },
    });
    const hero = goodHero({
      headline: c(220, 1000, 160),
      subheadline: c(370, 700, 300),
      body: c(420, 600, 380),
      cta: { rect: { x: 530, y: 480, width: 180, height: 48 } },
    });
    const secondary = interactive({
      text: 'Book a demo',
      rect: { x: 730, y: 480, width: 180, height: 48 },
    });
    const product = gridAlignment.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta, secondary] } }),
    );
    expect(product.score).toBe(1);
  });

  it('lines up an eyebrow by the rule it draws in front of its words', () => {
    const hero = goodHero();
    const eyebrow = text({
      text: 'PREMIUM DENTISTRY · LEEDS',
      fontSize: 11,
      rect: { x: 178, y: 110, width: 280, height: 12 },
    });
    const facts = (markLeft?: number) =>
      makeFacts({
        desktop: {
          texts: [...heroTextsOf(hero), { ...eyebrow, ...(markLeft ? { markLeft } : {}) }],
          interactives: [hero.cta],
        },
      });
    expect(gridAlignment.run(facts(120)).score).toBe(1);
    // Without the mark the words alone sit 58 px off the hero's edge.
    expect(gridAlignment.run(facts()).score).toBeLessThan(1);
  });

  it('allows for chip padding and accepts rows such as a logo strip', () => {
    const hero = goodHero();
    const chip = text({
      text: 'New: v2 is live',
      fontSize: 14,
      backgroundColor: '#eef2ff',
      rect: { x: 132, y: 110, width: 120, height: 20 },
    });
    const logos = ['ACME', 'Globex', 'Initech'].map((name, i) =>
      text({ text: name, rect: { x: 300 + i * 300, y: 600, width: 100, height: 24 } }),
    );
    const product = gridAlignment.run(
      makeFacts({
        desktop: { texts: [chip, ...heroTextsOf(hero), ...logos], interactives: [hero.cta] },
      }),
    );
    expect(product.details).toMatchObject({ elements: 8, aligned: 8 });
    expect(product.score).toBe(1);
  });

  it('leaves out a pop-up shown over the hero', () => {
    const hero = goodHero();
    const popup = overlay({ kind: 'dialog', rect: { x: 420, y: 200, width: 600, height: 400 } });
    const popupText = text({
      text: 'Subscribe to our newsletter',
      rect: { x: 470, y: 240, width: 400, height: 30 },
    });
    const product = gridAlignment.run(
      makeFacts({
        desktop: {
          texts: [...heroTextsOf(hero), popupText],
          interactives: [hero.cta],
          overlays: [popup],
        },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ elements: 4 });
  });

  it('is not applicable with fewer than three hero elements', () => {
    expect(gridAlignment.run(makeFacts({ desktop: { texts: [text()] } })).score).toBeNull();
  });
});
