import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../database.js';

/** GET /api/health: up and able to reach its database. */
export const healthRoute: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ ok: false });
    }
    return { ok: true };
  });
};
