import type { SqlSession } from '../database.js';

/**
 * Ends as failed the deliveries whose job pg-boss gave up on before the handler could record an
 * outcome (the process died or hung mid-send on the last try): otherwise the console would show
 * them sending forever. Returns how many.
 */
export async function settleLostDeliveries(
  session: SqlSession,
  queueSchema: string,
): Promise<number> {
  const rows = await session.query(
    `UPDATE report_deliveries AS d
        SET state = 'failed',
            last_error = 'The email was not sent: its worker stopped or hung on every try',
            updated_at = now()
       FROM (SELECT id, state FROM ${queueSchema}.job
             UNION ALL
             SELECT id, state FROM ${queueSchema}.archive) AS j
      WHERE j.id = d.job_id AND j.state = 'failed'
        AND d.state IN ('queued', 'sending', 'retrying')
      RETURNING d.id`,
  );
  return rows.length;
}
