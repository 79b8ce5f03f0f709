import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../database.js';
import { startDrainLoop, type DrainLoop } from '../queue/drain-loop.js';
import { pgBossDb } from '../queue/pg-boss-db.js';
import { DELIVERY_QUEUE, deliveryJobOptions, type DeliveryJobData } from './delivery-job.js';

/** Rows turned into jobs per transaction: an approval writes one per inbox, rarely more. */
const BATCH = 20;

/**
 * Gives queued deliveries without a job (what "Approve and send" writes) their pg-boss job, in
 * the transaction that records the job's id: a crash leaves the row for the next drain, and no
 * delivery gets two jobs (SKIP LOCKED lets several nodes drain side by side). Returns how many.
 */
export async function drainDeliveries(
  db: Database,
  boss: PgBoss,
  options: { retryDelaySeconds?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `SELECT id FROM report_deliveries
        WHERE state = 'queued' AND job_id IS NULL
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const row of rows) {
      const jobId = randomUUID();
      const data: DeliveryJobData = { deliveryId: Number(row.id) };
      const sent = await boss.send(DELIVERY_QUEUE, data, {
        ...deliveryJobOptions(options.retryDelaySeconds),
        id: jobId,
        db: pgBossDb(tx),
      });
      if (sent !== jobId) throw new Error(`the queue did not accept delivery ${row.id}`);
      await tx.query('UPDATE report_deliveries SET job_id = $2, updated_at = now() WHERE id = $1', [
        row.id,
        jobId,
      ]);
    }
    return rows.length;
  });
}

export type DeliveriesDrainer = DrainLoop;

/**
 * Drains the deliveries every `intervalMs` and whenever nudged: call nudge() after an approval
 * commits so its emails leave at once rather than at the next poll.
 */
export function startDeliveriesDrainer(options: {
  db: Database;
  boss: PgBoss;
  logger: Logger;
  intervalMs?: number;
  retryDelaySeconds?: number;
}): DeliveriesDrainer {
  const { db, boss, logger, intervalMs, retryDelaySeconds } = options;
  return startDrainLoop({
    logger,
    what: 'the report deliveries',
    intervalMs,
    async drainOnce() {
      const count = await drainDeliveries(db, boss, { retryDelaySeconds });
      if (count > 0) logger.info({ count }, 'report deliveries queued');
      return count > 0;
    },
  });
}
