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

  it('flags 16 sizes, listing them and pointing at the rarest and the near-duplicates', () => {
    const texts = sized([48, 32, 24, 20, 18, 16, 15, 14, 13, 12, 11, 64, 72, 96, 40, 28]);
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toContain(
      "Visible text uses 16 font sizes (11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 40, 48, 64, 72, 96 px); a landing page's type scale needs about 11.",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: texts[0]!.id });
    // 13–16 px sit within 8% of a more used neighbour; 11 → 12 is one of Material 3's own steps.
    expect(product.details).toMatchObject({ nearDuplicates: [14, 15, 16] });
    expect(product.findings.length).toBe(4);
    for (const f of product.findings.slice(1)) expect(f.problem).toContain('within 8%');
  });

  it('ignores lone glyphs such as a close button', () => {
    const texts = [...sized([14, 16, 20, 32, 48, 64]), text({ text: '×', fontSize: 22 })];
    expect(typeScale.run(makeFacts({ desktop: { texts } })).details).toMatchObject({
      distinctSizes: 6,
    });
  });

  it("accepts Material 3's own 11 sizes and scores 14 sizes at 0.4", () => {
    const m3 = typeScale.run(
      makeFacts({ desktop: { texts: sized([11, 12, 14, 16, 22, 24, 28, 32, 36, 45, 57]) } }),
    );
    expect(m3.score).toBe(1);
    expect(m3.findings).toEqual([]);
    expect(
      typeScale.run(
        makeFacts({
          desktop: { texts: sized([11, 12, 14, 16, 22, 24, 28, 32, 36, 45, 57, 64, 72, 96]) },
        }),
      ).score,
    ).toBe(0.4);
  });

  it('takes points off for a size within 8% of a more common one, and says which', () => {
    // 'Features' at 15px among plenty of 14px and 16px text.
    const texts = [
      ...sized([14, 16, 20, 36, 56]),
      text({ text: 'Body copy in sixteen pixels, the most common size here', fontSize: 16 }),
      text({ text: 'Features', fontSize: 15 }),
    ];
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0.9);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Features' is set at 15px, within 8% of a more common size; merge the two steps.",
    ]);
  });

  it('is not applicable without text', () => {
    expect(typeScale.run(makeFacts()).score).toBeNull();
  });
});
