import type { Screenshot } from '@heroscope/schema';
import type { FindingTarget } from '../audits/types.js';

/** The HTML report's marker is a 28 px disc: markers closer than that would cover each other. */
export const MARKER_SIZE = 28;
const GAP = 4;

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

interface Spot {
  x: number;
  y: number;
}

/**
 * Beside the element, not on it: a marker on top of a headline hides the very words it flags.
 * Left of the box, level with its first line; on the right when the box starts at the page's
 * edge; at the box's top-left corner when it spans the whole width.
 */
function besideSpot(target: FindingTarget, screenshot: Screenshot): Spot {
  const { rect } = target;
  const r = MARKER_SIZE / 2;
  const y = rect.y + Math.min(rect.height, MARKER_SIZE) / 2;
  if (rect.x - GAP - MARKER_SIZE >= 0) return { x: rect.x - GAP - r, y };
  const right = rect.x + rect.width + GAP + r;
  if (right + r <= screenshot.width) return { x: right, y };
  return { x: Math.max(r, rect.x + r), y: rect.y + r };
}

/** The target can be pinned: a desktop target (the screenshot is the desktop one) on the image. */
function pinnable(target: FindingTarget | undefined, screenshot: Screenshot): boolean {
  if (!target || target.viewport !== 'desktop') return false;
  if (screenshot.width <= 0 || screenshot.height <= 0) return false;
  const cx = target.rect.x + target.rect.width / 2;
  const cy = target.rect.y + target.rect.height / 2;
  return (
    Number.isFinite(cx) &&
    Number.isFinite(cy) &&
    cx >= 0 &&
    cx <= screenshot.width &&
    cy >= 0 &&
    cy <= screenshot.height
  );
}

/**
 * Markers for a report's findings, in the report's order: each beside its element, in percent
 * of the screenshot to one decimal, and never two on one spot (a later marker that would
 * overlap an earlier one moves down by a marker's height until it is clear). Null where nothing
 * can be pinned: no target, a mobile target, a target beyond the (height-capped) screenshot.
 */
export function placeMarkers(
  targets: ReadonlyArray<FindingTarget | undefined>,
  screenshot: Screenshot,
): Array<[number, number] | null> {
  const taken: Spot[] = [];
  const r = MARKER_SIZE / 2;
  return targets.map((target) => {
    if (!target || !pinnable(target, screenshot)) return null;
    const spot = besideSpot(target, screenshot);
    const clash = () => taken.some((t) => Math.hypot(t.x - spot.x, t.y - spot.y) < MARKER_SIZE);
    for (let i = 0; i < 200 && clash(); i++) spot.y += MARKER_SIZE;
    spot.y = Math.min(spot.y, screenshot.height - r);
    taken.push({ ...spot });
    return [
      round1((spot.x / screenshot.width) * 100),
      round1((Math.max(0, spot.y) / screenshot.height) * 100),
    ];
  });
}

/** One finding's marker on its own (no other markers to avoid). */
export function markerFor(
  target: FindingTarget | undefined,
  screenshot: Screenshot,
): [number, number] | null {
  return placeMarkers([target], screenshot)[0] ?? null;
}
