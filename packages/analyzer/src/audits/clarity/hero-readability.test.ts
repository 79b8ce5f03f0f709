import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { heroReadability } from './hero-readability.js';
import { countText, fleschReadingEase, syllables } from '../shared/clarity-text-metrics.js';

describe('flesch reading ease', () => {
  it('counts syllables and matches the textbook example', () => {
    expect(['cat', 'table', 'invoices', 'readability', 'the', 'simple'].map(syllables)).toEqual([
      1, 2, 3, 5, 1, 2,
    ]);
    // "The cat sat on the mat." — very easy.
    expect(fleschReadingEase(countText('The cat sat on the mat.'))).toBeGreaterThan(100);
  });
});

describe('hero-readability', () => {
  it('passes plain hero copy', () => {
    const product = heroReadability.run(makeFacts({ desktop: { texts: heroTextsOf(goodHero()) } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details!['fleschReadingEase'] as number).toBeGreaterThanOrEqual(50);
  });

  it('flags dense jargon and quotes the hardest sentence', () => {
    const hard =
      'Our comprehensive enterprise-grade interoperability infrastructure facilitates organizational digitalization through configurable, standardized integration methodologies. We also offer support.';
    const hero = goodHero({ body: { text: hard } });
    const product = heroReadability.run(
      makeFacts({ desktop: { texts: [hero.headline, hero.body] } }),
    );
    expect(product.score).toBeLessThan(0.5);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Incomplete');
    expect(f.problem).toMatch(
      /^The hero copy scores -?\d+ on Flesch reading ease \(aim for 50\+\)/,
    );
    expect(f.problem).toContain("the hardest sentence is 'Our comprehensive enterprise-grade");
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: hero.body.id });
  });

  it('is not applicable with too little copy or a non-English page', () => {
    const few = heroReadability.run(
      makeFacts({ desktop: { texts: [text({ text: 'Hello there friend' })] } }),
    );
    expect(few.score).toBeNull();
    const frenchCopy = [
      'Envoyez vos factures et soyez payé deux fois plus vite',
      'Pour les indépendants et les petites équipes qui veulent du temps pour leur métier.',
      'Nous relançons vos clients à votre place, avec des rappels polis et une page de paiement claire.',
    ].map((t, i) => text({ text: t, rect: { x: 100, y: 150 + i * 60, width: 700, height: 40 } }));
    const french = heroReadability.run(
      makeFacts({ desktop: { texts: frenchCopy }, meta: { lang: null } }),
    );
    expect(french.score).toBeNull();
    expect(french.notApplicableReason).toBe(
      'Flesch reading ease is defined for English; this page is in French.',
    );
  });

  it('judges English copy as English even when a template declares another language', () => {
    const product = heroReadability.run(
      makeFacts({ desktop: { texts: heroTextsOf(goodHero()) }, meta: { lang: 'fr' } }),
    );
    expect(product.score).not.toBeNull();
  });
});
