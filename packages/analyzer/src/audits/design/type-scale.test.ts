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

  it('flags 12 sizes, listing them and pointing at the rarest and the near-duplicates', () => {
    const texts = sized([48, 32, 24, 20, 18, 16, 15, 14, 13, 12, 11, 64]);
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toContain(
      "Visible text uses 12 font sizes (11, 12, 13, 14, 15, 16, 18, 20, 24, 32, 48, 64 px); a landing page's type scale needs about 8.",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: texts[0]!.id });
    expect(product.findings.length).toBeLessThanOrEqual(4);
    expect(product.findings[product.findings.length - 1]!.problem).toMatch(/\(and \d+ more\)$/);
  });

  it('ignores lone glyphs such as a close button', () => {
    const texts = [...sized([14, 16, 20, 32, 48, 64]), text({ text: '×', fontSize: 22 })];
    expect(typeScale.run(makeFacts({ desktop: { texts } })).details).toMatchObject({
      distinctSizes: 6,
    });
  });

  it('accepts 8 clearly different sizes and scores 10 halfway', () => {
    const eight = typeScale.run(
      makeFacts({ desktop: { texts: sized([12, 14, 16, 20, 24, 32, 40, 56]) } }),
    );
    expect(eight.score).toBe(1);
    expect(eight.findings).toEqual([]);
    expect(
      typeScale.run(
        makeFacts({ desktop: { texts: sized([12, 14, 16, 20, 24, 32, 40, 56, 64, 72]) } }),
      ).score,
    ).toBe(0.5);
  });

  it('takes points off for a size within 1px of a more common one, and says which', () => {
    // 'Features' at 15px among plenty of 14px and 16px text.
    const texts = [
      ...sized([14, 16, 20, 36, 56]),
      text({ text: 'Body copy in sixteen pixels, the most common size here', fontSize: 16 }),
      text({ text: 'Features', fontSize: 15 }),
    ];
    const product = typeScale.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0.9);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Features' is set at 15px, within 1px of a more common size; merge the two steps.",
    ]);
  });

  it('is not applicable without text', () => {
    expect(typeScale.run(makeFacts()).score).toBeNull();
  });
});
