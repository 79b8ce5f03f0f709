import { reportVersionSchema } from '@heroscope/schema';
import type { Database } from '../database.js';
import { newToken } from '../delivery/report-links.js';
import { lockOpenDraft, type ReviewOutcome } from './locked-request.js';
import { publishDraft } from './publish-draft.js';
import { recordEdit } from './record-edit.js';
import { loadDetail } from './review-detail.js';
import type { Reviewer } from './reviewer-store.js';

export const APPROVE_WITHOUT_DRAFT =
  'There is no draft to approve yet: its analysis has not produced a report.';
export const ALREADY_APPROVED = 'This report was already approved and sent.';

/**
 * "Approve and send": in one transaction under the row locks, publishes the draft at `revision`
 * (publishDraft), gives the report its private access token, marks the request sent, records it
 * in the trail and queues one email per inbox that asked (report_deliveries, state 'queued'; the
 * delivery module sends them). Refused (409, with the detail) when the draft moved on, has not
 * been made, or was already approved.
 */
export async function approveDraft(
  db: Database,
  requestId: number,
  revision: number,
  reviewer: Reviewer,
  now: Date,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const open = await lockOpenDraft(tx, requestId, revision, now, {
      sent: ALREADY_APPROVED,
      noDraft: APPROVE_WITHOUT_DRAFT,
    });
    if (!open.ok) return open.outcome;
    const { request: locked, report } = open;

    const version = reportVersionSchema.parse(publishDraft(open.draft));
    const at = now.toISOString();
    const nextRevision = report.revision + 1;
    await tx.query(
      `UPDATE reports
          SET published = $2, published_at = $3, published_by = $4, access_token = $5,
              draft_revision = $6, updated_at = $3
        WHERE id = $1`,
      [report.id, JSON.stringify(version), at, reviewer.id, newToken(), nextRevision],
    );
    await tx.query(
      `UPDATE analysis_requests SET status = 'sent', sent_at = $2, updated_at = $2 WHERE id = $1`,
      [requestId, at],
    );
    await recordEdit(tx, {
      reportId: report.id,
      reviewer,
      revision: nextRevision,
      kind: 'approve',
      target: 'report',
      before: null,
      after: {
        scores: version.scores,
        opportunities: version.opportunities.length,
        recipients: locked.emails.length,
      },
      reason: null,
      at,
    });
    for (const email of locked.emails) {
      await tx.query(
        `INSERT INTO report_deliveries (report_id, email, unsubscribe_token, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (report_id, email) DO NOTHING`,
        [report.id, email, newToken(), at],
      );
    }
    return { status: 200, detail: (await loadDetail(tx, requestId, now))! };
  });
}
