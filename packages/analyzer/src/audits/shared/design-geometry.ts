import type { Rect } from '@heroscope/schema';

/** Layout measures for design audits: how much of a frame boxes cover, and axis clusters. */

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
