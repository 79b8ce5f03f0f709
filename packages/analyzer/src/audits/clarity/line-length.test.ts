import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { lineLength } from './line-length.js';

const para = (chars: number, lines: number, width: number) =>
  text({
    text: 'x'.repeat(chars),
    lineHeight: 24,
    rect: { x: 120, y: 1200, width, height: 24 * lines },
  });

describe('line-length', () => {
  it('passes paragraphs of 45–75 characters per line', () => {
    const product = lineLength.run(makeFacts({ desktop: { texts: heroTextsOf(goodHero()) } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ paragraphs: 2, outOfRange: 0 });
  });

  it('flags a full-width paragraph with ~130 characters per line', () => {
    const wide = para(390, 3, 1200);
    const product = lineLength.run(makeFacts({ desktop: { texts: [wide] } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toContain('runs about 130 characters per line (1200px wide)');
    expect(f).toMatchObject({
      usercategory: 'Incomplete',
      target: { viewport: 'desktop', elementId: wide.id },
    });
  });

  it('estimates capped texts from their width', () => {
    const capped = para(500, 10, 1200);
    const product = lineLength.run(makeFacts({ desktop: { texts: [capped] } }));
    // 1200px / (0.5 × 16px) = 150 characters per line.
    expect(product.details).toMatchObject({ medianCharsPerLine: 150 });
    expect(product.findings[0]!.lowConfidence).toBe(true);
  });

  it('counts short lines as a milder fault', () => {
    const narrow = para(60, 5, 120); // 12 characters per line
    expect(lineLength.run(makeFacts({ desktop: { texts: [narrow] } })).score).toBeCloseTo(0.5, 5);
  });

  it('reads full lines from the line boxes, not the average with the short last line', () => {
    // 87 characters on lines of 43, 40 and 4 (337 px, 315 px and 29 px wide).
    const threeLines = text({
      text: 'x'.repeat(87),
      lineHeight: 28.8,
      fontSize: 18,
      rect: { x: 120, y: 1200, width: 337, height: 86.4 },
      lineWidthSum: 681,
    });
    const product = lineLength.run(makeFacts({ desktop: { texts: [threeLines] } }));
    expect(product.details).toMatchObject({ medianCharsPerLine: 43 });
    expect(product.findings).toEqual([]);
  });

  it('tolerates card columns of about 30 characters per line', () => {
    const card = para(96, 3, 260);
    expect(lineLength.run(makeFacts({ desktop: { texts: [card] } })).score).toBe(1);
  });

  it('is not applicable without multi-line body text', () => {
    const product = lineLength.run(makeFacts({ desktop: { texts: [goodHero().headline] } }));
    expect(product.score).toBeNull();
  });

  it('names the paragraphs of one too-wide column once: one max-width rule, one fix', () => {
    const at = (y: number, width: number) =>
      text({
        text: 'x'.repeat(390),
        lineHeight: 24,
        rect: { x: 120, y, width, height: 72 },
      });
    const product = lineLength.run(
      makeFacts({
        desktop: { texts: [at(1200, 1200), at(1400, 1203), at(1600, 1198), at(1800, 900)] },
      }),
    );
    expect(product.findings).toHaveLength(2);
    expect(product.findings[0]!).toMatchObject({ instances: 3 });
    expect(product.findings[0]!.problem).toMatch(/2 more paragraphs sit in the same column\.$/);
    expect(product.findings[1]!).toMatchObject({ instances: 1 });
    expect(product.details).toMatchObject({ outOfRange: 4, columns: 2 });
  });

  it('counts a Chinese, Japanese or Korean character as two Latin widths', () => {
    // 26 full-width characters a line: within 22–37, the measure of Japanese web text.
    const japanese = text({
      text: '起動のたびにフォルダを端から見て回る必要はありません。変更の記録を読むので、前回から変わったぶんだけで済みます。写真の一覧はすぐに開きます。',
      fontSize: 16,
      lineHeight: 28,
      rect: { x: 120, y: 1200, width: 416, height: 84 },
      lineWidthSum: 1120,
    });
    expect(lineLength.run(makeFacts({ desktop: { texts: [japanese] } })).findings).toEqual([]);
    // 13 a line: choppy, said in the reader's unit.
    const narrow = {
      ...japanese,
      id: 't-jp-narrow',
      rect: { ...japanese.rect, width: 208, height: 168 },
    };
    const product = lineLength.run(makeFacts({ desktop: { texts: [narrow] } }));
    expect(product.findings[0]!.problem).toContain('breaks every ~13 full-width characters');
  });
});
