/** Colour maths for contrast (WCAG 2.2 relative luminance) and palette grouping. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return {
    r: parseInt(h.slice(0, 2), 16),
    g: parseInt(h.slice(2, 4), 16),
    b: parseInt(h.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (n: number) =>
    Math.round(Math.max(0, Math.min(255, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG "large text": ≥ 24px, or ≥ 18.66px (14pt) and bold. */
export function isLargeText(fontSize: number, fontWeight: number): boolean {
  return fontSize >= 24 || (fontSize >= 18.66 && fontWeight >= 700);
}

/** Euclidean distance in RGB, 0..441; under ~30 reads as "the same colour". */
export function colorDistance(a: string, b: string): number {
  return rgbDistance(parseHex(a), parseHex(b));
}

/** colorDistance of colours already read (a capture's pixels). */
export function rgbDistance(x: Rgb, y: Rgb): number {
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
}

/** HSL saturation 0..1, to tell accents from neutrals. */
export function saturation(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  if (max === min) return 0;
  return l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
}

/**
 * Colourfulness 0..1: the spread between the strongest and weakest channel. Unlike HSL saturation,
 * which reads near-blacks and near-whites as saturated (#111827 ≈ 0.39), it stays low for them
 * (#111827 ≈ 0.09), so it tells an accent hue from an ink or a tint.
 */
export function chroma(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}

/** Chroma from which a colour reads as a hue rather than a grey, an ink or a paper tint. */
export const CHROMATIC_MIN_CHROMA = 0.2;

/** A real hue, usable as a brand or accent colour. */
export function isChromatic(hex: string): boolean {
  return chroma(hex) >= CHROMATIC_MIN_CHROMA;
}
