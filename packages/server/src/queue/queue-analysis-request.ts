import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import type { SqlSession } from '../database.js';
import { ANALYSIS_QUEUE, analysisJobOptions, type AnalysisJobData } from './analysis-job.js';
import { pgBossDb } from './pg-boss-db.js';

export interface NewAnalysisRequest {
  submissionId: number | string;
  url: string;
  emails: readonly string[];
  /** Set for a new iteration (v2) of a sent report. */
  parentRequestId?: number;
}

/**
 * Inserts a queued analysis request and creates its pg-boss job through the same transaction
 * (`tx`), so a request never exists without its job nor a job without its request. Both the
 * outbox drainer and a visitor's "analyse it again" go through here.
 */
export async function queueAnalysisRequest(
  tx: SqlSession,
  boss: PgBoss,
  config: Pick<Config, 'analysisJobTimeoutSeconds' | 'analysisRetryDelaySeconds'>,
  request: NewAnalysisRequest,
): Promise<{ requestId: number; jobId: string }> {
  const jobId = randomUUID();
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO analysis_requests (submission_id, url, emails, job_id, parent_request_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      request.submissionId,
      request.url,
      [...request.emails],
      jobId,
      request.parentRequestId ?? null,
    ],
  );
  const requestId = Number(created!.id);
  const data: AnalysisJobData = { requestId };
  const sent = await boss.send(ANALYSIS_QUEUE, data, {
    ...analysisJobOptions(config),
    id: jobId,
    db: pgBossDb(tx),
  });
  if (sent !== jobId) throw new Error(`the queue did not accept the job of request ${requestId}`);
  return { requestId, jobId };
}
