import { CollectError } from '@heroscope/analyzer';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../database.js';
import { storeReport } from '../reports/store-report.js';
import { analyseAddress } from './analyse-address.js';
import type { AnalysisJobData } from './analysis-job.js';
import type { AnalysisRunner } from './analysis-runner.js';
import { isTransient } from './failure-kind.js';

/** What a job leaves as its output in pg-boss (the request row is the real record). */
export type AnalysisJobOutput =
  | { outcome: 'draft'; reportId: number | null }
  | { outcome: 'failed'; code: string; reason: string }
  | { outcome: 'skipped'; status: string };

/**
 * One try of one job: analyse the request's address and store the draft, or record why not.
 * A permanent failure ends the request as failed and the job as done (pg-boss must not retry);
 * a transient one is thrown so pg-boss retries it with backoff, the request going back to
 * queued with the reason, until the last try, which ends it as failed. Safe to run twice for one
 * request (a job retried after its worker was presumed dead): only queued or analysing requests
 * are analysed, and the report is stored once.
 */
export async function handleAnalysisJob(
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
  deps: { db: Database; runner: AnalysisRunner; logger: Logger },
): Promise<AnalysisJobOutput> {
  const { db, runner } = deps;
  const { requestId } = job.data;
  const logger = deps.logger.child({ requestId, jobId: job.id, try: job.retryCount + 1 });
  const [request] = await db.query<{ url: string; status: string }>(
    `UPDATE analysis_requests
        SET status = 'analysing', attempts = attempts + 1, started_at = now(), updated_at = now()
      WHERE id = $1 AND status IN ('queued', 'analysing')
      RETURNING url, status`,
    [requestId],
  );
  if (!request) {
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM analysis_requests WHERE id = $1',
      [requestId],
    );
    logger.info({ status: row?.status ?? 'missing' }, 'analysis already settled; job skipped');
    return { outcome: 'skipped', status: row?.status ?? 'missing' };
  }

  logger.info({ url: request.url }, 'analysing');
  let analysis: Awaited<ReturnType<typeof analyseAddress>>;
  try {
    analysis = await analyseAddress(runner, request.url);
  } catch (error) {
    const code = error instanceof CollectError ? error.code : 'internal';
    const reason = error instanceof Error ? error.message : String(error);
    const lastTry = job.retryCount >= job.retryLimit;
    if (isTransient(error) && !lastTry) {
      await db.query(
        `UPDATE analysis_requests
            SET status = 'queued', failure_code = $2, failure_reason = $3, updated_at = now()
          WHERE id = $1 AND status = 'analysing'`,
        [requestId, code, reason],
      );
      logger.warn({ code, reason }, 'analysis failed; it will be tried again');
      throw error;
    }
    await db.query(
      `UPDATE analysis_requests
          SET status = 'failed', failure_code = $2, failure_reason = $3,
              finished_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'analysing'`,
      [requestId, code, reason],
    );
    logger.warn({ code, reason }, 'analysis failed');
    return { outcome: 'failed', code, reason };
  }

  const reportId = await db.transaction(async (tx) => {
    const [updated] = await tx.query(
      `UPDATE analysis_requests
          SET status = 'draft', analysed_url = $2, failure_code = NULL, failure_reason = NULL,
              finished_at = now(), updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'analysing')
        RETURNING id`,
      [requestId, analysis.analysedUrl],
    );
    // Settled meanwhile (another try stored it first, or it was given up as lost): keep that.
    return updated ? storeReport(tx, requestId, analysis) : null;
  });
  logger.info({ reportId, analysedUrl: analysis.analysedUrl }, 'draft report stored');
  return { outcome: 'draft', reportId };
}
