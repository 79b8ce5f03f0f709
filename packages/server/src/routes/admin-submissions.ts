import { submissionSchema } from '@heroscope/schema';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { secretsMatch } from '../anon-key.js';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { submissions } from '../db-schema.js';

export interface AdminSubmissionsOptions {
  config: Config;
  db: Database;
}

function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/**
 * GET /api/admin/submissions: every address with the emails waiting for its analysis, newest
 * activity first. Does not exist (404) unless ADMIN_TOKEN is set.
 */
export const adminSubmissionsRoute: FastifyPluginAsyncZod<AdminSubmissionsOptions> = async (
  app,
  { config, db },
) => {
  app.get(
    '/api/admin/submissions',
    {
      schema: {
        response: {
          200: z.array(submissionSchema),
          401: z.object({ statusCode: z.number(), error: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const adminToken = config.adminToken;
      if (!adminToken) return reply.callNotFound();
      const token = bearerToken(request.headers.authorization);
      if (token === undefined || !secretsMatch(token, adminToken)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="heroscope-admin"').send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'A valid admin token is required.',
        });
      }
      const rows = await db.orm
        .select()
        .from(submissions)
        .orderBy(desc(submissions.updatedAt), desc(submissions.id));
      return rows.map((row) => ({
        url: row.url,
        emails: row.emails,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  );
};
