/** A marker as the report gives it: percent of the screenshot, not always within 0–100. */
export interface MarkerPoint {
  id: string;
  x: number;
  y: number;
}

/** Where a marker is drawn: its anchor in percent and the side of the anchor its badge sits on. */
export interface PlacedMarker {
  id: string;
  x: number;
  y: number;
  side: 'right' | 'left';
}

export interface FrameSize {
  width: number;
  height: number;
}

/** Badge diameter (a smaller one on a screenshot drawn phone-narrow) and its gap to the point, in CSS pixels. */
export const MARKER_SIZE = 28;
// WCAG 2.2's minimum target size (2.5.8): 24 × 24 CSS px, also on a phone.
export const SMALL_MARKER_SIZE = 24;
export const MARKER_OFFSET = 6;
const SPACING = 4;

/** The badge size for a screenshot drawn this wide: full size would bury a phone-sized one. */
export function markerSizeFor(frameWidth: number): number {
  return frameWidth < 560 ? SMALL_MARKER_SIZE : MARKER_SIZE;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

interface Box {
  left: number;
  top: number;
}

/**
 * Clamps markers into the screenshot, puts each badge beside its point (so it does not cover the
 * element it names; on the left near the right edge) and moves a badge that would overlap one
 * already placed down, or up at the bottom edge, until it is clear; a badge never sticks out
 * above or below the screenshot. The engine pins several findings on the same element, so
 * identical points are common. Sizes are in rendered pixels: how much two points may share
 * depends on how large the screenshot is drawn.
 */
export function layoutMarkers(
  points: readonly MarkerPoint[],
  frame: FrameSize,
  size: number = MARKER_SIZE,
): PlacedMarker[] {
  const { width, height } = frame;
  if (width <= 0 || height <= 0) return [];
  const step = size + SPACING;
  const overlaps = (a: Box, b: Box) =>
    Math.abs(a.left - b.left) < step && Math.abs(a.top - b.top) < step;
  const keepInside = (y: number) => Math.min(height - size / 2, Math.max(size / 2, y));
  const placed: Box[] = [];
  const clear = (left: number, y: number) =>
    !placed.some((other) => overlaps({ left, top: y - size / 2 }, other));
  // Walks from the point one badge at a time; undefined if it reaches the edge first.
  const walk = (left: number, from: number, direction: number): number | undefined => {
    for (let y = from; ; y += direction * step) {
      const inside = keepInside(y);
      if (clear(left, inside)) return inside;
      if (inside !== y) return undefined;
    }
  };
  return points.map((point) => {
    const ax = (clampPercent(point.x) / 100) * width;
    const start = keepInside((clampPercent(point.y) / 100) * height);
    const side = ax + MARKER_OFFSET + size > width ? 'left' : 'right';
    const left = side === 'right' ? ax + MARKER_OFFSET : ax - MARKER_OFFSET - size;
    const direction = start + step * 3 > height ? -1 : 1;
    // A full column falls back to the other way, and a full screenshot to the point itself.
    const ay = walk(left, start, direction) ?? walk(left, start, -direction) ?? start;
    placed.push({ left, top: ay - size / 2 });
    return { id: point.id, x: (ax / width) * 100, y: (ay / height) * 100, side };
  });
}
