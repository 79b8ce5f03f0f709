import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase, pgliteDirectory, type Database } from './database.js';
import { runMigrations } from './migrations.js';
import { startControlSocket } from './review/control-socket.js';
import { analyzerOptionsFrom } from './queue/analysis-runner.js';
import { createChildProcessRunner } from './queue/child-process-runner.js';
import { startQueueNode, type QueueNode } from './queue/start-queue-node.js';
import { warnUnsafeAnalyzer } from './queue/warn-unsafe-analyzer.js';
import { stopOnSignals } from './stop-signals.js';

/**
 * Production entry: config, database (locked), migrations, the queue (outbox drainer and
 * WORKERS worker processes), HTTP; a clean stop on SIGINT/SIGTERM, or when the process that
 * started us (scripts/start.mjs) goes away.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  if (config.anonKeyGenerated) {
    logger.warn(
      'ANON_KEY is not set: generated a development key for this run (set ANON_KEY to keep it stable; it is required in production)',
    );
  }
  warnUnsafeAnalyzer(config, logger);

  if (!config.databaseUrl && !existsSync(pgliteDirectory(config.dataDir))) {
    logger.info(
      { dataDir: config.dataDir },
      'creating the embedded database (the first start takes a few seconds)',
    );
  }
  let db: Database;
  try {
    db = await openDatabase(config, { logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let controlSocket: { close(): Promise<void> } | undefined;
  let queue: QueueNode | undefined;
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    try {
      await controlSocket?.close();
      // HTTP first (no new submissions), then the queue: analyses under way finish or go back.
      await app?.close();
      await queue?.stop();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  stopOnSignals(stop);

  try {
    const { applied } = await runMigrations(db);
    logger.info(
      { engine: db.engine, applied },
      applied.length ? 'database migrated' : 'database up to date',
    );
    queue = await startQueueNode({ db, config, logger });
    app = await createApp({ config, db, logger, queue });
    // Only the embedded database needs it: with PostgreSQL, `npm run reviewer` connects itself.
    if (db.engine === 'pglite')
      controlSocket = await startControlSocket(config.dataDir, db, logger);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    logger.error({ err: error }, 'could not start');
    await app?.close().catch(() => undefined);
    await queue?.stop(0).catch(() => undefined);
    await db.close();
    process.exit(1);
  }

  // Workers in processes of their own (one browser each), started after the server listens:
  // a missing Chromium must not stop submissions from being taken; their jobs wait in the queue.
  for (let i = 0; i < config.workers; i += 1) {
    try {
      const runner = await createChildProcessRunner(analyzerOptionsFrom(config), logger);
      if (stopping) {
        await runner.close();
        return;
      }
      await queue.addRunner(runner);
    } catch (error) {
      logger.error(
        { err: error },
        'could not start an analysis worker; analyses wait in the queue',
      );
    }
  }
  logger.info(
    { workers: config.workers, concurrency: config.analysisConcurrency },
    config.workers > 0
      ? 'analysis workers running'
      : 'no analysis worker in this process (WORKERS=0)',
  );
}

await main();
