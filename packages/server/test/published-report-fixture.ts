import { analyzeFacts } from '@heroscope/analyzer';
import type { PageFacts, ReportVersion } from '@heroscope/schema';
// The analyzer's own hand-made page with flaws in every category: the engine scores it for real.
import { flawedPageFacts } from '../../analyzer/src/report/test-page-facts.js';
import type { SqlSession } from '../src/database.js';
import { newToken } from '../src/delivery/report-links.js';
import { storeReport } from '../src/reports/store-report.js';

/** Real PNGs (4×3 and 2×2), so the bytes served and attached can be compared exactly. */
export const DESKTOP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPwd3sKRww4OQBSshG5ipod/gAAAABJRU5ErkJggg==',
  'base64',
);
export const MOBILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQW+wFRAwQCgAbkgQNWsY1fwAAAABJRU5ErkJggg==',
  'base64',
);

export interface PublishedFixture {
  submissionId: number;
  requestId: number;
  reportId: number;
  accessToken: string;
  /** As stored in reports.published (screenshot as 'screenshot:desktop'). */
  version: ReportVersion;
  deliveries: Array<{ id: number; email: string; unsubscribeToken: string }>;
}

function factsFor(url: string): PageFacts {
  const facts = flawedPageFacts();
  const shot = (png: Buffer, width: number, height: number) => ({
    dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    width,
    height,
  });
  return {
    ...facts,
    url,
    finalUrl: url,
    desktop: { ...facts.desktop, screenshot: shot(DESKTOP_PNG, 1440, 2700) },
    mobile: { ...facts.mobile, screenshot: shot(MOBILE_PNG, 390, 2400) },
  };
}

/**
 * What "Approve and send" leaves behind, written straight into the tables: a sent request with
 * the engine's report of the fixture page, its published version and access token, and one
 * queued delivery per inbox (no job yet). `parentRequestId` makes it an iteration; `status`
 * other than 'sent' leaves it unpublished-in-progress (no report at all unless 'sent').
 */
export async function createPublishedReport(
  db: SqlSession,
  options: {
    url?: string;
    emails?: string[];
    parentRequestId?: number;
    status?: 'sent' | 'queued' | 'analysing' | 'draft' | 'in_review' | 'failed' | 'later';
    /** Edits the version before it is published (as a reviewer would). */
    edit?: (version: ReportVersion) => ReportVersion;
  } = {},
): Promise<PublishedFixture> {
  const url = options.url ?? 'https://shop.example/';
  const emails = options.emails ?? ['ada@example.org'];
  const status = options.status ?? 'sent';
  const [submission] = await db.query<{ id: string }>(
    `INSERT INTO submissions (url, emails) VALUES ($1, $2)
     ON CONFLICT (url) DO UPDATE SET emails = EXCLUDED.emails RETURNING id`,
    [url, emails],
  );
  const [request] = await db.query<{ id: string }>(
    `INSERT INTO analysis_requests (submission_id, url, emails, status, analysed_url, parent_request_id)
     VALUES ($1, $2, $3, $4, $2, $5) RETURNING id`,
    [submission!.id, url, emails, status, options.parentRequestId ?? null],
  );
  const requestId = Number(request!.id);
  const base = {
    submissionId: Number(submission!.id),
    requestId,
    reportId: 0,
    accessToken: '',
    version: undefined as unknown as ReportVersion,
    deliveries: [],
  };
  if (status !== 'sent') return base;

  const facts = factsFor(url);
  const result = analyzeFacts(facts, { analyzedAt: '2026-11-20T10:00:00.000Z', durationMs: 4200 });
  const reportId = (await storeReport(db, requestId, { result, facts }))!;
  const [stored] = await db.query<{ result: ReportVersion }>(
    'SELECT result FROM reports WHERE id = $1',
    [reportId],
  );
  const { websiteContent, scores, questions, opportunities, brandIntelligence } = stored!.result;
  const frozen: ReportVersion = { websiteContent, scores, questions, opportunities };
  if (brandIntelligence) frozen.brandIntelligence = brandIntelligence;
  const version = options.edit ? options.edit(frozen) : frozen;
  const accessToken = newToken();
  await db.query(
    `UPDATE reports SET published = $2, published_at = now(), access_token = $3 WHERE id = $1`,
    [reportId, JSON.stringify(version), accessToken],
  );
  const deliveries: PublishedFixture['deliveries'] = [];
  for (const email of emails) {
    const unsubscribeToken = newToken();
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO report_deliveries (report_id, email, unsubscribe_token)
       VALUES ($1, $2, $3) RETURNING id`,
      [reportId, email, unsubscribeToken],
    );
    deliveries.push({ id: Number(row!.id), email, unsubscribeToken });
  }
  return { ...base, reportId, accessToken, version, deliveries };
}
