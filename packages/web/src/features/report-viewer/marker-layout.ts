/** A marker as the report gives it: percent of the screenshot, not always within 0–100. */
export interface MarkerPoint {
  id: string;
  x: number;
  y: number;
}

/** Where a marker's badge is drawn: its centre, in percent of the screenshot. */
export interface PlacedMarker {
  id: string;
  x: number;
  y: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** Badge diameter in CSS pixels (a smaller one on a screenshot drawn phone-narrow). */
export const MARKER_SIZE = 28;
// WCAG 2.2's minimum target size (2.5.8): 24 × 24 CSS px, also on a phone.
export const SMALL_MARKER_SIZE = 24;
const SPACING = 4;

/** The badge size for a screenshot drawn this wide: full size would bury a phone-sized one. */
export function markerSizeFor(frameWidth: number): number {
  return frameWidth < 560 ? SMALL_MARKER_SIZE : MARKER_SIZE;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Centres each badge on its point (the engine already puts the point beside the element it names,
 * clear of its text), clamps it into the screenshot, and moves a badge that would overlap one
 * already placed down, or up at the bottom edge, until it is clear; a badge never sticks out of
 * the screenshot. The engine pins several findings on the same element, so identical points are
 * common. Sizes are in rendered pixels: how much two points may share depends on how large the
 * screenshot is drawn.
 */
export function layoutMarkers(
  points: readonly MarkerPoint[],
  frame: FrameSize,
  size: number = MARKER_SIZE,
): PlacedMarker[] {
  const { width, height } = frame;
  if (width <= 0 || height <= 0) return [];
  const step = size + SPACING;
  const inside = (value: number, limit: number) =>
    Math.min(limit - size / 2, Math.max(size / 2, value));
  const placed: Array<{ x: number; y: number }> = [];
  const clear = (x: number, y: number) =>
    !placed.some((other) => Math.abs(x - other.x) < step && Math.abs(y - other.y) < step);
  // Walks from the point one badge at a time; undefined if it reaches the edge first.
  const walk = (x: number, from: number, direction: number): number | undefined => {
    for (let y = from; ; y += direction * step) {
      const kept = inside(y, height);
      if (clear(x, kept)) return kept;
      if (kept !== y) return undefined;
    }
  };
  return points.map((point) => {
    const x = inside((clampPercent(point.x) / 100) * width, width);
    const start = inside((clampPercent(point.y) / 100) * height, height);
    const direction = start + step * 3 > height ? -1 : 1;
    // A full column falls back to the other way, and a full screenshot to the point itself.
    const y = walk(x, start, direction) ?? walk(x, start, -direction) ?? start;
    placed.push({ x, y });
    return { id: point.id, x: (x / width) * 100, y: (y / height) * 100 };
  });
}
