import { publicConfigSchema, type PublicConfig } from '@heroscope/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

/** GET /api/config: the web app's runtime values, so one build serves every deployment. */
export const publicConfigRoute: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const body: PublicConfig = {
    restUrl: config.publicRestUrl,
    anonKey: config.anonKey,
    supportEmail: config.supportEmail,
    bookingUrl: config.bookingUrl,
    docsUrl: config.docsUrl,
    analytics: config.analytics.enabled,
  };
  app.get(
    '/api/config',
    { schema: { response: { 200: publicConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
};
