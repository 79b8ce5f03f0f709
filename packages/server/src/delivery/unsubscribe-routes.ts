import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { forgetAddress } from './forget-address.js';
import { isToken } from './report-links.js';

export interface UnsubscribeRoutesOptions {
  config: Config;
  db: Database;
}

export const UNSUBSCRIBE_NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'This unsubscribe link is not valid. Check the link in your email.',
} as const;

/**
 * POST /api/unsubscribe/:token: what the web app's /unsubscribe/<token> page calls. Also
 * POST /unsubscribe/:token, the address of the emails' List-Unsubscribe header, which mail
 * clients call themselves (RFC 8058 one-click: a form body `List-Unsubscribe=One-Click`).
 * Both forget the address and answer the same whether or not it was forgotten before.
 */
export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRoutesOptions> = async (
  app,
  { config, db },
) => {
  // Only the one-click body comes as a form; its content does not matter (the token does).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    if (!isToken(token) || !(await forgetAddress(db, token))) {
      return reply.code(404).send(UNSUBSCRIBE_NOT_FOUND);
    }
    request.log.info('address removed on request');
    reply.header('cache-control', 'no-store');
    return reply.code(200).send({ unsubscribed: true });
  };
  const options = {
    config: {
      rateLimit: {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Too many requests from this address. Try again in ${context.after}.`,
        }),
      },
    },
  };
  app.post('/api/unsubscribe/:token', options, handler);
  app.all('/api/unsubscribe/*', async (_request, reply) =>
    reply.code(404).send(UNSUBSCRIBE_NOT_FOUND),
  );
  app.post('/unsubscribe/:token', options, handler);
};
