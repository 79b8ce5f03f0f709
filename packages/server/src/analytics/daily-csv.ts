import type { Database } from '../database.js';
import { rollUp } from './rollup.js';

export const DAILY_CSV_COLUMNS = [
  'day',
  'kind',
  'name',
  'detail',
  'path',
  'events',
  'visitors',
  'page_views',
  'samples',
  'p75',
] as const;

type Cell = string | number;

/** RFC 4180 quoting; a cell starting with = + - @ is prefixed so spreadsheets do not run it. */
function csvCell(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The daily aggregates of a period as one CSV table, one row per day and kind: `traffic`
 * (visitors, page_views), `event` (name, detail, events, visitors) and `vital` (name, path,
 * samples, p75). Columns a kind does not use are empty.
 */
export async function dailyAggregatesCsv(db: Database, from: string, to: string): Promise<string> {
  await rollUp(db, from, to);
  const range = [from, to];
  const day = "to_char(day, 'YYYY-MM-DD')";
  const rows = await db.query<Record<(typeof DAILY_CSV_COLUMNS)[number], Cell | null>>(
    `SELECT * FROM (
       SELECT ${day} AS day, 'traffic' AS kind, '' AS name, '' AS detail, '' AS path,
              NULL::int AS events, visitors, page_views, NULL::int AS samples, NULL::float8 AS p75
         FROM analytics_daily_traffic WHERE day BETWEEN $1::date AND $2::date
       UNION ALL
       SELECT ${day}, 'event', name, detail, '', events, visitors, NULL, NULL, NULL
         FROM analytics_daily_events WHERE day BETWEEN $1::date AND $2::date
       UNION ALL
       SELECT ${day}, 'vital', name, '', path, NULL, NULL, NULL, samples, p75
         FROM analytics_daily_vitals WHERE day BETWEEN $1::date AND $2::date
     ) AS aggregates
     ORDER BY day, CASE kind WHEN 'traffic' THEN 0 WHEN 'event' THEN 1 ELSE 2 END, name, detail, path`,
    range,
  );
  const lines = [DAILY_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(DAILY_CSV_COLUMNS.map((column) => csvCell(row[column] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
