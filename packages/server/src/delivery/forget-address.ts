import type { Database } from '../database.js';

/** Keeps every element of an array of addresses but `$1` (compared without case). */
const WITHOUT = (column: string) =>
  `ARRAY(SELECT e FROM unnest(${column}) AS e WHERE lower(e) <> lower($1))`;
const LISTS = (column: string) =>
  `EXISTS (SELECT 1 FROM unnest(${column}) AS e WHERE lower(e) = lower($1))`;

/**
 * "Remove my address from your records", for the inbox an unsubscribe token was made for: the
 * address leaves every submission and every analysis request, its pending outbox rows go, and
 * its deliveries not yet made are marked unsubscribed (the ones made stay, as the record of what
 * was sent; one being sent right now is recorded as sent if the mail server takes it, and is
 * never tried again if not). A submission left with no address and nothing analysed from it is deleted; one with
 * requests stays, without addresses, since deleting it would delete their reports too.
 * Idempotent. Returns false for a token that belongs to no delivery.
 */
export async function forgetAddress(db: Database, unsubscribeToken: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx.query<{ email: string }>(
      'SELECT email FROM report_deliveries WHERE unsubscribe_token = $1',
      [unsubscribeToken],
    );
    if (!delivery) return false;
    const email = delivery.email;
    const touched = await tx.query<{ id: string }>(
      `UPDATE submissions SET emails = ${WITHOUT('emails')}
        WHERE ${LISTS('emails')} RETURNING id`,
      [email],
    );
    await tx.query(
      `UPDATE analysis_requests SET emails = ${WITHOUT('emails')} WHERE ${LISTS('emails')}`,
      [email],
    );
    await tx.query('DELETE FROM analysis_outbox WHERE lower(email) = lower($1)', [email]);
    await tx.query(
      `DELETE FROM submissions AS s
        WHERE s.id = ANY($1::bigint[]) AND cardinality(s.emails) = 0
          AND NOT EXISTS (SELECT 1 FROM analysis_requests r WHERE r.submission_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM analysis_outbox o WHERE o.submission_id = s.id)`,
      [touched.map((row) => row.id)],
    );
    await tx.query(
      `UPDATE report_deliveries SET state = 'unsubscribed', updated_at = now()
        WHERE lower(email) = lower($1) AND state IN ('queued', 'sending', 'retrying')`,
      [email],
    );
    return true;
  });
}
