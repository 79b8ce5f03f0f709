import { analyzeFacts } from '@heroscope/analyzer';
import type { PageFacts, RequestStatus } from '@heroscope/schema';
import { flawedPageFacts } from '../../analyzer/src/report/test-page-facts.js';
import type { Database } from '../src/database.js';
import { storeReport } from '../src/reports/store-report.js';

/** A 1×1 PNG and a 1×1 JPEG: real image bytes for the screenshot routes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The flawed hand-made page of the analyzer's tests, at a fictional address, with real images. */
export function storedPageFacts(url: string): PageFacts {
  const facts = flawedPageFacts();
  return {
    ...facts,
    url,
    finalUrl: `${url}/`,
    desktop: {
      ...facts.desktop,
      screenshot: {
        ...facts.desktop.screenshot,
        dataUrl: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
      },
    },
    mobile: {
      ...facts.mobile,
      screenshot: {
        ...facts.mobile.screenshot,
        dataUrl: `data:image/jpeg;base64,${JPEG_1X1.toString('base64')}`,
      },
    },
  };
}

export interface StoredRequestOptions {
  url?: string;
  emails?: string[];
  status?: RequestStatus;
  createdAt?: Date;
  /** Store the engine's report for it (as a finished analysis does). */
  withReport?: boolean;
  failureReason?: string;
  parentRequestId?: number;
}

/**
 * A request as the analysis pipeline leaves it, written directly (no browser, no queue): the
 * submission, the request and, unless withReport is false, the engine's report of the flawed
 * test page stored with storeReport. Returns the request's id.
 */
export async function insertStoredRequest(
  db: Database,
  {
    url = 'https://acme-widgets.example',
    emails = ['ada@acme-widgets.example'],
    status = 'draft',
    createdAt = new Date(),
    withReport = true,
    failureReason,
    parentRequestId,
  }: StoredRequestOptions = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [submission] = await tx.query<{ id: string }>(
      `INSERT INTO submissions (url, emails) VALUES ($1, $2)
       ON CONFLICT (url) DO UPDATE SET emails = EXCLUDED.emails RETURNING id`,
      [url, emails],
    );
    const [request] = await tx.query<{ id: string }>(
      `INSERT INTO analysis_requests
         (submission_id, url, emails, status, created_at, failure_code, failure_reason,
          parent_request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        submission!.id,
        url,
        emails,
        status,
        createdAt.toISOString(),
        failureReason ? 'load-failed' : null,
        failureReason ?? null,
        parentRequestId ?? null,
      ],
    );
    const requestId = Number(request!.id);
    if (withReport) {
      const facts = storedPageFacts(url);
      await storeReport(tx, requestId, { result: analyzeFacts(facts), facts });
    }
    return requestId;
  });
}
