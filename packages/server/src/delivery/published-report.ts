import type {
  AnalysisMeta,
  AuditResultSummary,
  ReportVersion,
  ViewportName,
} from '@heroscope/schema';
import type { SqlSession } from '../database.js';

/** A report as "Approve and send" froze it, with what the email and the viewer need around it. */
export interface PublishedReport {
  reportId: number;
  requestId: number;
  submissionId: number;
  /** The address as the visitor asked for it. */
  url: string;
  /** The address the engine loaded (https or http), once analysed. */
  analysedUrl: string | null;
  accessToken: string;
  /**
   * The private page the email links to: for an iteration (v2), its parent's page, which shows
   * the new version beside the first with each score's change; otherwise this report's own.
   */
  linkToken: string;
  publishedAt: Date;
  /** Screenshot still as the 'screenshot:desktop' reference. */
  version: ReportVersion;
  /** The engine's own run: shown in the attached HTML report's header and audit table. */
  meta: AnalysisMeta;
  audits: AuditResultSummary[];
  /** Who asked (and has not been forgotten since). */
  emails: string[];
}

interface PublishedRow {
  id: string;
  request_id: string;
  submission_id: string;
  url: string;
  analysed_url: string | null;
  access_token: string;
  link_token: string;
  published_at: Date;
  published: ReportVersion;
  meta: AnalysisMeta;
  audits: AuditResultSummary[] | null;
  emails: string[];
}

const SELECT_PUBLISHED = `
  SELECT r.id, r.request_id, q.submission_id, q.url, q.analysed_url, r.access_token,
         coalesce(
           (SELECT parent.access_token FROM reports parent
             WHERE parent.request_id = q.parent_request_id AND parent.access_token IS NOT NULL),
           r.access_token
         ) AS link_token,
         r.published_at, r.published, r.result->'meta' AS meta, r.result->'audits' AS audits,
         q.emails
    FROM reports r JOIN analysis_requests q ON q.id = r.request_id
   WHERE r.published IS NOT NULL AND r.access_token IS NOT NULL`;

function toPublished(row: PublishedRow): PublishedReport {
  return {
    reportId: Number(row.id),
    requestId: Number(row.request_id),
    submissionId: Number(row.submission_id),
    url: row.url,
    analysedUrl: row.analysed_url,
    accessToken: row.access_token,
    linkToken: row.link_token,
    publishedAt: new Date(row.published_at),
    version: row.published,
    meta: row.meta,
    audits: row.audits ?? [],
    emails: row.emails,
  };
}

/** The published report its private link opens, or null (unknown, or not published). */
export async function publishedReportByToken(
  session: SqlSession,
  accessToken: string,
): Promise<PublishedReport | null> {
  const [row] = await session.query<PublishedRow>(`${SELECT_PUBLISHED} AND r.access_token = $1`, [
    accessToken,
  ]);
  return row ? toPublished(row) : null;
}

export async function publishedReportById(
  session: SqlSession,
  reportId: number,
): Promise<PublishedReport | null> {
  const [row] = await session.query<PublishedRow>(`${SELECT_PUBLISHED} AND r.id = $1`, [reportId]);
  return row ? toPublished(row) : null;
}

/**
 * The newest iteration (v2) of a request that has been sent: a child request's published
 * report, or null while none has been.
 */
export async function sentIterationOf(
  session: SqlSession,
  requestId: number,
): Promise<PublishedReport | null> {
  const [row] = await session.query<PublishedRow>(
    `${SELECT_PUBLISHED} AND q.parent_request_id = $1 AND q.status = 'sent'
      ORDER BY r.published_at DESC, r.id DESC LIMIT 1`,
    [requestId],
  );
  return row ? toPublished(row) : null;
}

export interface StoredScreenshot {
  mimeType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

const screenshot = (row: {
  mime_type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}): StoredScreenshot => ({
  mimeType: row.mime_type,
  width: row.width,
  height: row.height,
  bytes: Buffer.from(row.bytes),
});

type ScreenshotRow = Parameters<typeof screenshot>[0];

export async function loadScreenshot(
  session: SqlSession,
  reportId: number,
  viewport: ViewportName,
): Promise<StoredScreenshot | null> {
  const [row] = await session.query<ScreenshotRow>(
    `SELECT mime_type, width, height, bytes FROM report_screenshots
      WHERE report_id = $1 AND viewport = $2`,
    [reportId, viewport],
  );
  return row ? screenshot(row) : null;
}

/** A published report's screenshot by its access token, without reading the report's JSON. */
export async function loadScreenshotByToken(
  session: SqlSession,
  accessToken: string,
  viewport: ViewportName,
): Promise<StoredScreenshot | null> {
  const [row] = await session.query<ScreenshotRow>(
    `SELECT s.mime_type, s.width, s.height, s.bytes
       FROM report_screenshots s JOIN reports r ON r.id = s.report_id
      WHERE r.access_token = $1 AND r.published IS NOT NULL AND s.viewport = $2`,
    [accessToken, viewport],
  );
  return row ? screenshot(row) : null;
}
