import type { ReviewChange } from '@heroscope/schema';
import type { Database } from '../database.js';
import { applyReviewChange } from './apply-review-change.js';
import { ALREADY_SENT, lockOpenDraft, NO_DRAFT_YET, type ReviewOutcome } from './locked-request.js';
import { recordEdit } from './record-edit.js';
import { loadDetail } from './review-detail.js';
import type { Reviewer } from './reviewer-store.js';

/**
 * PATCH of a draft: applies one change made on `revision`, in one transaction under the row
 * locks. Refused (409, with the draft as it is now) when another reviewer saved since, or the
 * report was sent; otherwise the draft moves to the next revision and the trail gains one row.
 * applyReviewChange's ReviewChangeError (a change that does not fit) is thrown as it is.
 */
export async function saveReviewChange(
  db: Database,
  requestId: number,
  input: { revision: number; change: ReviewChange },
  reviewer: Reviewer,
  now: Date,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const open = await lockOpenDraft(tx, requestId, input.revision, now, {
      sent: ALREADY_SENT,
      noDraft: NO_DRAFT_YET,
    });
    if (!open.ok) return open.outcome;
    const { report } = open;

    const { draft, edit } = applyReviewChange(open.draft, input.change, reviewer.email, now);
    const revision = report.revision + 1;
    await tx.query(
      'UPDATE reports SET draft = $2, draft_revision = $3, updated_at = $4 WHERE id = $1',
      [report.id, JSON.stringify(draft), revision, now.toISOString()],
    );
    await recordEdit(tx, {
      reportId: report.id,
      reviewer,
      revision,
      kind: edit.kind,
      target: edit.target,
      before: edit.before,
      after: edit.after,
      reason: edit.reason,
      at: now.toISOString(),
    });
    await tx.query(
      `UPDATE analysis_requests
          SET status = CASE WHEN status = 'draft' THEN 'in_review' ELSE status END, updated_at = $2
        WHERE id = $1`,
      [requestId, now.toISOString()],
    );
    return { status: 200, detail: (await loadDetail(tx, requestId, now))! };
  });
}
