import type { Database, SqlSession } from '../database.js';
import { addDays } from './utc-day.js';

/** Serialises roll-ups between requests and servers sharing one database. */
const LOCK =
  "SELECT pg_advisory_xact_lock(hashtext('heroscope.analytics_rollup:' || current_schema()))";

/**
 * Recomputes the daily aggregates of every day from `from` to `to` that still has raw rows.
 * Days whose raw rows were purged keep the aggregates computed before the purge. Idempotent.
 */
async function rollUpIn(tx: SqlSession, from: string, to: string): Promise<void> {
  const range = [from, to];
  await tx.query(
    `DELETE FROM analytics_daily_traffic WHERE day IN
       (SELECT DISTINCT day FROM analytics_events WHERE day BETWEEN $1::date AND $2::date)`,
    range,
  );
  await tx.query(
    `INSERT INTO analytics_daily_traffic (day, visitors, page_views)
     SELECT day, count(DISTINCT visitor), count(*) FILTER (WHERE name = 'page_view')
       FROM analytics_events WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
    range,
  );
  await tx.query(
    `DELETE FROM analytics_daily_events WHERE day IN
       (SELECT DISTINCT day FROM analytics_events WHERE day BETWEEN $1::date AND $2::date)`,
    range,
  );
  await tx.query(
    `INSERT INTO analytics_daily_events (day, name, detail, events, visitors)
     SELECT day, name, detail, count(*), count(DISTINCT visitor)
       FROM analytics_events WHERE day BETWEEN $1::date AND $2::date GROUP BY day, name, detail`,
    range,
  );
  await tx.query(
    `DELETE FROM analytics_daily_vitals WHERE day IN
       (SELECT DISTINCT day FROM analytics_vitals WHERE day BETWEEN $1::date AND $2::date)`,
    range,
  );
  await tx.query(
    `INSERT INTO analytics_daily_vitals (day, path, name, samples, p75)
     SELECT day, path, name, count(*), percentile_cont(0.75) WITHIN GROUP (ORDER BY value)
       FROM analytics_vitals WHERE day BETWEEN $1::date AND $2::date GROUP BY day, path, name`,
    range,
  );
}

/** Brings the daily aggregates of a period up to date with the raw rows. */
export function rollUp(db: Database, from: string, to: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    await rollUpIn(tx, from, to);
  });
}

export interface PurgeResult {
  events: number;
  vitals: number;
}

/**
 * Retention: raw rows of days older than `retentionDays` (today counts as the first day) are
 * rolled up one last time, then deleted; so are the salts of past days. One transaction, so a
 * failure leaves both the raw rows and the aggregates as they were.
 */
export function purgeExpired(
  db: Database,
  today: string,
  retentionDays: number,
): Promise<PurgeResult> {
  const firstKept = addDays(today, 1 - retentionDays);
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    await rollUpIn(tx, '0001-01-01', addDays(firstKept, -1));
    const events = await tx.query<{ n: number }>(
      'WITH gone AS (DELETE FROM analytics_events WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [firstKept],
    );
    const vitals = await tx.query<{ n: number }>(
      'WITH gone AS (DELETE FROM analytics_vitals WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [firstKept],
    );
    await tx.query('DELETE FROM analytics_salts WHERE day < $1::date', [today]);
    return { events: events[0]?.n ?? 0, vitals: vitals[0]?.n ?? 0 };
  });
}
