import type PgBoss from 'pg-boss';
import type { SqlSession } from '../database.js';

/**
 * pg-boss over our own connection (PGlite or the PostgreSQL pool) instead of a pool of its own:
 * PGlite has a single connection that only this process may open, and with a transaction's
 * session it lets a job be created in that transaction (see outbox-drainer.ts).
 * pg-boss sends its locked maintenance commands as one parameterless text of several statements
 * (BEGIN; …; COMMIT;), which only the simple protocol runs: hence script() when there are no
 * values.
 */
export function pgBossDb(session: SqlSession): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const rows =
        values && values.length > 0
          ? await session.query(text, values)
          : await session.script(text);
      return { rows };
    },
  };
}
