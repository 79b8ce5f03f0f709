import type {
  DeliveryState,
  ReviewDraft,
  ReviewRequestDetail,
  ViewportName,
} from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { findQueueItem } from './review-queue.js';

/** Where the console loads a request's screenshot (review-console-routes.ts serves it). */
export const screenshotPath = (requestId: number, viewport: ViewportName) =>
  `/api/review/requests/${requestId}/screenshot/${viewport}`;

/** The draft as the console receives it: the stored screenshot reference made an address. */
function forConsole(draft: ReviewDraft, requestId: number): ReviewDraft {
  const ref = /^screenshot:(desktop|mobile)$/.exec(draft.websiteContent.image);
  if (!ref) return draft;
  return {
    ...draft,
    websiteContent: {
      ...draft.websiteContent,
      image: screenshotPath(requestId, ref[1] as ViewportName),
    },
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Everything the console shows of one request: the queue's line, the draft and its revision,
 * the audit trail, the emails sent and the visitor's answers. Null when there is no such request.
 * Read only: opening a request for the first time is openRequest's work (open-request.ts).
 */
export async function loadDetail(
  db: SqlSession,
  requestId: number,
  now: Date,
): Promise<ReviewRequestDetail | null> {
  const request = await findQueueItem(db, requestId, now);
  if (!request) return null;
  const [report] = await db.query<{
    id: string | number;
    draft: ReviewDraft | null;
    draft_revision: number;
    access_token: string | null;
    published: boolean;
  }>(
    `SELECT id, draft, draft_revision, access_token, published IS NOT NULL AS published
       FROM reports WHERE request_id = $1`,
    [requestId],
  );
  if (!report) {
    return {
      request,
      draft: null,
      revision: 0,
      trail: [],
      deliveries: [],
      answers: [],
      privateReportPath: null,
    };
  }
  const trail = await db.query<{
    id: string | number;
    reviewer_email: string;
    revision: number;
    kind: string;
    target: string;
    before: unknown;
    after: unknown;
    reason: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, reviewer_email, revision, kind, target, before, after, reason, created_at
       FROM report_edits WHERE report_id = $1 ORDER BY id`,
    [report.id],
  );
  const deliveries = await db.query<{
    email: string;
    state: DeliveryState;
    attempts: number;
    last_error: string | null;
    sent_at: Date | string | null;
  }>(
    `SELECT email, state, attempts, last_error, sent_at
       FROM report_deliveries WHERE report_id = $1 ORDER BY id`,
    [report.id],
  );
  const answers = await db.query<{
    question_index: number;
    question: string;
    answer: string;
    updated_at: Date | string;
  }>(
    `SELECT question_index, question, answer, updated_at
       FROM question_answers WHERE report_id = $1 ORDER BY question_index`,
    [report.id],
  );
  return {
    request,
    draft: report.draft ? forConsole(report.draft, requestId) : null,
    revision: report.draft_revision,
    trail: trail.map((edit) => ({
      id: Number(edit.id),
      reviewerEmail: edit.reviewer_email,
      revision: edit.revision,
      kind: edit.kind,
      target: edit.target,
      before: edit.before ?? null,
      after: edit.after ?? null,
      reason: edit.reason,
      at: iso(edit.created_at),
    })),
    deliveries: deliveries.map((d) => ({
      email: d.email,
      state: d.state,
      attempts: d.attempts,
      lastError: d.last_error,
      sentAt: d.sent_at === null ? null : iso(d.sent_at),
    })),
    answers: answers.map((a) => ({
      questionIndex: a.question_index,
      question: a.question,
      answer: a.answer,
      at: iso(a.updated_at),
    })),
    privateReportPath:
      report.published && report.access_token ? `/report/${report.access_token}` : null,
  };
}
