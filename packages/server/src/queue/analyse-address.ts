import { CollectError, type AnalysisWithFacts } from '@heroscope/analyzer';
import type { AnalysisRunner } from './analysis-runner.js';

/**
 * Analyses an address as a browser opens it: https first, then plain http when nothing answers
 * on https or its TLS handshake fails (both reach us as 'unreachable'; the engine has already
 * refused private destinations as 'blocked', which http would not change). A page reached over
 * http is then flagged by the engine's https audit. A timeout is not a reason to fall back: the
 * server did answer, slowly, and the job is retried instead.
 */
export async function analyseAddress(
  runner: AnalysisRunner,
  address: string,
): Promise<AnalysisWithFacts & { analysedUrl: string }> {
  const url = new URL(address);
  const https = new URL(url.href);
  https.protocol = 'https:';
  try {
    return { ...(await runner.analyse(https.href)), analysedUrl: https.href };
  } catch (error) {
    if (!(error instanceof CollectError) || error.code !== 'unreachable') throw error;
    const http = new URL(url.href);
    http.protocol = 'http:';
    return { ...(await runner.analyse(http.href)), analysedUrl: http.href };
  }
}
