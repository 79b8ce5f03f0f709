import type { SqlSession } from '../database.js';

/**
 * The schema pg-boss keeps its tables in: `pgboss` beside tables in `public`, else
 * `<schema>_pgboss`. Derived from the connection's own schema so two deployments sharing one
 * PostgreSQL through a search_path (README: DATABASE_URL) never pick up each other's jobs.
 */
export async function queueSchemaName(session: SqlSession): Promise<string> {
  const [row] = await session.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}
