import type PgBoss from 'pg-boss';
import { handleDeliveryJob, type DeliveryDeps } from './deliver-report.js';
import { DELIVERY_QUEUE, type DeliveryJobData } from './delivery-job.js';

/**
 * Consumes the report emails on this node: one message at a time (rendering and one SMTP
 * exchange), which keeps a mail server's per-client limits out of reach. Returns the loop's id.
 */
export function startDeliveryWorker(boss: PgBoss, deps: DeliveryDeps): Promise<string> {
  return boss.work<DeliveryJobData>(
    DELIVERY_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => (job ? handleDeliveryJob(job, deps) : undefined),
  );
}
