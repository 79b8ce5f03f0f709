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

/** A hero long enough to be read as prose (about 110 words), plain or with the given body. */
function longHero(body?: string) {
  return goodHero({
    body: {
      text:
        body ??
        'Over 20,000 designers, writers and developers use Acme to keep their cash flow healthy. Set up takes two minutes and your first ten invoices are free. You add a client once. Acme fills in the rest. When a bill is late, we send a kind note for you, and then a second one. Your client pays by card or bank in one tap. The money lands in your account the next day. You see who paid and who did not on one page. No more lists, no more chasing, and no more awkward calls at the end of the month.',
      rect: { x: 120, y: 380, width: 560, height: 260 },
    },
  });
}

describe('hero-readability', () => {
  it('passes plain hero copy', () => {
    const product = heroReadability.run(makeFacts({ desktop: { texts: heroTextsOf(longHero()) } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details!['fleschReadingEase'] as number).toBeGreaterThanOrEqual(50);
  });

  it('flags dense jargon and quotes the hardest sentence', () => {
    const hard =
      'Our comprehensive enterprise-grade interoperability infrastructure facilitates organizational digitalization through configurable, standardized integration methodologies. We also offer support. Heterogeneous operational environments necessitate sophisticated orchestration capabilities, encompassing automated provisioning, continuous compliance verification, and multidimensional observability across distributed architectures. Consequently, institutional stakeholders experience accelerated modernization trajectories, diminished operational expenditure, and substantially enhanced organizational resilience. Additionally, our professional services organization provides individualized implementation consultancy, comprehensive documentation, and prioritized escalation procedures for mission-critical deployments throughout every contractual engagement period. Furthermore, quantifiable performance indicators substantiate measurable organizational transformation.';
    const hero = goodHero({ body: { text: hard } });
    const product = heroReadability.run(makeFacts({ desktop: { texts: heroTextsOf(hero) } }));
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
    // A headline and two lines are scanned, not read: too few words for the formula, however
    // long the words they use ("refrigerators" costs as much as jargon there).
    const short = heroReadability.run(
      makeFacts({
        desktop: {
          texts: heroTextsOf(
            goodHero({
              body: {
                text: 'Our licensed technicians fix washers, dryers, refrigerators, dishwashers, ovens, and ranges, quickly and correctly.',
              },
            }),
          ),
        },
      }),
    );
    expect(short.score).toBeNull();
    expect(short.notApplicableReason).toMatch(
      /^Only \d+ words of hero copy: scanned rather than read, and too few for Flesch reading ease, which needs a sample of about 100 words\.$/,
    );
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
      makeFacts({ desktop: { texts: heroTextsOf(longHero()) }, meta: { lang: 'fr' } }),
    );
    expect(product.score).not.toBeNull();
  });
});
