import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database, SqlSession } from '../database.js';
import { startDrainLoop, type DrainLoop } from './drain-loop.js';
import { queueAnalysisRequest } from './queue-analysis-request.js';

type DrainConfig = Pick<
  Config,
  'reanalyseAfterHours' | 'analysisJobTimeoutSeconds' | 'analysisRetryDelaySeconds'
>;

export type DrainOutcome =
  | { kind: 'empty' }
  | { kind: 'joined'; requestId: number }
  | { kind: 'queued'; requestId: number; jobId: string };

interface OutboxRow {
  id: string;
  submission_id: string;
  url: string;
  email: string;
}

/**
 * Turns the oldest outbox row into an analysis request, in one transaction: the row is deleted,
 * and either its inbox joins a request for the same address made within REANALYSE_AFTER_HOURS
 * (and not failed), or a new request is inserted and its pg-boss job created through the same
 * transaction. A crash anywhere leaves the row in the outbox for the next drain; nothing is
 * queued twice. One row per transaction, so a drainer holds one address lock at a time (two
 * drainers taking addresses in different orders cannot deadlock).
 */
export async function drainOne(
  db: Database,
  boss: PgBoss,
  config: DrainConfig,
): Promise<DrainOutcome> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: several servers and workers drain one PostgreSQL, each takes other rows.
    const [row] = await tx.query<OutboxRow>(
      `SELECT id, submission_id, url, email FROM analysis_outbox
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!row) return { kind: 'empty' };
    // Two rows for the same address drained at once must not both start an analysis.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('heroscope.analysis_request:' || $1))", [
      row.url,
    ]);
    const outcome = await joinOrQueue(tx, boss, config, row);
    await tx.query('DELETE FROM analysis_outbox WHERE id = $1', [row.id]);
    return outcome;
  });
}

async function joinOrQueue(
  tx: SqlSession,
  boss: PgBoss,
  config: DrainConfig,
  row: OutboxRow,
): Promise<DrainOutcome> {
  const [recent] = await tx.query<{ id: string }>(
    `UPDATE analysis_requests AS r
        SET emails = CASE
              WHEN EXISTS (SELECT 1 FROM unnest(r.emails) AS e WHERE lower(e) = lower($2))
                THEN r.emails
              ELSE r.emails || $2
            END,
            updated_at = now()
      WHERE r.id = (
        SELECT id FROM analysis_requests
         WHERE url = $1 AND status <> 'failed'
           AND created_at > now() - make_interval(secs => $3::double precision * 3600)
         ORDER BY created_at DESC, id DESC LIMIT 1)
      RETURNING r.id`,
    [row.url, row.email, config.reanalyseAfterHours],
  );
  if (recent) return { kind: 'joined', requestId: Number(recent.id) };

  const { requestId, jobId } = await queueAnalysisRequest(tx, boss, config, {
    submissionId: row.submission_id,
    url: row.url,
    emails: [row.email],
  });
  return { kind: 'queued', requestId, jobId };
}

export type OutboxDrainer = DrainLoop;

/**
 * Drains the outbox every `intervalMs` and whenever nudged (a submission just came through this
 * process), until it is empty. Rows written by a PostgREST (or another server) are found by the
 * poll; ours are drained at once.
 */
export function startOutboxDrainer(options: {
  db: Database;
  boss: PgBoss;
  config: DrainConfig;
  logger: Logger;
  intervalMs?: number;
}): OutboxDrainer {
  const { db, boss, config, logger, intervalMs } = options;
  return startDrainLoop({
    logger,
    what: 'the analysis outbox',
    intervalMs,
    async drainOnce() {
      const outcome = await drainOne(db, boss, config);
      if (outcome.kind === 'empty') return false;
      logger.info(
        outcome,
        outcome.kind === 'joined' ? 'submission joined a recent request' : 'analysis queued',
      );
      return true;
    },
  });
}
