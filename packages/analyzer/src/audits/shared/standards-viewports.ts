import type { Rect } from '@heroscope/schema';

/**
 * Elements measured on the mobile load that the desktop load did not show (a hamburger button,
 * a mobile-only hero variant). Audits judge desktop first, since markers are drawn on the desktop
 * screenshot, then add these so nothing visible only on phones escapes.
 */
export function mobileOnly<T>(
  mobile: readonly T[],
  desktop: readonly T[],
  key: (t: T) => string,
): T[] {
  const seen = new Set(desktop.map(key));
  return mobile.filter((m) => !seen.has(key(m)));
}

/** Intersection over union of two rects, 0..1. */
export function overlapRatio(a: Rect, b: Rect): number {
  const x = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const y = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = x * y;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}
