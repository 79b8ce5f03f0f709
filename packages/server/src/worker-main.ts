import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './database.js';
import { runMigrations } from './migrations.js';
import { analyzerOptionsFrom } from './queue/analysis-runner.js';
import { createInProcessRunner } from './queue/in-process-runner.js';
import { startQueueNode, type QueueNode } from './queue/start-queue-node.js';
import { warnUnsafeAnalyzer } from './queue/warn-unsafe-analyzer.js';
import { stopOnSignals } from './stop-signals.js';

/**
 * `npm run worker`: a worker process for scale-out. It connects to the PostgreSQL of
 * DATABASE_URL (never PGlite, which belongs to the one server process that opened it), drains
 * the outbox and analyses jobs in a browser of its own, ANALYSIS_CONCURRENCY pages at once.
 * SIGINT/SIGTERM: stops fetching, lets the analyses under way finish (or hands them back), exits.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { role: 'worker' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error(
      'A worker process needs DATABASE_URL (PostgreSQL): the embedded database can only be opened by the server process, which runs its own workers (WORKERS).',
    );
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel }).child({ role: 'worker' });
  warnUnsafeAnalyzer(config, logger);

  const db: Database = await openDatabase(config, { logger });
  let queue: QueueNode | undefined;
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'worker shutting down');
    try {
      await queue?.stop();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  stopOnSignals(stop);

  try {
    await runMigrations(db);
    queue = await startQueueNode({ db, config, logger });
    await queue.addRunner(await createInProcessRunner(analyzerOptionsFrom(config)));
    logger.info({ concurrency: config.analysisConcurrency }, 'analysis worker running');
  } catch (error) {
    logger.error({ err: error }, 'could not start the worker');
    await queue?.stop(0).catch(() => undefined);
    await db.close();
    process.exit(1);
  }
}

await main();
