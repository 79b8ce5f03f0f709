import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { collectRoute } from './collect-route.js';
import { DailySalt } from './daily-salt.js';
import { insertRows } from './event-rows.js';
import { insightsRoute } from './insights-route.js';
import { startMaintenance } from './maintenance.js';
import { WriteBuffer } from './write-buffer.js';

export interface AnalyticsOptions {
  config: Config;
  db: Database;
  /** The clock of the collection and of retention; tests move it across days. */
  now: () => Date;
}

/** What the app exposes of its analytics, for tests and the load check. */
export interface AnalyticsHandle {
  /** Writes every queued beacon; resolves once stored. */
  flush(): Promise<void>;
  /** Applies retention now, as the hourly timer does. */
  applyRetention(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsHandle;
  }
}

/**
 * First-party analytics (issue #10): the collection endpoint (unless ANALYTICS=off), the admin
 * Insights API, the write buffer and the retention timer. Closing the app stops the timer and
 * writes what is still queued, before the caller closes the database.
 */
export async function registerAnalytics(
  app: FastifyInstance,
  { config, db, now }: AnalyticsOptions,
): Promise<void> {
  const buffer = new WriteBuffer({
    write: (events, vitals) => insertRows(db, events, vitals),
    onError: (error, rows) =>
      app.log.error(
        { err: error instanceof Error ? error.message : String(error), rows },
        'analytics rows lost',
      ),
  });
  const maintenance = startMaintenance({
    db,
    retentionDays: config.analytics.retentionDays,
    now,
    log: app.log,
  });
  app.decorate('analytics', {
    flush: () => buffer.flush(),
    applyRetention: () => maintenance.run(),
  } satisfies AnalyticsHandle);
  app.addHook('onClose', async () => {
    await maintenance.stop();
    await buffer.flush();
  });

  if (config.analytics.enabled) {
    const salt = new DailySalt(db);
    await app.register(async (scope) => collectRoute(scope, { config, salt, buffer, now }));
  }
  await app.register(insightsRoute, { config, db });
}
