import { copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { MIGRATIONS_DIR, readMigrations, runMigrations } from './migrations.js';
import {
  createTestSchema,
  makeDataDir,
  makeTempDir,
  TEST_DATABASE_URL,
} from '../test/test-engines.js';

const ALL_VERSIONS = readMigrations().map((m) => m.version);

describe('readMigrations', () => {
  it('reads migrations/ in version order', () => {
    expect(ALL_VERSIONS.slice(0, 3)).toEqual(['0001', '0002', '0003']);
    expect(ALL_VERSIONS).toEqual([...ALL_VERSIONS].sort());
    expect(new Set(ALL_VERSIONS).size).toBe(ALL_VERSIONS.length);
  });

  it('refuses a badly named file and a duplicated version', () => {
    const dir = makeTempDir('migrations-bad');
    try {
      writeFileSync(join(dir.path, 'create-things.sql'), 'SELECT 1;');
      expect(() => readMigrations(dir.path)).toThrow(/0001_name\.sql/);
    } finally {
      dir.remove();
    }
    const dup = makeTempDir('migrations-dup');
    try {
      writeFileSync(join(dup.path, '0001_a.sql'), 'SELECT 1;');
      writeFileSync(join(dup.path, '0001_b.sql'), 'SELECT 1;');
      expect(() => readMigrations(dup.path)).toThrow(/0001/);
    } finally {
      dup.remove();
    }
  });
});

/** The shared checks, on a database that has never been migrated. */
function migrationSuite(label: string, available: boolean, open: () => Promise<Database[]>) {
  describe.skipIf(!available)(`runMigrations on ${label}`, () => {
    let handles: Database[] = [];
    let db: Database;
    beforeAll(async () => {
      handles = await open();
      db = handles[0]!;
    }, 120_000);
    afterAll(async () => {
      for (const handle of handles) await handle.close();
    });

    it('applies everything exactly once when several migrate at the same time', async () => {
      const results = await Promise.all(
        handles.flatMap((h) => [runMigrations(h), runMigrations(h)]),
      );
      const applied = results.flatMap((r) => r.applied);
      expect(applied).toEqual(ALL_VERSIONS);
      const recorded = await db.query<{ version: string; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(recorded).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
      expect(recorded.slice(0, 5)).toEqual([
        { version: '0001', name: '0001_submissions.sql' },
        { version: '0002', name: '0002_append_email.sql' },
        { version: '0003', name: '0003_append_email_ignores_case.sql' },
        { version: '0004', name: '0004_analysis_requests.sql' },
        { version: '0005', name: '0005_append_email_enqueues.sql' },
      ]);
    });

    it('is idempotent: a second run applies nothing and keeps the data', async () => {
      await db.query('SELECT append_email($1, $2)', ['https://example.com', 'ada@example.org']);
      expect(await runMigrations(db)).toEqual({ applied: [] });
      expect(await db.query('SELECT url, emails FROM submissions')).toEqual([
        { url: 'https://example.com', emails: ['ada@example.org'] },
      ]);
    });

    it('rolls a failing run back entirely and records nothing of it', async () => {
      const dir = makeTempDir('migrations-failing');
      try {
        for (const file of readMigrations().map((m) => m.name)) {
          copyFileSync(join(MIGRATIONS_DIR, file), join(dir.path, file));
        }
        writeFileSync(join(dir.path, '0098_extra.sql'), 'CREATE TABLE extra (id int);');
        writeFileSync(join(dir.path, '0099_broken.sql'), 'SELECT no_such_function();');
        await expect(runMigrations(db, readMigrations(dir.path))).rejects.toThrow(
          /no_such_function/,
        );
      } finally {
        dir.remove();
      }
      const versions = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.map((v) => v.version)).toEqual(ALL_VERSIONS);
      const extra = await db.query("SELECT to_regclass('extra') AS extra");
      expect(extra).toEqual([{ extra: null }]);
    });
  });
}

let pgliteDir: { path: string; remove: () => void } | undefined;
afterAll(() => pgliteDir?.remove());
migrationSuite('PGlite', true, async () => {
  pgliteDir = await makeDataDir('migrations-pglite');
  return [await openDatabase({ dataDir: pgliteDir.path, databaseUrl: undefined })];
});

let dropSchema: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropSchema?.();
});
migrationSuite(
  TEST_DATABASE_URL
    ? 'PostgreSQL (TEST_DATABASE_URL), four processes'
    : 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
  TEST_DATABASE_URL !== undefined,
  async () => {
    const schema = await createTestSchema(TEST_DATABASE_URL!);
    dropSchema = schema.drop;
    // Separate pools stand for separate server processes starting together.
    return Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ dataDir: tmpdir(), databaseUrl: schema.url })),
    );
  },
);
