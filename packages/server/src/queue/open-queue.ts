import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { DELIVERY_QUEUE } from '../delivery/delivery-job.js';
import { ANALYSIS_QUEUE } from './analysis-job.js';
import { pgBossDb } from './pg-boss-db.js';
import { queueSchemaName } from './queue-schema.js';

/**
 * Starts pg-boss on the product's own database (PGlite or PostgreSQL): creates or migrates its
 * schema (pg-boss locks that against other processes), then the analysis queue. Every process
 * that opens the queue also runs pg-boss's maintenance; pg-boss lets one of them do it per
 * interval.
 */
export async function openQueue(
  db: Database,
  config: Pick<Config, 'analysisJobTimeoutSeconds'>,
  logger: Logger,
): Promise<PgBoss> {
  const schema = await queueSchemaName(db);
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: pgBossDb(db),
      schema,
      // No cron schedules: their clock monitor would only add queries.
      schedule: false,
      // How soon a lost job (its worker died) is noticed after ANALYSIS_JOB_TIMEOUT_SECONDS.
      maintenanceIntervalSeconds: Math.min(
        60,
        Math.max(1, Math.round(config.analysisJobTimeoutSeconds / 5)),
      ),
    });
    boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
    try {
      await boss.start();
      await boss.createQueue(ANALYSIS_QUEUE);
      await boss.createQueue(DELIVERY_QUEUE);
      return boss;
    } catch (error) {
      // Two processes installing pg-boss on a fresh PostgreSQL at once: the second's
      // CREATE SCHEMA IF NOT EXISTS can fail on pg_namespace's unique index (its catalog cache
      // predates the first's commit), which pg-boss does not recognise as its known race. Once
      // the first has committed, a new instance finds everything installed.
      await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
      if (attempt >= 3) throw error;
      logger.warn({ err: error, attempt }, 'queue start failed; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
