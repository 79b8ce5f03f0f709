import { WEB_VITAL_THRESHOLDS, type Insights, type WebVitalName } from '@heroscope/schema';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: WebVitalName, value: number): VitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** "1.24 s", "180 ms", or "0.05" for CLS. */
export function formatVital(name: WebVitalName, value: number): string {
  if (value === 0) return '0';
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export interface RouteSeries {
  path: string;
  /** p75 per day of the period, null where the route had no sample that day. */
  values: (number | null)[];
  samples: number;
  /** The p75 of the last day with samples. */
  latest: number | null;
}

/** Routes drawn per chart: the busiest ones, so the lines stay readable. */
export const MAX_ROUTES = 4;

/** The p75 of one vital per route over the period's days, busiest routes first. */
export function vitalSeries(
  vitals: Insights['vitals'],
  days: string[],
  name: WebVitalName,
): RouteSeries[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const routes = new Map<string, RouteSeries>();
  for (const row of vitals) {
    if (row.name !== name) continue;
    const i = index.get(row.day);
    if (i === undefined) continue;
    let route = routes.get(row.path);
    if (!route) {
      route = { path: row.path, values: days.map(() => null), samples: 0, latest: null };
      routes.set(row.path, route);
    }
    route.values[i] = row.p75;
    route.samples += row.samples;
  }
  for (const route of routes.values()) {
    route.latest = [...route.values].reverse().find((v) => v !== null) ?? null;
  }
  return [...routes.values()].sort((a, b) => b.samples - a.samples).slice(0, MAX_ROUTES);
}
