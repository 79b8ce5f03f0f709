import type PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { queueAnalysisRequest } from '../queue/queue-analysis-request.js';
import { hasPendingIteration } from './private-report.js';

export type IterationOutcome =
  | { kind: 'queued'; requestId: number }
  | { kind: 'not-found' }
  /** An iteration is already under way (queued, analysing or with a reviewer). */
  | { kind: 'pending' }
  /** Every inbox unsubscribed: a new version would reach nobody. */
  | { kind: 'no-recipient' };

/**
 * A visitor's "analyse my page again": a new request for the same address, child of the sent
 * one, for the same inboxes, queued with its job in one transaction (as the outbox drainer
 * queues). The parent row is locked first, so two clicks at once make one iteration.
 */
export async function requestIteration(
  db: Database,
  boss: PgBoss,
  config: Pick<Config, 'analysisJobTimeoutSeconds' | 'analysisRetryDelaySeconds'>,
  accessToken: string,
): Promise<IterationOutcome> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.query<{
      id: string;
      submission_id: string;
      url: string;
      emails: string[];
    }>(
      `SELECT q.id, q.submission_id, q.url, q.emails
         FROM analysis_requests q JOIN reports r ON r.request_id = q.id
        WHERE r.access_token = $1 AND r.published IS NOT NULL
        FOR UPDATE OF q`,
      [accessToken],
    );
    if (!parent) return { kind: 'not-found' };
    if (await hasPendingIteration(tx, Number(parent.id))) return { kind: 'pending' };
    if (parent.emails.length === 0) return { kind: 'no-recipient' };
    const { requestId } = await queueAnalysisRequest(tx, boss, config, {
      submissionId: parent.submission_id,
      url: parent.url,
      emails: parent.emails,
      parentRequestId: Number(parent.id),
    });
    return { kind: 'queued', requestId };
  });
}
