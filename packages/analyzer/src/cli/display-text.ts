import { SCORE_LABELS } from '@heroscope/schema';

export { displayScore } from '@heroscope/schema';

/** "−3.2 pts" for an opportunity's cost, "" when it costs nothing. */
export function displayPoints(points: number | undefined): string {
  if (points === undefined || points <= 0) return '';
  return `−${points.toFixed(1).replace(/\.0$/, '')} pts`;
}

/** Where a report was taken from, short enough for a heading: host plus path when not "/". */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return `${u.host}${path}${u.search}`;
  } catch {
    return url;
  }
}

/** Opportunities grouped by metric: the four categories in report order, then any other metric. */
export function groupByMetric<T extends { metric: string }>(
  items: readonly T[],
): Array<[string, T[]]> {
  const groups = new Map<string, T[]>(SCORE_LABELS.map((c) => [c, []]));
  for (const item of items) {
    const group = groups.get(item.metric);
    if (group) group.push(item);
    else groups.set(item.metric, [item]);
  }
  return [...groups].filter(([, list]) => list.length > 0);
}

/** Counts audits by status for a one-line summary. */
export function auditSummary(audits: ReadonlyArray<{ status: string }>): string {
  const count = (s: string) => audits.filter((a) => a.status === s).length;
  const parts = [`${audits.length} audits`, `${count('pass')} passed`, `${count('fail')} failed`];
  if (count('not-applicable') > 0) parts.push(`${count('not-applicable')} not applicable`);
  if (count('error') > 0) parts.push(`${count('error')} errored`);
  return parts.join(', ');
}
