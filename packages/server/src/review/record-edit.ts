import type { SqlSession } from '../database.js';
import type { Reviewer } from './reviewer-store.js';

/** One audit-trail row: who changed what, to which revision, before and after. */
export async function recordEdit(
  tx: SqlSession,
  entry: {
    reportId: number;
    reviewer: Reviewer;
    revision: number;
    kind: string;
    target: string;
    before: unknown;
    after: unknown;
    reason: string | null;
    at: string;
  },
): Promise<void> {
  // SQL NULL, not a JSON null, where there is nothing before or after.
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await tx.query(
    `INSERT INTO report_edits
       (report_id, reviewer_id, reviewer_email, revision, kind, target, before, after, reason,
        created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.reportId,
      entry.reviewer.id,
      entry.reviewer.email,
      entry.revision,
      entry.kind,
      entry.target,
      json(entry.before),
      json(entry.after),
      entry.reason,
      entry.at,
    ],
  );
}
