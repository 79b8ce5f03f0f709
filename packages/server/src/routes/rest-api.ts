import type { FastifyPluginAsync } from 'fastify';
import { assertAnonKey } from '../anon-key.js';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { appendEmailRoute } from './append-email.js';
import { restRefusalsRoute } from './rest-refusals.js';

export interface RestApiOptions {
  config: Config;
  db: Database;
}

/** The PostgREST-compatible surface under /rest/v1 (SPEC §7), for the anonymous key only. */
export const restApi: FastifyPluginAsync<RestApiOptions> = async (app, { config, db }) => {
  // The key is checked before the body is read, so a stranger's request costs no parsing.
  app.addHook('onRequest', async (request) => assertAnonKey(request, config.anonKey));
  // Only JSON bodies: without this, Fastify would hand text/plain to the handler as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(appendEmailRoute, { config, db });
  await app.register(restRefusalsRoute);
};
