/**
 * Fills the analytics tables with a synthetic stretch of traffic (see
 * src/analytics/synthetic-traffic.ts) ending today, to try the Insights page without visitors.
 * Uses the server's configuration (DATA_DIR or DATABASE_URL); stop a PGlite server first, it holds
 * the data folder's lock.
 *
 *   SEED_DAYS=30 npm run seed:analytics -w packages/server
 */
import { insertRows } from '../src/analytics/event-rows.js';
import { syntheticTraffic } from '../src/analytics/synthetic-traffic.js';
import { addDays, utcDay } from '../src/analytics/utc-day.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/database.js';
import { runMigrations } from '../src/migrations.js';

const days = Number(process.env.SEED_DAYS ?? 30);
const config = loadConfig(process.env);
const db = await openDatabase(config);
try {
  await runMigrations(db);
  const to = utcDay(new Date());
  const { events, vitals } = syntheticTraffic({
    from: addDays(to, 1 - days),
    days,
    seed: Date.now() % 100_000,
  });
  await insertRows(db, events, vitals);
  console.log(
    `Seeded ${events.length} events and ${vitals.length} vitals over ${days} days to ${to}.`,
  );
} finally {
  await db.close();
}
