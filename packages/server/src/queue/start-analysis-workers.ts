import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../database.js';
import { handleAnalysisJob } from './analysis-handler.js';
import { ANALYSIS_QUEUE, type AnalysisJobData } from './analysis-job.js';
import type { AnalysisRunner } from './analysis-runner.js';

/**
 * Consumes the analysis queue with one runner (one browser): `concurrency` pg-boss work loops,
 * each fetching one job at a time, so at most that many pages load at once in that browser.
 * Returns the loops' ids (for offWork).
 */
export async function startAnalysisWorkers(options: {
  boss: PgBoss;
  db: Database;
  runner: AnalysisRunner;
  concurrency: number;
  logger: Logger;
}): Promise<string[]> {
  const { boss, db, runner, concurrency, logger } = options;
  const ids: string[] = [];
  for (let i = 0; i < concurrency; i += 1) {
    ids.push(
      await boss.work<AnalysisJobData>(
        ANALYSIS_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
        async ([job]) => (job ? handleAnalysisJob(job, { db, runner, logger }) : undefined),
      ),
    );
  }
  return ids;
}
