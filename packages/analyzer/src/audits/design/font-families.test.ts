import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { fontFamilies } from './font-families.js';

const t = (fontFamily: string, words = 'Some readable text', tag = 'p') =>
  text({ fontFamily, text: words, tag });

describe('font-families', () => {
  it('passes two families and ignores icon and code fonts', () => {
    const texts = [
      t('"Inter", sans-serif', 'A long paragraph of body copy'),
      t('Playfair Display, serif', 'Headline'),
      t('"Font Awesome 6 Free"', ''),
      t('Material Icons', 'menu'),
      t('JetBrains Mono, monospace', 'npm install acme'),
      t('Inter', 'const x = 1', 'code'),
    ];
    const product = fontFamilies.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ count: 2 });
  });

  it('flags five families, pointing at the least used first', () => {
    const lobster = t('Lobster, cursive', 'Sale!');
    const texts = [
      t('Inter', 'x'.repeat(400)),
      t('Roboto', 'y'.repeat(200)),
      t('Georgia', 'z'.repeat(100)),
      t('Montserrat', 'w'.repeat(50)),
      lobster,
    ];
    const product = fontFamilies.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBeCloseTo(0.25 ** 0.7, 3);
    expect(product.findings).toHaveLength(3);
    const f = product.findings[0]!;
    expect(f.component).toBe("Font 'Lobster'");
    expect(f.problem).toBe(
      "The page uses 5 font families; 'Lobster' sets only 1% of the text (e.g. 'Sale!'), next to 'Inter' and 'Roboto'.",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: lobster.id });
  });

  it('marks down a page mostly set in the browser default typeface: no typeface chosen', () => {
    const texts = [
      t('"Times New Roman"', 'Faça sua escolha entre os nossos hambúrgueres artesanais'),
      t('Times New Roman', 'Cardápio'),
      t('Arial', 'Entrar'),
    ];
    const product = fontFamilies.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0.3);
    expect(product.details).toMatchObject({ browserDefault: true, count: 2 });
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toMatch(
      /^\d+% of the text \(e\.g\. 'Faça sua escolha.*'\) is set in the browser's default typeface, Times New Roman: no typeface was chosen/,
    );
  });

  it('leaves a serif headline among text in a chosen typeface alone', () => {
    const texts = [t('Inter', 'x'.repeat(300)), t('Times New Roman', 'A headline')];
    const product = fontFamilies.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('is not applicable without text', () => {
    expect(fontFamilies.run(makeFacts()).score).toBeNull();
  });
});
