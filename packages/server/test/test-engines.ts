import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, pgliteDirectory, type Database } from '../src/database.js';
import { runMigrations } from '../src/migrations.js';

export const TEST_ANON_KEY = 'test-anon-key-0123456789';
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** A fresh temporary folder, removed by the returned function. */
export function makeTempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `heroscope-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

const PGLITE_VERSION = (() => {
  const name = '@electric-sql/pglite';
  const entry = createRequire(import.meta.url).resolve(name);
  const packageDir = entry.slice(0, entry.lastIndexOf(name) + name.length);
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
})();

let templateReady: Promise<string> | undefined;

/**
 * A freshly initialised, empty PGlite data folder, made once per PGlite version and kept in the
 * system's temporary folder. PGlite's initdb takes 5 to 40 seconds on a busy machine; opening a
 * copy of its result takes about two. Created under a temporary name and renamed into place, so
 * runs in parallel never see half of one.
 */
function pgliteTemplate(): Promise<string> {
  templateReady ??= (async () => {
    const path = join(tmpdir(), `heroscope-pglite-template-${PGLITE_VERSION}`);
    if (existsSync(path)) return path;
    const building = mkdtempSync(`${path}-building-`);
    const client = new PGlite(join(building, 'pgdata'));
    await client.waitReady;
    await client.close();
    try {
      renameSync(join(building, 'pgdata'), path);
    } catch (error) {
      if (!existsSync(path)) throw error;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    return path;
  })();
  return templateReady;
}

/** A new DATA_DIR whose embedded database is an empty, never-migrated PGlite (see above). */
export async function makeDataDir(prefix: string): Promise<{ path: string; remove: () => void }> {
  const template = await pgliteTemplate();
  const dir = makeTempDir(prefix);
  cpSync(template, pgliteDirectory(dir.path), { recursive: true });
  return dir;
}

/** A small stand-in for packages/web/dist, so the static tests do not depend on a web build. */
export function writeFakeWebDist(dir: string): void {
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>HEROSCOPE test app</title></head><body><div id="root"></div></body></html>',
    'assets/index-abc123.js': 'console.log("app");',
    'relief.html': '<!doctype html><title>relief</title>',
    'starostnik/starostnik.html': '<!doctype html><title>starostnik</title>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}

export interface EngineContext {
  db: Database;
  config: Config;
  /** The same configuration with some variables changed (as environment strings). */
  configWith(env: Record<string, string | undefined>): Config;
  /** Empties the submissions table (and what refers to it) between tests. */
  reset(): Promise<void>;
}

export interface TestEngine {
  label: string;
  available: boolean;
  setup(): Promise<EngineContext & { teardown(): Promise<void> }>;
}

function baseEnv(dataDir: string, webDistDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ANON_KEY: TEST_ANON_KEY,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000',
  };
}

/** A PostgreSQL connection string whose sessions use only `schema`. */
export function withSearchPath(url: string, schema: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Creates a schema of its own on the test PostgreSQL; the returned function drops it. */
export async function createTestSchema(
  url: string,
): Promise<{ schema: string; url: string; drop: () => Promise<void> }> {
  const schema = `heroscope_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    schema,
    url: withSearchPath(url, schema),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        // pg-boss's tables, in the schema the queue derives from ours (queue/queue-schema.ts).
        await client.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

async function setupEngine(databaseUrl: string | undefined) {
  const data = await makeDataDir('server-data');
  const web = makeTempDir('server-web');
  writeFakeWebDist(web.path);
  const pgSchema = databaseUrl ? await createTestSchema(databaseUrl) : undefined;
  const env = { ...baseEnv(data.path, web.path), DATABASE_URL: pgSchema?.url };
  const config = loadConfig(env);
  const db = await openDatabase(config);
  await runMigrations(db);
  return {
    db,
    config,
    configWith: (overrides: Record<string, string | undefined>) =>
      loadConfig({ ...env, ...overrides }),
    reset: async () => {
      // CASCADE: the outbox, requests and reports refer to submissions.
      await db.exec('TRUNCATE submissions CASCADE');
    },
    async teardown() {
      await db.close();
      await pgSchema?.drop();
      data.remove();
      web.remove();
    },
  };
}

export const TEST_ENGINES: TestEngine[] = [
  { label: 'PGlite', available: true, setup: () => setupEngine(undefined) },
  {
    label: TEST_DATABASE_URL
      ? 'PostgreSQL (TEST_DATABASE_URL)'
      : 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
    available: TEST_DATABASE_URL !== undefined,
    setup: () => setupEngine(TEST_DATABASE_URL),
  },
];

/**
 * Runs the same suite on each engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (each run in a schema of its own). One database per engine per file: PGlite's first start
 * takes seconds.
 */
export function describeOnEachEngine(
  title: string,
  suite: (context: () => EngineContext) => void,
): void {
  for (const engine of TEST_ENGINES) {
    describe.skipIf(!engine.available)(`${title} on ${engine.label}`, () => {
      let context: (EngineContext & { teardown(): Promise<void> }) | undefined;
      beforeAll(async () => {
        context = await engine.setup();
      }, 120_000);
      afterAll(async () => {
        await context?.teardown();
      }, 60_000);
      suite(() => {
        if (!context) throw new Error('engine not set up');
        return context;
      });
    });
  }
}
