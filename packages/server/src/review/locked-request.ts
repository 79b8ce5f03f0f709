import type { RequestStatus, ReviewDraft, ReviewRequestDetail } from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { loadDetail } from './review-detail.js';

export interface LockedRequest {
  status: RequestStatus;
  emails: string[];
  /** Null until the analysis stored a report. */
  report: {
    id: number;
    draft: ReviewDraft | null;
    revision: number;
    published: boolean;
  } | null;
}

/**
 * Reads a request and its report FOR UPDATE, request first (the order every writer of both
 * uses, so two of them never wait on each other): until the transaction ends, no other reviewer
 * can save, approve or open it for the first time. Null when there is no such request.
 */
export async function lockRequest(
  tx: SqlSession,
  requestId: number,
): Promise<LockedRequest | null> {
  const [request] = await tx.query<{ status: RequestStatus; emails: string[] }>(
    'SELECT status, emails FROM analysis_requests WHERE id = $1 FOR UPDATE',
    [requestId],
  );
  if (!request) return null;
  const [report] = await tx.query<{
    id: string | number;
    draft: ReviewDraft | null;
    draft_revision: number;
    published: boolean;
  }>(
    `SELECT id, draft, draft_revision, published IS NOT NULL AS published
       FROM reports WHERE request_id = $1 FOR UPDATE`,
    [requestId],
  );
  return {
    status: request.status,
    emails: request.emails,
    report: report
      ? {
          id: Number(report.id),
          draft: report.draft,
          revision: report.draft_revision,
          published: report.published,
        }
      : null,
  };
}

/**
 * Locks a request whose draft may still change, and checks the revision a reviewer worked on.
 * Either the locked draft, or what the action ends in instead: 404, or 409 with the current
 * detail (sent already, no draft yet, or saved meanwhile by another reviewer).
 */
export async function lockOpenDraft(
  tx: SqlSession,
  requestId: number,
  revision: number,
  now: Date,
  messages: { sent: string; noDraft: string },
): Promise<
  | {
      ok: true;
      request: LockedRequest;
      report: NonNullable<LockedRequest['report']>;
      draft: ReviewDraft;
    }
  | { ok: false; outcome: ReviewOutcome }
> {
  const locked = await lockRequest(tx, requestId);
  if (!locked) return { ok: false, outcome: { status: 404 } };
  const refuse = async (message: string) => ({
    ok: false as const,
    outcome: {
      status: 409 as const,
      message,
      detail: (await loadDetail(tx, requestId, now))!,
    },
  });
  const report = locked.report;
  if (report?.published || locked.status === 'sent') return refuse(messages.sent);
  if (!report?.draft) return refuse(messages.noDraft);
  if (revision !== report.revision) return refuse(SAVED_BY_ANOTHER_REVIEWER);
  return { ok: true, request: locked, report, draft: report.draft };
}

/** What a console action ends in: the new detail, no such request, or a refusal with the detail. */
export type ReviewOutcome =
  | { status: 200; detail: ReviewRequestDetail }
  | { status: 404 }
  | { status: 409; message: string; detail: ReviewRequestDetail };

export const NO_SUCH_REQUEST = 'There is no request with this number.';
export const ALREADY_SENT =
  'This report was already approved and sent: it can no longer be changed.';
export const NO_DRAFT_YET =
  'This request has no draft yet: its analysis has not produced a report.';
export const SAVED_BY_ANOTHER_REVIEWER =
  'Another reviewer saved a change to this draft first. Their version is shown now: make your change again if it is still needed.';
