import { compareText } from './cta-helpers.js';
import { colorDistance } from './color.js';

/** Grouping of painted colours into the palette a visitor perceives. */

/** Colours closer than this (RGB distance) read as one (anti-aliasing, hover tints, near-whites). */
export const SAME_COLOR_DISTANCE = 20;

export interface ColorGroup {
  color: string;
  area: number;
  members: string[];
}

/** Greedy grouping, largest first, so each group is named after its dominant colour. */
export function groupColors(
  entries: readonly { color: string; area: number }[],
  distance = SAME_COLOR_DISTANCE,
): ColorGroup[] {
  const groups: ColorGroup[] = [];
  const sorted = [...entries].sort((a, b) => b.area - a.area || compareText(a.color, b.color));
  for (const e of sorted) {
    const g = groups.find((x) => colorDistance(x.color, e.color) < distance);
    if (g) {
      g.area += e.area;
      g.members.push(e.color);
    } else groups.push({ color: e.color, area: e.area, members: [e.color] });
  }
  return groups;
}
