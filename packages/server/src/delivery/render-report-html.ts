import { formatHtml } from '@heroscope/analyzer';
import type { AnalysisResult } from '@heroscope/schema';
import { screenshotRef } from '../reports/screenshot-refs.js';
import type { PublishedReport, StoredScreenshot } from './published-report.js';

/**
 * The engine's self-contained HTML report of the version the reviewer approved: its scores,
 * opportunities and questions, the desktop screenshot inlined as a data URL, the engine's run
 * (meta, audits) around it. No script, no external resource: it opens offline from the email.
 */
export function renderReportHtml(
  report: PublishedReport,
  desktop: StoredScreenshot | null,
): string {
  const { version } = report;
  const image =
    version.websiteContent.image === screenshotRef('desktop') && desktop
      ? `data:${desktop.mimeType};base64,${desktop.bytes.toString('base64')}`
      : version.websiteContent.image;
  const result: AnalysisResult = {
    ...version,
    websiteContent: { ...version.websiteContent, image },
    meta: report.meta,
    audits: report.audits,
  };
  return formatHtml([{ url: report.analysedUrl ?? report.url, result }], {
    generatedAt: report.publishedAt.toISOString().slice(0, 10),
  });
}
