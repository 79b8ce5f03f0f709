import {
  draftScores,
  PROMISED_BUSINESS_DAYS,
  type DraftOpportunity,
  type RequestStatus,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type Score,
} from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { businessDaysBetween } from './business-days.js';

interface QueueRow {
  id: string | number;
  url: string;
  status: RequestStatus;
  emails: string[];
  created_at: Date | string;
  failure_reason: string | null;
  parent_request_id: string | number | null;
  engine_scores: Score[] | null;
  draft_engine_scores: Score[] | null;
  draft_opportunities: DraftOpportunity[] | null;
}

// Only the parts of the report the list needs: a draft or result is tens of kilobytes.
const QUEUE_SELECT = `
  SELECT ar.id, ar.url, ar.status, ar.emails, ar.created_at, ar.failure_reason,
         ar.parent_request_id,
         r.result -> 'scores' AS engine_scores,
         r.draft -> 'engineScores' AS draft_engine_scores,
         r.draft -> 'opportunities' AS draft_opportunities
    FROM analysis_requests ar LEFT JOIN reports r ON r.request_id = ar.id`;

function toQueueItem(row: QueueRow, now: Date): ReviewQueueItem {
  const createdAt = new Date(row.created_at);
  const businessDaysOld = businessDaysBetween(createdAt, now);
  return {
    id: Number(row.id),
    url: row.url,
    status: row.status,
    askedBy: row.emails.length,
    createdAt: createdAt.toISOString(),
    businessDaysOld,
    overdue: businessDaysOld > PROMISED_BUSINESS_DAYS && row.status !== 'sent',
    failureReason: row.failure_reason,
    parentRequestId: row.parent_request_id === null ? null : Number(row.parent_request_id),
    // What the reviewer would send now: the draft's scores once there is one.
    scores:
      row.draft_engine_scores && row.draft_opportunities
        ? draftScores(row.draft_engine_scores, row.draft_opportunities)
        : row.engine_scores,
  };
}

/** Every request, or those of one status, newest or oldest first. */
export async function listQueue(
  db: SqlSession,
  query: ReviewQueueQuery,
  now: Date,
): Promise<ReviewQueueItem[]> {
  const direction = query.order === 'oldest' ? 'ASC' : 'DESC';
  const rows = await db.query<QueueRow>(
    `${QUEUE_SELECT}
      WHERE $1::text IS NULL OR ar.status = $1::text
      ORDER BY ar.created_at ${direction}, ar.id ${direction}`,
    [query.status ?? null],
  );
  return rows.map((row) => toQueueItem(row, now));
}

/** One request as the queue lists it, or null when there is none with this id. */
export async function findQueueItem(
  db: SqlSession,
  requestId: number,
  now: Date,
): Promise<ReviewQueueItem | null> {
  const [row] = await db.query<QueueRow>(`${QUEUE_SELECT} WHERE ar.id = $1`, [requestId]);
  return row ? toQueueItem(row, now) : null;
}
