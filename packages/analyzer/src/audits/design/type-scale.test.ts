import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { typeScale } from './type-scale.js';

const sized = (sizes: number[]) =>
  sizes.map((fontSize, i) => text({ fontSize, text: 'x'.repeat(10 + i * 10) }));

describe('type-scale', () => {
  it('passes a scale of 5 sizes (sub-pixel differences round together)', () => {
    const product = typeScale.run(
      makeFacts({ desktop: { texts: sized([14, 16, 16.2, 20, 32, 48]) } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ distinctSizes: 5 });
  });

  it('flags 19 sizes, listing them and pointing at the rarest and the near-duplicates', () => {
    const texts = sized([
      48, 32, 24, 20, 18, 16, 15, 14, 13, 12, 11, 64, 72, 96, 40, 28, 46, 44, 30,
    ]);
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toContain(
      "The first screen sets text in 19 font sizes (11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 32, 40, 44, 46, 48, 64, 72, 96 px); a landing page's type scale needs about 13.",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: texts[0]!.id });
    // 44, 46 and 48 px sit within 5% of each other (the less used of each pair is named);
    // 13 → 14 → 15 → 16 px and 28 → 30 px are steps of Apple's and Tailwind's own scales.
    expect(product.details).toMatchObject({ nearDuplicates: [46, 48] });
    // 48 px, the rarest, is named once, by the finding on the count.
    expect(product.findings).toHaveLength(2);
    expect(product.findings[1]!.problem).toContain('is set at 46px, within 5%');
  });

  it('counts the sizes seen together on one screen, not those of the whole page', () => {
    // A long page: four sections of a screen each, five sizes apiece, 19 sizes in all.
    const sections = [
      [11, 13, 15, 18, 40],
      [12, 14, 16, 22, 48],
      [17, 20, 28, 56, 13],
      [19, 24, 32, 64, 72],
    ];
    const texts = sections.flatMap((section, i) =>
      section.map((fontSize, j) =>
        text({
          fontSize,
          text: 'x'.repeat(10 + j * 10),
          rect: { x: 100, y: i * 1200 + j * 60, width: 400, height: 40 },
        }),
      ),
    );
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.details).toMatchObject({ distinctSizes: 19, sizesOnBusiestScreen: 5 });
    expect(product.score).toBe(1);
    // The same 19 sizes crowded onto one screen are too many.
    const crowded = texts.map((t, i) => ({ ...t, rect: { ...t.rect, y: 100 + i * 30 } }));
    const onOneScreen = typeScale.run(makeFacts({ desktop: { texts: crowded } }));
    expect(onOneScreen.details).toMatchObject({ sizesOnBusiestScreen: 19 });
    expect(onOneScreen.score).toBe(0);
    expect(onOneScreen.findings[0]!.problem).toContain(
      'The first screen sets text in 19 font sizes',
    );
  });

  it('ignores lone glyphs such as a close button', () => {
    const texts = [...sized([14, 16, 20, 32, 48, 64]), text({ text: '×', fontSize: 22 })];
    expect(typeScale.run(makeFacts({ desktop: { texts } })).details).toMatchObject({
      distinctSizes: 6,
    });
  });

  it("accepts Material 3's 11 sizes and Tailwind's 13, and scores 16 sizes at 0.4", () => {
    const m3 = typeScale.run(
      makeFacts({ desktop: { texts: sized([11, 12, 14, 16, 22, 24, 28, 32, 36, 45, 57]) } }),
    );
    expect(m3.score).toBe(1);
    expect(m3.findings).toEqual([]);
    const tailwind = typeScale.run(
      makeFacts({
        desktop: { texts: sized([12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72, 96, 128]) },
      }),
    );
    expect(tailwind.score).toBe(1);
    expect(tailwind.findings).toEqual([]);
    expect(
      typeScale.run(
        makeFacts({
          desktop: {
            texts: sized([11, 12, 14, 16, 20, 24, 28, 32, 36, 45, 57, 64, 72, 96, 110, 128]),
          },
        }),
      ).score,
    ).toBe(0.4);
  });

  it('takes points off for a size within 5% of a more common one, and says which', () => {
    // 'Pricing' at 46px among section headings at 48px.
    const texts = [
      ...sized([14, 16, 20, 36, 56]),
      text({ text: 'Features that every team needs from day one', fontSize: 48 }),
      text({ text: 'Pricing', fontSize: 46 }),
    ];
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0.9);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Pricing' is set at 46px, within 5% of a more common size; merge the two steps.",
    ]);
  });

  it("leaves small sizes a pixel apart alone: Apple's scale steps 15, 16 and 17 px", () => {
    const texts = sized([11, 12, 13, 15, 16, 17, 20, 22, 28, 34]);
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('leaves two sizes a pixel apart alone at any size: whole pixels round one size two ways', () => {
    // 21 and 22 px (under 5% apart): a lead paragraph and a card title, or 21.4 and 21.6 px.
    const texts = [...sized([14, 16, 18, 32, 48]), ...sized([21, 22])];
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ nearDuplicates: [] });
  });

  it('is not applicable without text', () => {
    expect(typeScale.run(makeFacts()).score).toBeNull();
  });
});
