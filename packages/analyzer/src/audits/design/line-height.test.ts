import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { lineHeight } from './line-height.js';

describe('line-height', () => {
  it('passes 1.5 body text and a 1.17 headline', () => {
    const product = lineHeight.run(makeFacts({ desktop: { texts: heroTextsOf(goodHero()) } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ checked: 3, outOfRange: 0 });
  });

  it('flags cramped body text', () => {
    const cramped = text({
      text: 'A paragraph whose lines nearly touch each other because its line height equals its size.',
      fontSize: 16,
      lineHeight: 20,
      rect: { x: 100, y: 1200, width: 400, height: 60 },
    });
    const product = lineHeight.run(makeFacts({ desktop: { texts: [cramped] } }));
    expect(product.score).toBeCloseTo(0.5, 3);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "'A paragraph whose lines nearly touch each other b…' is set at 16px with 20px line height (1.25×); body text reads best at 1.4–1.8×, so the lines crowd each other.",
    );
    expect(f).toMatchObject({
      component: 'Body text',
      target: { viewport: 'desktop', elementId: cramped.id },
    });
  });

  it('flags a loose multi-line heading', () => {
    const loose = text({
      tag: 'h2',
      text: 'A heading over two lines',
      fontSize: 40,
      lineHeight: 80,
      rect: { x: 0, y: 1000, width: 500, height: 160 },
    });
    const product = lineHeight.run(makeFacts({ desktop: { texts: [loose] } }));
    expect(product.findings[0]!.problem).toContain(
      'headings read best at 1–1.35×, so the lines drift apart',
    );
  });

  it('is not applicable without multi-line text', () => {
    expect(lineHeight.run(makeFacts({ desktop: { texts: [text()] } })).score).toBeNull();
  });

  it("sets 22px and larger text to the heading range, as Material 3's title sizes are", () => {
    // Material 3 title-large: 22px on a 28px line (1.27×), tighter than body text.
    const title = text({
      text: 'A two-line lead paragraph set large, on a line height a title would use.',
      fontSize: 22,
      lineHeight: 25.3,
      rect: { x: 100, y: 300, width: 500, height: 51 },
    });
    expect(lineHeight.run(makeFacts({ desktop: { texts: [title] } })).score).toBe(1);
  });

  it('names paragraphs set alike once: one CSS rule, one flaw, one fix', () => {
    const loose = (n: number) =>
      text({
        text: `Paragraph ${n} of a page whose body text sits on lines twice its size apart.`,
        fontSize: 16,
        lineHeight: 36,
        rect: { x: 100, y: 1000 + 200 * n, width: 400, height: 108 },
      });
    const cramped = text({
      text: 'A caption in another style whose lines nearly touch each other, set apart.',
      fontSize: 14,
      lineHeight: 15,
      rect: { x: 100, y: 3000, width: 400, height: 45 },
    });
    const product = lineHeight.run(
      makeFacts({ desktop: { texts: [loose(1), loose(2), loose(3), cramped] } }),
    );
    expect(product.findings).toHaveLength(2);
    const group = product.findings.find((f) => f.instances === 3)!;
    expect(group.problem).toMatch(/^'Paragraph 1 of a page.*2 more texts are set the same way\.$/);
    expect(product.details).toMatchObject({ outOfRange: 4, styles: 2 });
  });

  it('sets Chinese, Japanese and Korean body text to their looser range (JLREQ, CLREQ)', () => {
    const japanese = text({
      text: '起動のたびにフォルダを端から見て回る必要はありません。変更の記録を読むので、前回から変わったぶんだけで済みます。',
      fontSize: 16,
      lineHeight: 30,
      rect: { x: 100, y: 600, width: 400, height: 120 },
    });
    expect(lineHeight.run(makeFacts({ desktop: { texts: [japanese] } })).score).toBe(1);
    const cramped = { ...japanese, id: 't-jp-2', lineHeight: 21 };
    const product = lineHeight.run(makeFacts({ desktop: { texts: [cramped] } }));
    expect(product.score).toBeLessThan(1);
    expect(product.findings[0]!.problem).toContain(
      'Chinese, Japanese and Korean body text reads best at 1.5–2×',
    );
  });
});
