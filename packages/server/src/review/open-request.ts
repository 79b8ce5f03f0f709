import type { AnalysisResult, ReviewRequestDetail } from '@heroscope/schema';
import type { Database } from '../database.js';
import { createDraft } from './create-draft.js';
import { lockRequest } from './locked-request.js';
import { loadDetail } from './review-detail.js';

/**
 * GET of one request in the console. The first time a request with a report is opened, its
 * draft is made from the engine's result and the request moves from draft to in_review, under
 * the row locks, so two reviewers opening it at once make one draft. Null when there is no such
 * request.
 */
export async function openRequest(
  db: Database,
  requestId: number,
  now: Date,
): Promise<ReviewRequestDetail | null> {
  const [pending] = await db.query(
    `SELECT 1 FROM analysis_requests ar JOIN reports r ON r.request_id = ar.id
      WHERE ar.id = $1 AND (r.draft IS NULL OR ar.status = 'draft')`,
    [requestId],
  );
  if (pending) {
    await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, requestId);
      if (!locked?.report) return;
      if (!locked.report.draft) {
        const [report] = await tx.query<{ result: AnalysisResult }>(
          'SELECT result FROM reports WHERE id = $1',
          [locked.report.id],
        );
        await tx.query('UPDATE reports SET draft = $2, updated_at = $3 WHERE id = $1', [
          locked.report.id,
          JSON.stringify(createDraft(report!.result)),
          now.toISOString(),
        ]);
      }
      if (locked.status === 'draft') {
        await tx.query(
          `UPDATE analysis_requests SET status = 'in_review', updated_at = $2 WHERE id = $1`,
          [requestId, now.toISOString()],
        );
      }
    });
  }
  return loadDetail(db, requestId, now);
}
