import type { AnalysisResult } from '@heroscope/schema';
import { isAnalysed, type ReportEntry } from './report-entry.js';

/**
 * One analysis as one line of JSON (NDJSON), so several URLs pipe into `jq` line by line.
 * JSON.stringify never emits a raw newline, so the line cannot break.
 */
export function formatJsonLine(result: AnalysisResult): string {
  return `${JSON.stringify(result)}\n`;
}

/** Failed URLs print nothing on stdout (their reason goes to stderr): every line is a result. */
export function formatJson(entries: readonly ReportEntry[]): string {
  return entries
    .filter(isAnalysed)
    .map((e) => formatJsonLine(e.result))
    .join('');
}
