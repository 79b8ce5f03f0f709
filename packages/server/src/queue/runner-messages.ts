import type { AnalysisWithFacts, AnalyzerOptions, CollectErrorCode } from '@heroscope/analyzer';

/** Parent → worker process. */
export type ToRunner =
  | { type: 'start'; options: AnalyzerOptions }
  | { type: 'analyse'; id: number; url: string }
  | { type: 'close' };

/** Worker process → parent. */
export type FromRunner =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'done'; id: number; analysis: AnalysisWithFacts }
  | {
      type: 'failed';
      id: number;
      /** Set when the engine said why (a CollectError); otherwise an unexpected error. */
      code: CollectErrorCode | null;
      message: string;
      status: number | null;
    };
