import type { SqlSession } from '../database.js';

/**
 * Ends as failed the requests whose job pg-boss has given up on while they were still queued or
 * analysing: the handler records its own failures, but a worker that died or hung on the last
 * try never gets to (pg-boss expires the job, or fails it at shutdown, with no retry left).
 * Without this they would show as analysing forever. Their code is 'lost'. Returns how many.
 */
export async function settleLostRequests(
  session: SqlSession,
  queueSchema: string,
): Promise<number> {
  const rows = await session.query(
    `UPDATE analysis_requests AS r
        SET status = 'failed',
            failure_code = 'lost',
            failure_reason = 'The analysis did not finish: its worker stopped or hung on every try ('
              || coalesce(j.output->'value'->>'message', j.output->>'message', j.output->>'value', 'no reason given')
              || ')',
            finished_at = now(),
            updated_at = now()
       FROM (SELECT id, state, output FROM ${queueSchema}.job
             UNION ALL
             SELECT id, state, output FROM ${queueSchema}.archive) AS j
      WHERE j.id = r.job_id AND j.state = 'failed' AND r.status IN ('queued', 'analysing')
      RETURNING r.id`,
  );
  return rows.length;
}
