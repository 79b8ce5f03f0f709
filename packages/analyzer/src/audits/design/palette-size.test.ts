import { describe, expect, it } from 'vitest';
import { makeFacts, paintedColor } from '../shared/test-facts.js';
import { paletteSize } from './palette-size.js';

describe('palette-size', () => {
  it('passes a small palette and groups near-identical colours', () => {
    const paintedColors = [
      paintedColor({ color: '#ffffff', area: 600_000 }),
      paintedColor({ color: '#fdfdfd', area: 100_000 }),
      paintedColor({ color: '#111827', area: 200_000 }),
      paintedColor({ color: '#4f46e5', area: 80_000 }),
      paintedColor({ color: '#ff0000', area: 500 }),
    ];
    const product = paletteSize.run(makeFacts({ desktop: { paintedColors } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ distinctColors: 3 });
  });

  it('flags ten colours, listing them', () => {
    const colors = [
      '#ffffff',
      '#000000',
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffff00',
      '#ff00ff',
      '#00ffff',
      '#888888',
      '#ff8800',
    ];
    const paintedColors = colors.map((color, i) =>
      paintedColor({ color, area: 100_000 - i * 1000 }),
    );
    const product = paletteSize.run(makeFacts({ desktop: { paintedColors } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f).toMatchObject({
      component: 'Colour palette',
      action: 'Update colors',
      usercategory: 'Incomplete',
    });
    expect(f.problem).toMatch(/^The page paints 10 distinct colours \(#ffffff 10%, #000000 10%/);
  });

  it('scores 7 colours halfway', () => {
    const colors = ['#ffffff', '#000000', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#ff00ff'];
    const paintedColors = colors.map((color) => paintedColor({ color, area: 1000 }));
    expect(paletteSize.run(makeFacts({ desktop: { paintedColors } })).score).toBe(0.5);
  });

  it('is not applicable without painted colours', () => {
    expect(paletteSize.run(makeFacts()).score).toBeNull();
  });
});
