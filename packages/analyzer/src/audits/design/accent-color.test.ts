import { describe, expect, it } from 'vitest';
import { interactive, makeFacts, paintedColor } from '../shared/test-facts.js';
import { accentColor } from './accent-color.js';

const page = (ctaColor: string, ctaShare: number, surrounding = '#ffffff') => {
  const cta = interactive({ backgroundColor: ctaColor, surroundingColor: surrounding });
  const paintedColors = [
    paintedColor({ color: '#ffffff', aboveFoldArea: 700_000 }),
    paintedColor({ color: '#111827', aboveFoldArea: 200_000, uses: ['text'] }),
    paintedColor({
      color: ctaColor,
      aboveFoldArea: ((ctaShare * 1_000_000) / (1 - ctaShare)) * 0.9,
      uses: ['button'],
    }),
  ];
  return { cta, facts: makeFacts({ desktop: { interactives: [cta], paintedColors } }) };
};

describe('accent-color', () => {
  it('passes a saturated indigo CTA used sparingly on a white and ink page', () => {
    const { facts } = page('#4f46e5', 0.03);
    const product = accentColor.run(facts);
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ accent: '#4f46e5', dominantColors: ['#ffffff'] });
  });

  it('flags a grey CTA that blends into the page', () => {
    const { cta, facts } = page('#eeeeee', 0.02);
    const product = accentColor.run(facts);
    expect(product.score).toBeLessThan(0.3);
    const distinct = product.findings.find((f) => f.problem.includes('close to the page'))!;
    expect(distinct.problem).toContain(
      "The primary CTA's colour #eeeeee is close to the page's main colours (#ffffff",
    );
    expect(distinct.target).toMatchObject({ viewport: 'desktop', elementId: cta.id });
    const grey = product.findings.find((f) => f.problem.includes('grey tone'))!;
    expect(grey.lowConfidence).toBe(true);
  });

  it('flags an accent that covers much of the first screen', () => {
    const { facts } = page('#4f46e5', 0.35, '#ffffff');
    const product = accentColor.run(facts);
    expect(product.findings.map((f) => f.problem).join(' ')).toContain(
      'covers 35% of the first screen',
    );
    expect(product.score).toBeLessThan(1);
  });

  it('is not applicable without a CTA', () => {
    expect(accentColor.run(makeFacts()).score).toBeNull();
  });
});
