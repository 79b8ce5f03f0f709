import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { lockDataDir } from './data-dir-lock.js';
import { dbSchema } from './db-schema.js';

/** What migrations and tests need below the ORM: plain SQL, several statements at once. */
export interface SqlSession {
  /** Runs one or more statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters and returns the rows of the last one. */
  script<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
}

export type Orm = PgDatabase<PgQueryResultHKT, typeof dbSchema>;

export interface Database extends SqlSession {
  readonly engine: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs fn inside BEGIN … COMMIT on one connection; ROLLBACK if it throws. */
  transaction<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Closes connections and, for PGlite, releases the data folder's lock. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  logger?: Logger;
}

/** PGlite's own files, inside DATA_DIR next to the lock file. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR,
 * which is locked for this process first (PGlite does not lock it; two writers lose rows).
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options.logger)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = new PGlite(pgliteDirectory(dataDir));
    await client.waitReady;
  } catch (error) {
    lock.release();
    throw error;
  }
  const session = (runner: Pick<PGlite, 'exec' | 'query'>): SqlSession => ({
    async exec(sql) {
      await runner.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await runner.query<Row>(sql, params)).rows;
    },
    async script<Row>(sql: string) {
      return ((await runner.exec(sql)).at(-1)?.rows ?? []) as Row[];
    },
  });
  let closed = false;
  return {
    engine: 'pglite',
    orm: drizzlePglite({ client, schema: dbSchema }) as unknown as Orm,
    ...session(client),
    transaction: (fn) => client.transaction((tx) => fn(session(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(connectionString: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection error'));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const session = (runner: pg.Pool | pg.PoolClient): SqlSession => ({
    async exec(sql) {
      await runner.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await runner.query(sql, params)).rows as Row[];
    },
    async script<Row>(sql: string) {
      // Without parameters pg sends the simple protocol: several statements, one result each.
      const result = (await runner.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return ((Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? []) as Row[];
    },
  });
  let closed = false;
  return {
    engine: 'postgres',
    orm: drizzlePostgres({ client: pool, schema: dbSchema }) as unknown as Orm,
    ...session(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(session(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
