import { join } from 'node:path';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { startDeliveriesDrainer, type DeliveriesDrainer } from '../delivery/deliveries-drainer.js';
import { settleLostDeliveries } from '../delivery/settle-lost-deliveries.js';
import { startDeliveryWorker } from '../delivery/start-delivery-workers.js';
import { createMailer } from '../mail/mailer.js';
import type { AnalysisRunner } from './analysis-runner.js';
import { openQueue } from './open-queue.js';
import { queueSchemaName } from './queue-schema.js';
import { settleLostRequests } from './settle-lost-requests.js';
import { startOutboxDrainer, type OutboxDrainer } from './outbox-drainer.js';
import { startAnalysisWorkers } from './start-analysis-workers.js';

export interface QueueNode {
  boss: PgBoss;
  drainer: OutboxDrainer;
  /**
   * Gives approved reports' emails their jobs; nudge() after an approval commits sends them at
   * once instead of at the next poll (a second).
   */
  deliveries: DeliveriesDrainer;
  /** Adds a runner (a browser) consuming the queue at ANALYSIS_CONCURRENCY pages at once. */
  addRunner(runner: AnalysisRunner): Promise<void>;
  /**
   * Stops taking jobs, lets the analyses under way finish for up to `graceMs`, hands the others
   * back to the queue (pg-boss fails them into retry), then closes the runners.
   */
  stop(graceMs?: number): Promise<void>;
}

/** How long a stop waits for analyses under way: one page over https, then over http. */
export function shutdownGraceMs(config: Pick<Config, 'analysisPageTimeoutSeconds'>): number {
  return (2 * config.analysisPageTimeoutSeconds + 5) * 1000;
}

/**
 * What every server and worker process runs of the queue: pg-boss, the outbox drainer (every
 * node drains, so submissions reach the queue whichever processes are up), the report emails
 * (their drainer and one sender: light work, so every node takes its share), and the analysis
 * workers of the runners it is given (none for a server with WORKERS=0).
 */
export async function startQueueNode(options: {
  db: Database;
  config: Config;
  logger: Logger;
}): Promise<QueueNode> {
  const { db, config, logger } = options;
  const boss = await openQueue(db, config, logger);
  const drainer = startOutboxDrainer({ db, boss, config, logger });
  const deliveries = startDeliveriesDrainer({ db, boss, logger });
  // Without SMTP_URL, messages are written as .eml files (the path is logged).
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  await startDeliveryWorker(boss, { db, mailer, config, logger });
  // After each pg-boss maintenance (which expires lost jobs), settle their requests.
  const schema = await queueSchemaName(db);
  boss.on('maintenance', () => {
    settleLostRequests(db, schema).then(
      (count) => count > 0 && logger.warn({ count }, 'requests failed: their jobs were lost'),
      (error: unknown) => logger.error({ err: error }, 'could not settle lost requests'),
    );
    settleLostDeliveries(db, schema).then(
      (count) => count > 0 && logger.warn({ count }, 'deliveries failed: their jobs were lost'),
      (error: unknown) => logger.error({ err: error }, 'could not settle lost deliveries'),
    );
  });
  const runners: AnalysisRunner[] = [];
  let stopping: Promise<void> | undefined;
  return {
    boss,
    drainer,
    deliveries,
    async addRunner(runner) {
      runners.push(runner);
      await startAnalysisWorkers({
        boss,
        db,
        runner,
        concurrency: config.analysisConcurrency,
        logger,
      });
    },
    stop(graceMs = shutdownGraceMs(config)) {
      stopping ??= (async () => {
        await drainer.stop();
        await deliveries.stop();
        await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
        mailer.close();
        await Promise.all(runners.map((runner) => runner.close()));
      })();
      return stopping;
    },
  };
}
