/**
 * Layout shift as a layout diff, the same every run. The browser's own CLS depends on timing: a
 * picture without reserved space that arrives before the first paint moves nothing, one that
 * arrives a frame later moves the whole first screen (the same page gave 0 one run and 0.30 the
 * next). So the phone load holds pictures and web fonts until the document is parsed and laid
 * out, as a slow connection does (the condition Lighthouse simulates), records where everything
 * on the first screen sits, lets them in, and compares with the settled page: one jump from the
 * first paint to the settled layout, scored as Chromium scores a frame's shift (impact fraction ×
 * distance fraction).
 *
 * The two in-page functions are serialised into the page, so they are self-contained.
 */

export const LAYOUT_SNAPSHOT_KEY = '__heroscopeLayoutSnapshot';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutMoves {
  viewport: { width: number; height: number };
  /** Elements of the first snapshot's first screen that moved: where they were, where they are. */
  moves: Array<{ before: Box; after: Box }>;
}

/**
 * In-page: records the layout box of every rendered element on the first screen. Positions are
 * layout positions (offsetLeft/offsetTop up the offsetParent chain), which leave transforms out:
 * the browser does not count a transform (a slider, a hover lift) as a layout shift either.
 */
export async function snapshotFirstScreen(key: string): Promise<number> {
  // The first frame: Chromium renders none before the head's stylesheets have arrived, and
  // DOMContentLoaded can come before them on a page without scripts.
  for (let i = 0; i < 2; i++)
    await Promise.race([
      new Promise((r) => requestAnimationFrame(r)),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
  const MAX = 4000;
  const boxOf = (el: HTMLElement) => {
    let x = 0;
    let y = 0;
    for (let cur: HTMLElement | null = el; cur; cur = cur.offsetParent as HTMLElement | null) {
      x += cur.offsetLeft;
      y += cur.offsetTop;
    }
    return { x, y, width: el.offsetWidth, height: el.offsetHeight };
  };
  const width = innerWidth;
  const height = innerHeight;
  const entries: Array<{ el: HTMLElement; box: ReturnType<typeof boxOf> }> = [];
  for (const el of Array.from(document.body?.querySelectorAll('*') ?? [])) {
    if (entries.length >= MAX) break;
    if (!(el instanceof HTMLElement)) continue;
    const box = boxOf(el);
    if (box.width <= 0 || box.height <= 0) continue;
    if (box.x >= width || box.y >= height || box.x + box.width <= 0 || box.y + box.height <= 0)
      continue;
    if (getComputedStyle(el).visibility !== 'visible') continue;
    entries.push({ el, box });
  }
  Object.defineProperty(window, key, {
    value: { entries, boxOf },
    configurable: true,
    enumerable: false,
  });
  return entries.length;
}

/** In-page: where the snapshot's elements are now, for those that moved by `minMove` or more. */
export function readLayoutMoves(args: { key: string; minMove: number }): LayoutMoves | null {
  const snap = (window as unknown as Record<string, unknown>)[args.key] as
    | {
        entries: Array<{ el: HTMLElement; box: Box }>;
        boxOf: (el: HTMLElement) => Box;
      }
    | undefined;
  if (!snap) return null;
  const moves: LayoutMoves['moves'] = [];
  for (const { el, box } of snap.entries) {
    // Gone or hidden since: the browser counts no shift for what it no longer paints.
    if (!el.isConnected) continue;
    const after = snap.boxOf(el);
    if (after.width <= 0 || after.height <= 0) continue;
    if (getComputedStyle(el).visibility !== 'visible') continue;
    if (Math.abs(after.x - box.x) < args.minMove && Math.abs(after.y - box.y) < args.minMove)
      continue;
    moves.push({ before: box, after });
  }
  return { viewport: { width: innerWidth, height: innerHeight }, moves };
}

/**
 * Chromium's score of one frame's shift: the share of the viewport that the moved elements
 * covered before or after (their union), times the farthest any of them moved as a share of the
 * viewport's larger side. Rounded to 4 decimals, as the browser's own figure was.
 */
export function layoutShiftScore({ viewport, moves }: LayoutMoves): number {
  const { width, height } = viewport;
  if (moves.length === 0 || width <= 0 || height <= 0) return 0;
  const clipped: Box[] = [];
  let distance = 0;
  for (const { before, after } of moves) {
    distance = Math.max(distance, Math.abs(after.x - before.x), Math.abs(after.y - before.y));
    for (const b of [before, after]) {
      const x1 = Math.max(0, b.x);
      const y1 = Math.max(0, b.y);
      const x2 = Math.min(width, b.x + b.width);
      const y2 = Math.min(height, b.y + b.height);
      if (x2 > x1 && y2 > y1) clipped.push({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });
    }
  }
  const impact = unionArea(clipped) / (width * height);
  const distanceFraction = Math.min(1, distance / Math.max(width, height));
  return Math.round(impact * distanceFraction * 10000) / 10000;
}

/** Area covered by any of the boxes: a sweep over horizontal bands between their edges. */
export function unionArea(boxes: Box[]): number {
  const ys = [...new Set(boxes.flatMap((b) => [b.y, b.y + b.height]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 0; i + 1 < ys.length; i++) {
    const top = ys[i]!;
    const bottom = ys[i + 1]!;
    const spans = boxes
      .filter((b) => b.y <= top && b.y + b.height >= bottom)
      .map((b) => [b.x, b.x + b.width] as const)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let end = -Infinity;
    for (const [start, stop] of spans) {
      if (stop <= end) continue;
      covered += stop - Math.max(start, end);
      end = stop;
    }
    area += covered * (bottom - top);
  }
  return area;
}
