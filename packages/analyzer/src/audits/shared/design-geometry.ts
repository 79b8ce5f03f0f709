import type { Rect } from '@heroscope/schema';

/** Rectangle maths for layout audits: gaps, unions, coverage and axis clusters. */

/** Empty space between two boxes along x and y (negative when they overlap on that axis). */
export function gaps(a: Rect, b: Rect): { x: number; y: number } {
  return {
    x: Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width),
    y: Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height),
  };
}

export function unionRect(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

export function contains(outer: Rect, inner: Rect, tolerance = 1): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

/**
 * Share of `frame` covered by the union of `rects`, measured on a grid of `cell` px so that
 * overlapping boxes count once.
 */
export function coverage(rects: readonly Rect[], frame: Rect, cell = 8): number {
  const cols = Math.ceil(frame.width / cell);
  const rows = Math.ceil(frame.height / cell);
  if (cols <= 0 || rows <= 0) return 0;
  const covered = new Uint8Array(cols * rows);
  for (const r of rects) {
    const c0 = Math.max(0, Math.floor((r.x - frame.x) / cell));
    const c1 = Math.min(cols, Math.ceil((r.x + r.width - frame.x) / cell));
    const r0 = Math.max(0, Math.floor((r.y - frame.y) / cell));
    const r1 = Math.min(rows, Math.ceil((r.y + r.height - frame.y) / cell));
    for (let row = r0; row < r1; row++)
      covered.fill(1, row * cols + c0, row * cols + Math.max(c0, c1));
  }
  let n = 0;
  for (const v of covered) n += v;
  return n / (cols * rows);
}

/** Groups of values where each value lies within `tolerance` of its neighbour, in ascending order. */
export function clusterValues(values: readonly number[], tolerance: number): number[][] {
  const sorted = [...values].sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const v of sorted) {
    const last = clusters[clusters.length - 1];
    if (last && v - last[last.length - 1]! <= tolerance) last.push(v);
    else clusters.push([v]);
  }
  return clusters;
}

/** Share of the first viewport from which a fixed layer is a pop-up over the page, not chrome. */
const MODAL_COVERAGE = 0.25;

/**
 * True when the box sits inside a dialog or a large fixed layer shown over the page on load:
 * its content is not part of the page's own layout.
 */
export function insideModalOverlay(
  overlays: readonly { rect: Rect; kind: string; viewportCoverage: number }[],
  rect: Rect,
): boolean {
  return overlays.some(
    (o) =>
      (o.kind === 'dialog' || o.viewportCoverage >= MODAL_COVERAGE) && contains(o.rect, rect, 2),
  );
}
