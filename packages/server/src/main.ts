import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase, pgliteDirectory, type Database } from './database.js';
import { runMigrations } from './migrations.js';

/** Production entry: config, database (locked), migrations, HTTP; a clean stop on SIGINT/SIGTERM. */
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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const { applied } = await runMigrations(db);
    logger.info(
      { engine: db.engine, applied },
      applied.length ? 'database migrated' : 'database up to date',
    );
    app = await createApp({ config, db, logger });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    logger.error({ err: error }, 'could not start');
    await app?.close().catch(() => undefined);
    await db.close();
    process.exit(1);
  }
}

await main();
