import { describe, expect, it } from 'vitest';
import { chroma, isChromatic, saturation } from './color.js';

describe('chroma', () => {
  it('stays low for near-black inks where HSL saturation reads high', () => {
    expect(saturation('#111827')).toBeGreaterThan(0.35);
    expect(chroma('#111827')).toBeCloseTo(22 / 255, 10);
    expect(isChromatic('#111827')).toBe(false);
  });

  it('is 0 for greys and 1 for a pure primary', () => {
    expect(chroma('#777777')).toBe(0);
    expect(chroma('#ff0000')).toBe(1);
  });

  it('tells brand hues from greys and tints', () => {
    for (const hue of ['#4f46e5', '#0f766e', '#10b981', '#f43f5e', '#fde68a']) {
      expect(isChromatic(hue), hue).toBe(true);
    }
    for (const neutral of ['#ffffff', '#f8fafc', '#1f2937', '#6c727e', '#000000']) {
      expect(isChromatic(neutral), neutral).toBe(false);
    }
  });
});
