import { createAnalyzer, type AnalyzerOptions } from '@heroscope/analyzer';
import type { AnalysisRunner } from './analysis-runner.js';

/** One browser in this process, launched now (a missing Chromium fails the start, not a job). */
export async function createInProcessRunner(options: AnalyzerOptions): Promise<AnalysisRunner> {
  const analyzer = await createAnalyzer(options);
  return {
    analyse: (url) => analyzer.analyzeWithFacts(url),
    close: () => analyzer.close(),
  };
}
