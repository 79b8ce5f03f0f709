import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The SQL files of migrations/, in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return { version: match[1], name: file, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.version)) throw new Error(`Two migrations share the version ${m.version}`);
    seen.add(m.version);
  }
  return migrations;
}

export interface MigrationResult {
  /** Versions applied by this call, in order. */
  applied: string[];
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction. A
 * transaction-scoped advisory lock, keyed by the current schema, makes a second process that
 * migrates the same database at the same time wait, then find everything already applied.
 */
export async function runMigrations(
  db: Database,
  migrations: Migration[] = readMigrations(),
): Promise<MigrationResult> {
  return db.transaction(async (tx) => {
    await tx.query(
      "SELECT pg_advisory_xact_lock(hashtext('heroscope.schema_migrations:' || current_schema()))",
    );
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return { applied };
  });
}
