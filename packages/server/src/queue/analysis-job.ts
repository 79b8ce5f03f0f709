import type PgBoss from 'pg-boss';
import type { Config } from '../config.js';

/** The pg-boss queue of analyses. */
export const ANALYSIS_QUEUE = 'analysis';

/** What a job carries: the request row holds everything else, so a job stays tiny. */
export interface AnalysisJobData {
  requestId: number;
}

/** At most 3 tries: the first and 2 retries, for transient failures only (analysis-handler.ts). */
export const ANALYSIS_RETRY_LIMIT = 2;

/**
 * Per-job options, set on every send rather than on the queue: pg-boss keeps a queue's options
 * from its first creation, while these follow the configuration of the process that enqueues.
 */
export function analysisJobOptions(
  config: Pick<Config, 'analysisJobTimeoutSeconds' | 'analysisRetryDelaySeconds'>,
): PgBoss.SendOptions {
  return {
    retryLimit: ANALYSIS_RETRY_LIMIT,
    retryDelay: config.analysisRetryDelaySeconds,
    retryBackoff: true,
    // An active job older than this is failed (and retried) by pg-boss's maintenance: this is
    // how the job of a worker killed mid-analysis is picked up again. It must exceed the longest
    // analysis: https then http, each up to ANALYSIS_PAGE_TIMEOUT_SECONDS.
    expireInSeconds: config.analysisJobTimeoutSeconds,
    // A job not started within this is dropped by pg-boss (its default is 14 days): a request
    // waits as long as a server may plausibly run without workers (WORKERS=0, none running).
    retentionDays: 30,
  };
}
