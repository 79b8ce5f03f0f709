import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { image, interactive, makeFacts, text } from '../shared/test-facts.js';
import { whitespace } from './whitespace.js';

describe('whitespace', () => {
  it('passes an airy hero', () => {
    const hero = goodHero();
    const product = whitespace.run(
      makeFacts({
        desktop: { texts: heroTextsOf(hero), interactives: [hero.cta], images: [image()] },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    const density = product.details!['density'] as number;
    expect(density).toBeGreaterThan(0.1);
    expect(density).toBeLessThan(0.55);
  });

  it('flags a crammed first screen, pointing at the whole viewport', () => {
    const texts = Array.from({ length: 9 }, (_, row) =>
      Array.from({ length: 3 }, (_, col) =>
        text({
          text: `Block ${row}-${col}`,
          tag: `h${(col % 3) + 2}`,
          rect: { x: col * 480, y: row * 100, width: 470, height: 90 },
        }),
      ),
    ).flat();
    const product = whitespace.run(makeFacts({ desktop: { texts } }));
    expect(product.details!['density'] as number).toBeGreaterThan(0.85);
    const f = product.findings[0]!;
    expect(f.problem).toMatch(/^Text and elements cover \d+% of the first screen/);
    expect(f.target).toEqual({
      viewport: 'desktop',
      rect: { x: 0, y: 0, width: 1440, height: 900 },
    });
    expect(product.score).toBeLessThanOrEqual(0.3);
  });

  it('flags blocks of different kinds glued together', () => {
    const hero = goodHero({ subheadline: { rect: { x: 120, y: 275, width: 560, height: 60 } } });
    const product = whitespace.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta] } }),
    );
    const f = product.findings.find((x) => x.component === 'Spacing')!;
    expect(f.problem).toBe(
      "'Send invoices in a minute and…' and 'Acme is the invoicing tool fo…' are only 3px apart; at least 8px (more between groups) lets each read as its own block.",
    );
    expect(product.score).toBeCloseTo(1 - 0.3 * 0.2, 5);
  });

  it('names a control without words by where it goes or what it is, never as empty quotes', () => {
    const price = text({
      text: '$14 per quarter',
      tag: 'p',
      rect: { x: 800, y: 300, width: 200, height: 20 },
    });
    const pay = interactive({
      kind: 'button',
      text: '',
      accessibleName: '',
      rect: { x: 800, y: 322, width: 200, height: 36 },
    });
    const share = interactive({
      text: '',
      accessibleName: '',
      href: 'https://social.example/fictional-bakery',
      rect: { x: 1004, y: 300, width: 20, height: 20 },
    });
    const product = whitespace.run(
      makeFacts({ desktop: { texts: [price], interactives: [pay, share] } }),
    );
    const problems = product.findings
      .filter((f) => f.component === 'Spacing')
      .map((f) => f.problem);
    expect(problems).toEqual([
      expect.stringMatching(/^'\$14 per quarter' and an unlabelled button are only 2px apart/),
      expect.stringMatching(
        /^'\$14 per quarter' and the link to social\.example\/fictional-bakery are only 4px apart/,
      ),
    ]);
  });

  it('does not count plain menu links as crowded', () => {
    const hero = goodHero();
    const links = ['Home', 'About', 'Blog'].map((label, i) =>
      interactive({
        text: label,
        buttonLike: false,
        region: 'nav',
        rect: { x: 600 + i * 86, y: 20, width: 80, height: 32 },
      }),
    );
    const product = whitespace.run(
      makeFacts({ desktop: { texts: heroTextsOf(hero), interactives: [hero.cta, ...links] } }),
    );
    expect(product.details).toMatchObject({ crowdedPairs: 0 });
  });

  it("does not count the tight lines of a product's interface pictured in tiny type", () => {
    const hero = goodHero();
    // A mockup of the app: a label at 10 px over a log line at 8 px, 2 px apart.
    const mockup = [
      text({
        text: 'Session usage',
        tag: 'span',
        fontSize: 10,
        rect: { x: 800, y: 200, width: 120, height: 12 },
      }),
      text({
        text: '[09:14:02] 3 of 5 windows used',
        tag: 'div',
        fontSize: 8,
        rect: { x: 800, y: 214, width: 160, height: 10 },
      }),
    ];
    const product = whitespace.run(
      makeFacts({
        desktop: { texts: [...heroTextsOf(hero), ...mockup], interactives: [hero.cta] },
      }),
    );
    expect(product.details).toMatchObject({ crowdedPairs: 0 });
    // The same two lines at reading sizes are glued together.
    const read = mockup.map((t) => ({ ...t, fontSize: t.fontSize + 6 }));
    const glued = whitespace.run(
      makeFacts({ desktop: { texts: [...heroTextsOf(hero), ...read], interactives: [hero.cta] } }),
    );
    expect(glued.details).toMatchObject({ crowdedPairs: 1 });
  });

  it("does not count a rating's stars, one picture repeated in a row, as crowded", () => {
    const hero = goodHero();
    const star = (i: number, src = 'https://cdn.example.com/star.svg') =>
      image({ src, alt: '', rect: { x: 800 + i * 23, y: 420, width: 20, height: 20 } });
    const stars = [0, 1, 2, 3, 4].map((i) => star(i));
    const rated = whitespace.run(
      makeFacts({
        desktop: { texts: heroTextsOf(hero), interactives: [hero.cta], images: stars },
      }),
    );
    expect(rated.details).toMatchObject({ crowdedPairs: 0 });
    // Two different pictures as close are two blocks glued together.
    const mixed = [star(0), star(1, 'https://cdn.example.com/badge.svg')];
    const glued = whitespace.run(
      makeFacts({
        desktop: { texts: heroTextsOf(hero), interactives: [hero.cta], images: mixed },
      }),
    );
    expect(glued.details).toMatchObject({ crowdedPairs: 1 });
  });

  it('is not applicable when nothing is above the fold', () => {
    expect(whitespace.run(makeFacts()).score).toBeNull();
  });
});
