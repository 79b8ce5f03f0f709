import type { SqlSession } from '../src/database.js';

export const ANALYTICS_TABLES = [
  'analytics_events',
  'analytics_vitals',
  'analytics_salts',
  'analytics_daily_traffic',
  'analytics_daily_events',
  'analytics_daily_vitals',
] as const;

/** Empties every analytics table between tests. */
export async function truncateAnalytics(db: SqlSession): Promise<void> {
  await db.exec(`TRUNCATE ${ANALYTICS_TABLES.join(', ')}`);
}

/** Row counts of the raw tables. */
export async function rawCounts(db: SqlSession): Promise<{ events: number; vitals: number }> {
  const [row] = await db.query<{ events: number; vitals: number }>(
    `SELECT (SELECT count(*)::int FROM analytics_events) AS events,
            (SELECT count(*)::int FROM analytics_vitals) AS vitals`,
  );
  return row ?? { events: 0, vitals: 0 };
}

/** Every row of every analytics table, as text, to search for what must never be stored. */
export async function dumpAnalytics(db: SqlSession): Promise<string> {
  const parts: string[] = [];
  for (const table of ANALYTICS_TABLES) {
    parts.push(JSON.stringify(await db.query(`SELECT * FROM ${table}`)));
  }
  return parts.join('\n');
}
