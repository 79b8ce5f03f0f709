import type { Screenshot } from '@heroscope/schema';
import type { FindingTarget } from '../audits/types.js';

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Where a finding's marker sits on the desktop screenshot: the centre of its target, in percent
 * of the screenshot. Only desktop targets can be drawn (the screenshot is the desktop one), and a
 * target beyond the (height-capped) screenshot gets none rather than a misleading pin.
 */
export function markerFor(
  target: FindingTarget | undefined,
  screenshot: Screenshot,
): [number, number] | null {
  if (!target || target.viewport !== 'desktop') return null;
  if (screenshot.width <= 0 || screenshot.height <= 0) return null;
  const cx = target.rect.x + target.rect.width / 2;
  const cy = target.rect.y + target.rect.height / 2;
  const x = (cx / screenshot.width) * 100;
  const y = (cy / screenshot.height) * 100;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  if (x < 0 || x > 100 || y < 0 || y > 100) return null;
  return [round1(x), round1(y)];
}
