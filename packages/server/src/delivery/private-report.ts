import {
  hostOf,
  type PrivateReport,
  type QuestionAnswer,
  type ReportVersion,
} from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { screenshotRef } from '../reports/screenshot-refs.js';
import {
  publishedReportByToken,
  sentIterationOf,
  type PublishedReport,
} from './published-report.js';
import { screenshotPath } from './report-links.js';

/** A child request in one of these is an iteration under way: no second one is taken. */
export const PENDING_ITERATION_STATUSES = [
  'queued',
  'analysing',
  'draft',
  'in_review',
  'later',
] as const;

/** The version as the viewer loads it: the screenshot behind the report's own token, sized. */
async function viewerVersion(session: SqlSession, report: PublishedReport): Promise<ReportVersion> {
  const { websiteContent } = report.version;
  if (websiteContent.image !== screenshotRef('desktop')) return report.version;
  const [shot] = await session.query<{ width: number; height: number }>(
    `SELECT width, height FROM report_screenshots WHERE report_id = $1 AND viewport = 'desktop'`,
    [report.reportId],
  );
  return {
    ...report.version,
    websiteContent: {
      ...websiteContent,
      image: screenshotPath(report.accessToken, 'desktop'),
      ...(shot && shot.width > 0 && shot.height > 0
        ? { width: shot.width, height: shot.height }
        : {}),
    },
  };
}

export async function savedAnswers(
  session: SqlSession,
  reportId: number,
): Promise<QuestionAnswer[]> {
  const rows = await session.query<{
    question_index: number;
    question: string;
    answer: string;
    updated_at: Date;
  }>(
    `SELECT question_index, question, answer, updated_at FROM question_answers
      WHERE report_id = $1 ORDER BY question_index`,
    [reportId],
  );
  return rows.map((row) => ({
    questionIndex: row.question_index,
    question: row.question,
    answer: row.answer,
    at: new Date(row.updated_at).toISOString(),
  }));
}

export async function hasPendingIteration(
  session: SqlSession,
  requestId: number,
): Promise<boolean> {
  const rows = await session.query(
    `SELECT 1 FROM analysis_requests
      WHERE parent_request_id = $1 AND status = ANY($2::text[]) LIMIT 1`,
    [requestId, [...PENDING_ITERATION_STATUSES]],
  );
  return rows.length > 0;
}

/**
 * What GET /api/reports/:token answers: the published version, the newest sent iteration beside
 * it (v2 next to v1), the visitor's answers; null for a token that opens nothing.
 */
export async function loadPrivateReport(
  session: SqlSession,
  accessToken: string,
): Promise<PrivateReport | null> {
  const report = await publishedReportByToken(session, accessToken);
  if (!report) return null;
  const iteration = await sentIterationOf(session, report.requestId);
  const iterationVersion = iteration ? await viewerVersion(session, iteration) : undefined;
  const siteUrl = report.analysedUrl ?? report.url;
  return {
    siteName: hostOf(siteUrl) || 'your site',
    siteUrl,
    originalData: await viewerVersion(session, report),
    ...(iterationVersion
      ? {
          iteration1Data: {
            websiteContent: iterationVersion.websiteContent,
            scores: iterationVersion.scores,
            questions: iterationVersion.questions,
            opportunities: iterationVersion.opportunities,
          },
        }
      : {}),
    answers: await savedAnswers(session, report.reportId),
    iterationPending: await hasPendingIteration(session, report.requestId),
  };
}
