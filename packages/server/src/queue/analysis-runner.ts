import type { AnalysisWithFacts, AnalyzerOptions } from '@heroscope/analyzer';
import type { Config } from '../config.js';

/** Where pages are analysed: a browser in this process, or in a forked worker process. */
export interface AnalysisRunner {
  /** Loads the page; rejects with the analyzer's CollectError when it cannot. */
  analyse(url: string): Promise<AnalysisWithFacts>;
  close(): Promise<void>;
}

/** The engine's options from the configuration: limits, and the guard (on unless lifted). */
export function analyzerOptionsFrom(
  config: Pick<
    Config,
    | 'analyzerAllowPrivate'
    | 'analyzerResolve'
    | 'analysisPageTimeoutSeconds'
    | 'analysisConcurrency'
  >,
): AnalyzerOptions {
  const totalTimeoutMs = config.analysisPageTimeoutSeconds * 1000;
  return {
    allowPrivate: config.analyzerAllowPrivate,
    resolve: config.analyzerResolve,
    totalTimeoutMs,
    navigationTimeoutMs: Math.min(15_000, totalTimeoutMs),
    // Several pages at once: one viewport at a time each, to bound Chromium's memory (as the CLI).
    parallelViewports: config.analysisConcurrency <= 1,
  };
}
