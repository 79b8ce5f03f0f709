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
    expect(product.details).toMatchObject({ accent: '#4f46e5', surrounding: '#ffffff' });
  });

  it('flags a grey CTA that blends into the page', () => {
    const { cta, facts } = page('#eeeeee', 0.02);
    const product = accentColor.run(facts);
    expect(product.score).toBeLessThan(0.3);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toMatch(
      /^The primary CTA's colour #eeeeee differs little from what surrounds it \(#ffffff\) in lightness \(1\.\d:1\), colour or saturation/,
    );
    expect(product.findings[0]!.target).toMatchObject({ viewport: 'desktop', elementId: cta.id });
  });

  it('accepts a black button on white and a white button on a dark band of a white page', () => {
    // Lightness sets them apart as surely as a hue would; white covering most of the screen is
    // the page's neutral, not an accent used everywhere.
    expect(accentColor.run(page('#111111', 0.02).facts).score).toBe(1);
    expect(accentColor.run(page('#ffffff', 0.7, '#1f2937').facts)).toMatchObject({
      score: 1,
      findings: [],
    });
  });

  it('accepts a vivid fill whose lightness is close to the white around it', () => {
    // A green button on white is 2:1 in lightness: WCAG asks no 3:1 of a text button's fill
    // (Understanding SC 1.4.11), and its hue sets it apart.
    const product = accentColor.run(page('#25d366', 0.02).facts);
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ contrastWithSurrounding: 1.98 });
  });

  it('flags an accent that covers much of the first screen', () => {
    const { facts } = page('#4f46e5', 0.35, '#ffffff');
    const product = accentColor.run(facts);
    expect(product.findings.map((f) => f.problem).join(' ')).toContain(
      'covers 35% of the first screen',
    );
    expect(product.score).toBeLessThan(1);
  });

  it('accepts a saturated CTA on a page dominated by a grey of similar tone', () => {
    const cta = interactive({ backgroundColor: '#0f766e', surroundingColor: '#f8fafc' });
    const paintedColors = [
      paintedColor({ color: '#f8fafc', aboveFoldArea: 700_000 }),
      paintedColor({ color: '#6c727e', aboveFoldArea: 300_000 }),
      paintedColor({ color: '#0f766e', aboveFoldArea: 5_000, uses: ['button'] }),
    ];
    const product = accentColor.run(makeFacts({ desktop: { interactives: [cta], paintedColors } }));
    expect(product.score).toBe(1);
  });

  it('names a fill close to the band around the CTA (a blue button on a blue band)', () => {
    const { facts } = page('#3b82f6', 0.03, '#1d4ed8');
    const product = accentColor.run(facts);
    expect(product.findings[0]!.problem).toMatch(
      /^The primary CTA's colour #3b82f6 differs little from what surrounds it \(#1d4ed8\) in lightness \(1\.\d:1\), colour or saturation/,
    );
    expect(product.score).toBeLessThan(0.8);
  });

  it('reports an unfilled CTA once', () => {
    const { cta, facts } = page('#ffffff', 0);
    const product = accentColor.run(facts);
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "The primary CTA 'Start free trial' has no fill of its own (#ffffff on #ffffff); only its outline or text sets it apart, so it cannot carry an accent colour.",
    );
    expect(product.findings[0]!.target?.elementId).toBe(cta.id);
  });

  it('gives half credit to an outline button whose label and edge carry an accent hue', () => {
    const cta = interactive({
      backgroundColor: '#030304',
      surroundingColor: '#030304',
      color: '#ff0000',
    });
    const product = accentColor.run(makeFacts({ desktop: { interactives: [cta] } }));
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toBe(
      "The primary CTA 'Start free trial' has no fill of its own (#030304 on #030304): only its #ff0000 label and outline carry the accent, which draws the eye less than a filled button would.",
    );
    // A grey, white or pale tint label carries no accent: the button is set apart by lightness.
    const grey = interactive({
      backgroundColor: '#030304',
      surroundingColor: '#030304',
      color: '#ffffff',
    });
    expect(accentColor.run(makeFacts({ desktop: { interactives: [grey] } })).score).toBe(0);
    const tint = { ...grey, color: '#cfd3f5' };
    expect(accentColor.run(makeFacts({ desktop: { interactives: [tint] } })).score).toBe(0);
  });

  it('is not applicable without a CTA, which visual-hierarchy names as the missing next step', () => {
    expect(accentColor.run(makeFacts())).toMatchObject({
      score: null,
      missingChargedTo: 'visual-hierarchy',
    });
  });
});
