import { FUNNEL_STEPS, type Insights } from '@heroscope/schema';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { rawCounts, truncateAnalytics } from '../../test/analytics-tables.js';
import { insertRows, type EventRow, type VitalRow } from './event-rows.js';
import { readInsights } from './insights-query.js';
import { purgeExpired } from './rollup.js';
import { syntheticTraffic } from './synthetic-traffic.js';
import { addDays, daysBetween } from './utc-day.js';

const FROM = '2026-10-01';
const TO = '2026-10-31';

/** PostgreSQL's percentile_cont: linear interpolation between the two closest ranks. */
function percentileCont(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** The figures the Insights API must report, computed here from the rows themselves. */
function expected(events: EventRow[], vitals: VitalRow[]) {
  const group = <T>(rows: T[], key: (row: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const distinct = (rows: EventRow[]) => new Set(rows.map((r) => r.visitor)).size;
  const byDay = group(events, (e) => e.day);
  const days = daysBetween(FROM, TO).map((day) => {
    const rows = byDay.get(day) ?? [];
    return {
      day,
      visitors: distinct(rows),
      pageViews: rows.filter((r) => r.name === 'page_view').length,
    };
  });
  const totals = new Map<
    string,
    { name: string; detail: string; events: number; visitors: number }
  >();
  for (const rows of group(events, (e) => `${e.day}|${e.name}|${e.detail}`).values()) {
    const { name, detail } = rows[0]!;
    const total = totals.get(`${name}|${detail}`) ?? { name, detail, events: 0, visitors: 0 };
    total.events += rows.length;
    total.visitors += distinct(rows);
    totals.set(`${name}|${detail}`, total);
  }
  const funnel = FUNNEL_STEPS.map((name) => {
    const steps = [...totals.values()].filter((t) => t.name === name);
    return {
      name,
      events: steps.reduce((n, t) => n + t.events, 0),
      visitors: steps.reduce((n, t) => n + t.visitors, 0),
    };
  });
  const p75 = [...group(vitals, (v) => `${v.day}|${v.path}|${v.name}`).values()].map((rows) => ({
    day: rows[0]!.day,
    path: rows[0]!.path,
    name: rows[0]!.name,
    samples: rows.length,
    p75: percentileCont(
      rows.map((r) => r.value),
      0.75,
    ),
  }));
  return { days, totals: [...totals.values()], funnel, p75 };
}

function compare(actual: Insights, want: ReturnType<typeof expected>) {
  expect(actual.days).toEqual(want.days);
  expect(actual.funnel).toEqual(want.funnel);
  expect(new Set(actual.events.map((e) => JSON.stringify(e)))).toEqual(
    new Set(want.totals.map((e) => JSON.stringify(e))),
  );
  expect(actual.vitals).toHaveLength(want.p75.length);
  const key = (v: { day: string; path: string; name: string }) => `${v.day}|${v.path}|${v.name}`;
  const got = new Map(actual.vitals.map((v) => [key(v), v]));
  for (const w of want.p75) {
    const g = got.get(key(w));
    expect(g?.samples, key(w)).toBe(w.samples);
    expect(g?.p75, key(w)).toBeCloseTo(w.p75, 6);
  }
}

describeOnEachEngine('analytics aggregates over a generated month', (ctx) => {
  const month = syntheticTraffic({ from: FROM, days: 31, seed: 7 });

  beforeAll(async () => {
    await truncateAnalytics(ctx().db);
    await insertRows(ctx().db, month.events, month.vitals);
  });

  it('generates a month worth testing: thousands of rows, every event and vital', () => {
    expect(month.events.length).toBeGreaterThan(3000);
    expect(new Set(month.events.map((e) => e.name)).size).toBe(11);
    expect(new Set(month.vitals.map((v) => v.name)).size).toBe(5);
  });

  it('reports the visitors and page views of each day, the funnel, every event and the p75 of each vital', async () => {
    const insights = await readInsights(ctx().db, FROM, TO, 90);
    compare(insights, expected(month.events, month.vitals));
    const rules = insights.events.filter((e) => e.name === 'email_rejected').map((e) => e.detail);
    expect(rules).toEqual(['disposable', 'invalid', 'required']);
  });

  it('reports a part of the period from the same aggregates', async () => {
    const from = '2026-10-10';
    const to = '2026-10-12';
    const insights = await readInsights(ctx().db, from, to, 90);
    const inside = <T extends { day: string }>(rows: T[]) =>
      rows.filter((r) => r.day >= from && r.day <= to);
    const want = expected(inside(month.events), inside(month.vitals));
    expect(insights.days).toEqual(want.days.filter((d) => d.day >= from && d.day <= to));
    expect(insights.funnel).toEqual(want.funnel);
  });

  it('retention: deletes raw rows older than the period, keeps their daily aggregates', async () => {
    const before = await readInsights(ctx().db, FROM, TO, 90);
    // On 5 November with 10 days kept, raw rows from 27 October on stay.
    const today = '2026-11-05';
    const firstKept = addDays(today, -9);
    expect(firstKept).toBe('2026-10-27');
    const purged = await purgeExpired(ctx().db, today, 10);
    const keptEvents = month.events.filter((e) => e.day >= firstKept).length;
    const keptVitals = month.vitals.filter((v) => v.day >= firstKept).length;
    expect(purged).toEqual({
      events: month.events.length - keptEvents,
      vitals: month.vitals.length - keptVitals,
    });
    expect(await rawCounts(ctx().db)).toEqual({ events: keptEvents, vitals: keptVitals });
    const [oldest] = await ctx().db.query<{ day: string }>(
      "SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM analytics_events",
    );
    expect(oldest?.day).toBe(firstKept);

    // The whole month still reads the same, now partly from aggregates alone.
    expect(await readInsights(ctx().db, FROM, TO, 90)).toEqual(before);
    // A second run has nothing left to delete.
    expect(await purgeExpired(ctx().db, today, 10)).toEqual({ events: 0, vitals: 0 });
  });
});
