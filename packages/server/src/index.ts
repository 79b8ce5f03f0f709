export { createApp, type CreateAppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export {
  openDatabase,
  pgliteDirectory,
  type Database,
  type Orm,
  type SqlSession,
  type OpenDatabaseOptions,
} from './database.js';
export {
  lockDataDir,
  DataDirLockedError,
  LOCK_FILE_NAME,
  type DataDirLock,
} from './data-dir-lock.js';
export {
  runMigrations,
  readMigrations,
  MIGRATIONS_DIR,
  type Migration,
  type MigrationResult,
} from './migrations.js';
export { submissions } from './db-schema.js';
export { PostgrestHttpError } from './postgrest-error.js';
export { startQueueNode, shutdownGraceMs, type QueueNode } from './queue/start-queue-node.js';
export { analyzerOptionsFrom, type AnalysisRunner } from './queue/analysis-runner.js';
export { createChildProcessRunner } from './queue/child-process-runner.js';
export { createInProcessRunner } from './queue/in-process-runner.js';
export { ANALYSIS_QUEUE, type AnalysisJobData } from './queue/analysis-job.js';
export { loadReport, type StoredReport } from './reports/load-report.js';
