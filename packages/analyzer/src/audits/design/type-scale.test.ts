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
      'Visible text uses 12 font sizes (11, 12, 13, 14, 15, 16, 18, 20, 24, 32, 48, 64 px); a modular scale needs about 6.',
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

  it('scores 8 sizes halfway', () => {
    expect(
      typeScale.run(makeFacts({ desktop: { texts: sized([12, 14, 16, 20, 24, 32, 40, 56]) } }))
        .score,
    ).toBe(0.5);
  });

  it('is not applicable without text', () => {
    expect(typeScale.run(makeFacts()).score).toBeNull();
  });
});
