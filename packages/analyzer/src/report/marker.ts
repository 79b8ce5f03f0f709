import type { Rect, Screenshot } from '@heroscope/schema';
import { contains, overlaps } from '../audits/shared/rect.js';
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
 * How far a marker's centre sits from its element's edge: a badge's width and a gap. Viewers
 * draw the screenshot smaller than the page (about two-thirds in the report viewer on a laptop)
 * and the badge at a fixed size, so a badge centred this far out stays clear of the element down
 * to a drawing half the page's width.
 */
const BESIDE = MARKER_SIZE + GAP;

/**
 * Beside the element, not on it: a marker on top of a headline hides the very words it flags.
 * In order of preference: left of the box, level with its first line; above its start; right of
 * it; below its start. Spots that would leave the screenshot are dropped.
 */
function besideSpots(rect: Rect, screenshot: Screenshot): Spot[] {
  const r = MARKER_SIZE / 2;
  const y = rect.y + Math.min(rect.height, MARKER_SIZE) / 2;
  return [
    { x: rect.x - BESIDE, y },
    { x: rect.x + r, y: rect.y - BESIDE },
    { x: rect.x + rect.width + BESIDE, y },
    { x: rect.x + r, y: rect.y + rect.height + BESIDE },
  ].filter(
    (spot) =>
      spot.x - r >= 0 &&
      spot.x + r <= screenshot.width &&
      spot.y - r >= 0 &&
      spot.y + r <= screenshot.height,
  );
}

/** The box's top-left corner, inside it: for a box with no room around it (the whole width). */
function cornerSpot(rect: Rect): Spot {
  const r = MARKER_SIZE / 2;
  return { x: Math.max(r, rect.x + r), y: Math.max(r, rect.y + r) };
}

/**
 * Whether a badge at `spot` would cover `rect`. The badge is taken as wide as BESIDE - GAP on
 * each side, its size in a viewer drawing the screenshot at half the page's width.
 */
function covers(spot: Spot, rect: Rect): boolean {
  const reach = BESIDE - GAP;
  const badge = { x: spot.x - reach, y: spot.y - reach, width: 2 * reach, height: 2 * reach };
  return overlaps(badge, rect);
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
 * Markers for a report's findings, in the report's order: each beside its element, in percent of
 * the screenshot to one decimal, and never two on one spot. Of the spots beside the element, the
 * first wins that is clear of other markers, of every other flagged element (a box holding this
 * one, a section around a headline, does not count) and of the page's other text and controls
 * (`content`: what a marker on it would hide; whatever overlaps the element is part of it);
 * failing that, the first clear of flagged elements and markers, or of flagged elements, which
 * then moves down by a marker's height until it is clear of other markers. Null where nothing can
 * be pinned: no target, a mobile target, a target beyond the (height-capped) screenshot.
 */
export function placeMarkers(
  targets: ReadonlyArray<FindingTarget | undefined>,
  screenshot: Screenshot,
  content: readonly Rect[] = [],
): Array<[number, number] | null> {
  const taken: Spot[] = [];
  const r = MARKER_SIZE / 2;
  const pinned = targets.map((target) =>
    target && pinnable(target, screenshot) ? target.rect : undefined,
  );
  const clash = (spot: Spot) => taken.some((t) => Math.hypot(t.x - spot.x, t.y - spot.y) < BESIDE);
  return pinned.map((rect) => {
    if (!rect) return null;
    const flagged = pinned.filter(
      (other): other is Rect => other !== undefined && other !== rect && !contains(other, rect, 0),
    );
    const around = content.filter((other) => !overlaps(other, rect));
    const spots = besideSpots(rect, screenshot);
    const offFlagged = spots.filter((spot) => !flagged.some((other) => covers(spot, other)));
    const best =
      offFlagged.find((spot) => !clash(spot) && !around.some((other) => covers(spot, other))) ??
      offFlagged.find((spot) => !clash(spot)) ??
      offFlagged[0] ??
      spots[0] ??
      cornerSpot(rect);
    const spot = { ...best };
    for (let i = 0; i < 200 && clash(spot); i++) spot.y += MARKER_SIZE;
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
