import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { headlineLength } from './headline-length.js';
import { headlinePresent } from './headline-present.js';
import { headlineSpecificity } from './headline-specificity.js';
import { subheadline } from './subheadline.js';

describe('headline-present', () => {
  it('passes a large h1 that is above the fold on desktop and mobile', () => {
    const hero = goodHero();
    const mobileHeadline = text({
      ...hero.headline,
      id: 'm-h',
      rect: { x: 16, y: 120, width: 358, height: 160 },
    });
    const product = headlinePresent.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero) }, mobile: { texts: [mobileHeadline] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ isH1: true, bodyFontSize: 16, prominenceRatio: 3 });
  });

  it('reports a Missing headline when the first screen has no text', () => {
    const below = text({
      text: 'Far down the page',
      rect: { x: 0, y: 1500, width: 400, height: 30 },
    });
    const product = headlinePresent.run(makeFacts({ desktop: { texts: [below] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]).toMatchObject({
      usercategory: 'Missing',
      component: 'Hero headline',
    });
    expect(product.findings[0]!.target).toBeUndefined();
  });

  it('flags a headline barely larger than body text, pointing at it on desktop', () => {
    const hero = goodHero({
      headline: { tag: 'div', fontSize: 18, text: 'Invoicing for freelancers' },
    });
    const mobile = text({
      ...hero.headline,
      id: 'm-h',
      rect: { x: 16, y: 100, width: 358, height: 30 },
    });
    const product = headlinePresent.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero) }, mobile: { texts: [mobile] } }),
    );
    // 18px headline over 20px sub-headline: the sub-headline becomes "the headline" and is only 1.25× body.
    expect(product.score).toBeCloseTo(0.75 * 0.4 + 0.25, 5);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Incomplete');
    expect(f.problem).toContain('it needs at least 1.5× to stand out');
    expect(f.target).toMatchObject({ viewport: 'desktop' });
  });

  it('reports a Missing headline when the most prominent text is set like the body copy', () => {
    // Only a site header on the first screen: a brand name and links, all at the body size.
    const brand = text({
      id: 'brand',
      tag: 'span',
      text: 'Northwind Renovations',
      fontSize: 11,
      region: 'header',
      rect: { x: 24, y: 30, width: 160, height: 14 },
    });
    const note = text({
      id: 'note',
      tag: 'p',
      text: 'Call us on weekdays from nine to five',
      fontSize: 11,
      rect: { x: 24, y: 60, width: 260, height: 14 },
    });
    const facts = makeFacts({
      desktop: { texts: [brand, note] },
      mobile: { texts: [brand, note] },
    });
    const product = headlinePresent.run(facts);
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      usercategory: 'Missing',
      component: 'Hero headline',
    });
    expect(product.findings[0]!.problem).toContain(
      'Nothing on the first screen stands out as a headline',
    );
    expect(product.details).toMatchObject({ prominenceRatio: 1 });
    // Nor is that text judged as a headline elsewhere: the audits of the headline's wording,
    // length and sub-headline leave it to this one.
    for (const audit of [headlineSpecificity, headlineLength, subheadline]) {
      expect(audit.run(facts), audit.meta.id).toMatchObject({
        score: null,
        missingChargedTo: 'headline-present',
      });
    }
  });

  it('flags a mobile headline pushed below the fold', () => {
    const hero = goodHero();
    const mobile = text({
      ...hero.headline,
      id: 'm-h',
      rect: { x: 16, y: 980, width: 358, height: 160 },
      aboveFold: false,
    });
    const product = headlinePresent.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero) }, mobile: { texts: [mobile] } }),
    );
    expect(product.score).toBeCloseTo(0.75 + 0.25 * 0.2, 5);
    expect(product.findings[0]).toMatchObject({
      component: 'Hero headline (mobile)',
      usercategory: 'Incomplete',
      target: { viewport: 'mobile', elementId: 'm-h' },
    });
    expect(product.findings[0]!.problem).toContain('starts at 980px, below the 844px fold');
  });

  it('scores an invisible headline (white on a white it is sure of) as no headline', () => {
    const hero = goodHero({
      headline: { color: '#ffffff', backgroundColor: '#fcfcfc', backgroundUncertain: false },
    });
    const product = headlinePresent.run(makeFacts({ desktop: { texts: heroTextsOf(hero) } }));
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      action: 'Update colors',
      usercategory: 'Incomplete',
    });
    expect(product.findings[0]!.problem).toContain(
      'is #ffffff on #fcfcfc (1:1), all but invisible',
    );
    // Over an image the background is a guess: the headline may well be readable.
    const overPhoto = goodHero({
      headline: { color: '#ffffff', backgroundColor: '#ffffff', backgroundUncertain: true },
    });
    const guessed = headlinePresent.run(makeFacts({ desktop: { texts: heroTextsOf(overPhoto) } }));
    expect(guessed.details).not.toHaveProperty('contrast');
  });

  it('scores a placeholder headline as no headline', () => {
    const h = goodHero({ headline: { text: 'WELCOME TO Lorem Ipsum Lorem Ipsum' } });
    const product = headlinePresent.run(
      makeFacts({ desktop: { texts: heroTextsOf(h) }, mobile: { texts: heroTextsOf(h) } }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toContain('is placeholder copy');
  });
});
