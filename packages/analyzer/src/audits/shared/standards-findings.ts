import type { Rect, ViewportName } from '@heroscope/schema';
import type { Finding, FindingTarget } from '../types.js';

/** How many findings one standards audit reports before summarising the rest. */
export const MAX_FINDINGS = 5;

export function targetOn(viewport: ViewportName, rect: Rect, elementId?: string): FindingTarget {
  return elementId === undefined ? { viewport, rect } : { viewport, rect, elementId };
}

/**
 * Keeps the first `max` findings (callers sort worst first) and says how many more there are in
 * the last kept problem, so a report stays readable without hiding the size of the problem.
 */
export function capFindings(
  findings: Finding[],
  max = MAX_FINDINGS,
  noun = 'more like this',
): { findings: Finding[]; omitted: number } {
  if (findings.length <= max) return { findings, omitted: 0 };
  const kept = findings.slice(0, max);
  const omitted = findings.length - max;
  const last = kept[max - 1]!;
  kept[max - 1] = { ...last, problem: `${last.problem} And ${omitted} ${noun}.` };
  return { findings: kept, omitted };
}
