import type { AnalysisResult } from '@heroscope/schema';

/** What the command has to show for one URL: its analysis, or why there is none. */
export type ReportEntry = { url: string; result: AnalysisResult } | { url: string; error: string };

export function isAnalysed(entry: ReportEntry): entry is { url: string; result: AnalysisResult } {
  return 'result' in entry;
}
