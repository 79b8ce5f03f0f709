import type { Rect, ViewportName } from '@heroscope/schema';
import type { FindingTarget } from '../types.js';

export function targetOn(viewport: ViewportName, rect: Rect, elementId?: string): FindingTarget {
  return elementId === undefined ? { viewport, rect } : { viewport, rect, elementId };
}
