import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { textAboveFold } from './text-above-fold.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('text-above-fold', () => {
  it('passes a lean hero', () => {
    const product = textAboveFold.run(makeFacts({ desktop: { texts: heroTextsOf(goodHero()) } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ words: 51 });
  });

  it('ignores text below the fold and in the navigation', () => {
    const texts = [
      ...heroTextsOf(goodHero()),
      text({ text: words(200), rect: { x: 0, y: 1200, width: 600, height: 400 } }),
      text({ text: words(30), region: 'nav', rect: { x: 0, y: 0, width: 600, height: 30 } }),
    ];
    expect(textAboveFold.run(makeFacts({ desktop: { texts } })).score).toBe(1);
  });

  it('does not read the interface of a product pictured in HTML, set in tiny type', () => {
    // A mockup of the app beside the headline: sidebar labels and log lines at 8–10 px.
    const mockup = [0, 1, 2, 3, 4, 5].map((i) =>
      text({
        text: words(20),
        fontSize: i % 2 ? 8 : 10,
        rect: { x: 760, y: 150 + i * 30, width: 420, height: 24 },
      }),
    );
    const product = textAboveFold.run(
      makeFacts({ desktop: { texts: [...heroTextsOf(goodHero()), ...mockup] } }),
    );
    expect(product.details).toMatchObject({ words: 51 });
    expect(product.score).toBe(1);
  });

  it('flags a wall of text, pointing at the longest block', () => {
    const wall = text({ text: words(120), rect: { x: 120, y: 400, width: 1000, height: 300 } });
    const product = textAboveFold.run(
      makeFacts({ desktop: { texts: [goodHero().headline, text({ text: words(30) }), wall] } }),
    );
    expect(product.details).toMatchObject({ words: 161 });
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toMatch(
      /^The first screen holds 161 words in 3 text blocks \(the longest, 'word0 word1/,
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: wall.id });
  });

  it('scores 115 words halfway between the first finding (80) and a wall of text (150)', () => {
    const t = text({ text: words(115) });
    expect(textAboveFold.run(makeFacts({ desktop: { texts: [t] } })).score).toBeCloseTo(0.5, 5);
  });

  it('takes nothing off for a few words over the ideal, which it does not report', () => {
    const product = textAboveFold.run(
      makeFacts({ desktop: { texts: [text({ text: words(75) })] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('is not applicable without text above the fold', () => {
    expect(textAboveFold.run(makeFacts()).score).toBeNull();
  });
});
