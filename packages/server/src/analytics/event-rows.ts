import type { SqlSession } from '../database.js';

/** One stored event (table analytics_events). */
export interface EventRow {
  occurredAt: Date;
  day: string;
  name: string;
  detail: string;
  path: string;
  visitor: string;
}

/** One stored web vital (table analytics_vitals). */
export interface VitalRow {
  occurredAt: Date;
  day: string;
  path: string;
  name: string;
  value: number;
}

/**
 * Writes events and vitals with one INSERT per table. The rows travel as one array per column
 * through unnest(): a handful of parameters whatever the batch size, which the embedded PGlite
 * (running on the server's own thread) plans and runs several times faster than a VALUES list of
 * thousands of placeholders.
 */
export async function insertRows(
  db: SqlSession,
  events: readonly EventRow[],
  vitals: readonly VitalRow[],
): Promise<void> {
  if (events.length > 0) {
    await db.query(
      `INSERT INTO analytics_events (occurred_at, day, name, detail, path, visitor)
       SELECT * FROM unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [
        events.map((e) => e.occurredAt.toISOString()),
        events.map((e) => e.day),
        events.map((e) => e.name),
        events.map((e) => e.detail),
        events.map((e) => e.path),
        events.map((e) => e.visitor),
      ],
    );
  }
  if (vitals.length > 0) {
    await db.query(
      `INSERT INTO analytics_vitals (occurred_at, day, path, name, value)
       SELECT * FROM unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::float8[])`,
      [
        vitals.map((v) => v.occurredAt.toISOString()),
        vitals.map((v) => v.day),
        vitals.map((v) => v.path),
        vitals.map((v) => v.name),
        vitals.map((v) => v.value),
      ],
    );
  }
}
