import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database.js';
import { purgeExpired } from './rollup.js';
import { utcDay } from './utc-day.js';

export interface MaintenanceOptions {
  db: Database;
  retentionDays: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Between two runs; the first runs after `firstDelayMs`. */
  intervalMs?: number;
  firstDelayMs?: number;
}

export interface Maintenance {
  /** Applies retention now (also what the timer does). */
  run(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Keeps the analytics storage bounded without a cron job: shortly after start and then every
 * hour, raw rows past the retention period are rolled up into the daily aggregates and deleted,
 * and the salts of past days are forgotten. The timers do not keep the process alive.
 */
export function startMaintenance({
  db,
  retentionDays,
  now,
  log,
  intervalMs = 3_600_000,
  firstDelayMs = 10_000,
}: MaintenanceOptions): Maintenance {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const purged = await purgeExpired(db, utcDay(now()), retentionDays);
        if (purged.events + purged.vitals > 0) log.info(purged, 'analytics retention applied');
      } catch (error) {
        log.error({ err: error }, 'analytics retention failed');
      }
    });
    return running;
  };
  const first = setTimeout(() => void run(), firstDelayMs);
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return {
    run,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      stopped = true;
      await running;
    },
  };
}
