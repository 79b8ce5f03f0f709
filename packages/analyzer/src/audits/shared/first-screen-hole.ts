import { VIEWPORTS, type ImageFact, type Rect } from '@heroscope/schema';

/** A picture smaller than this on a side is an icon: missing, it leaves no hole anyone sees. */
const MIN_SIDE = 24;
/**
 * A CSS background that fails shows the colour beneath it; that is a hole only where the picture
 * was the first screen's backdrop (a hero photo), not a small sprite or texture.
 */
const BACKDROP_SHARE = 0.25;

/** The part of a box on the desktop first screen, in px. */
function onFirstScreen(rect: Rect): { width: number; height: number } {
  const { width, height } = VIEWPORTS.desktop;
  return {
    width: Math.max(0, Math.min(rect.x + rect.width, width) - Math.max(rect.x, 0)),
    height: Math.max(0, Math.min(rect.y + rect.height, height) - Math.max(rect.y, 0)),
  };
}

/** "600×450px": the part of the picture on the first screen, which is the hole a visitor sees. */
export function holeSize(rect: Rect): string {
  const { width, height } = onFirstScreen(rect);
  return `${Math.round(width)}×${Math.round(height)}px`;
}

function visibleShare(rect: Rect): number {
  const { width, height } = onFirstScreen(rect);
  return (width * height) / (VIEWPORTS.desktop.width * VIEWPORTS.desktop.height);
}

/**
 * The desktop picture, if it failed to load, leaves an empty box on the first screen (or the
 * browser's broken-image icon): an image of some size in view, or a background that was the
 * first screen's backdrop.
 */
export function leavesFirstScreenHole(img: ImageFact): boolean {
  if (!img.visible || !img.aboveFold || img.kind === 'video') return false;
  if (img.rect.width < MIN_SIDE || img.rect.height < MIN_SIDE) return false;
  return img.kind !== 'background' || visibleShare(img.rect) >= BACKDROP_SHARE;
}
