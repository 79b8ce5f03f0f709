import {
  ANALYTICS_EVENT_NAMES,
  FUNNEL_STEPS,
  WEB_VITAL_NAMES,
  type Insights,
  type WebVitalName,
} from '@heroscope/schema';
import type { Database } from '../database.js';
import { rollUp } from './rollup.js';
import { daysBetween } from './utc-day.js';

/** Dates leave SQL as text: pg and PGlite would turn them into Dates of different time zones. */
const DAY = "to_char(day, 'YYYY-MM-DD') AS day";

const KNOWN_VITALS = new Set<string>(WEB_VITAL_NAMES);
const EVENT_ORDER = new Map<string, number>(ANALYTICS_EVENT_NAMES.map((name, i) => [name, i]));

/**
 * What the Insights page shows for a period, read from the daily aggregates (brought up to date
 * first). Visitors are counted once per day: the hash of a visitor changes every day by design,
 * so a person coming back on two days counts twice, as in other cookieless analytics.
 */
export async function readInsights(
  db: Database,
  from: string,
  to: string,
  retentionDays: number,
): Promise<Insights> {
  await rollUp(db, from, to);
  const range = [from, to];
  const traffic = await db.query<{ day: string; visitors: number; page_views: number }>(
    `SELECT ${DAY}, visitors, page_views FROM analytics_daily_traffic WHERE day BETWEEN $1::date AND $2::date`,
    range,
  );
  const events = await db.query<{ name: string; detail: string; events: string; visitors: string }>(
    `SELECT name, detail, sum(events)::text AS events, sum(visitors)::text AS visitors
       FROM analytics_daily_events WHERE day BETWEEN $1::date AND $2::date
      GROUP BY name, detail ORDER BY name, detail`,
    range,
  );
  const vitals = await db.query<{
    day: string;
    path: string;
    name: string;
    p75: number;
    samples: number;
  }>(
    `SELECT ${DAY}, path, name, p75, samples FROM analytics_daily_vitals
      WHERE day BETWEEN $1::date AND $2::date ORDER BY day, path, name`,
    range,
  );

  const byDay = new Map(traffic.map((row) => [row.day, row]));
  const totals = new Map<string, { events: number; visitors: number }>();
  for (const row of events) {
    const total = totals.get(row.name) ?? { events: 0, visitors: 0 };
    total.events += Number(row.events);
    total.visitors += Number(row.visitors);
    totals.set(row.name, total);
  }
  return {
    from,
    to,
    retentionDays,
    funnel: FUNNEL_STEPS.map((name) => ({
      name,
      ...(totals.get(name) ?? { events: 0, visitors: 0 }),
    })),
    events: events
      .map((row) => ({
        name: row.name,
        detail: row.detail,
        events: Number(row.events),
        visitors: Number(row.visitors),
      }))
      .sort(
        (a, b) =>
          (EVENT_ORDER.get(a.name) ?? 99) - (EVENT_ORDER.get(b.name) ?? 99) ||
          a.detail.localeCompare(b.detail),
      ),
    days: daysBetween(from, to).map((day) => ({
      day,
      visitors: Number(byDay.get(day)?.visitors ?? 0),
      pageViews: Number(byDay.get(day)?.page_views ?? 0),
    })),
    vitals: vitals
      .filter((row) => KNOWN_VITALS.has(row.name))
      .map((row) => ({
        day: row.day,
        path: row.path,
        name: row.name as WebVitalName,
        p75: Number(row.p75),
        samples: Number(row.samples),
      })),
  };
}
