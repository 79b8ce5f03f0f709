import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { Database } from './database.js';
import { createErrorHandler } from './error-handler.js';
import { createNotFoundHandler } from './not-found.js';
import { PostgrestHttpError } from './postgrest-error.js';
import { adminSubmissionsRoute } from './routes/admin-submissions.js';
import { healthRoute } from './routes/health.js';
import { publicConfigRoute } from './routes/public-config.js';
import { restApi } from './routes/rest-api.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp } from './web-app.js';

export interface CreateAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  db: Database;
  /** A pino logger; by default one at LOG_LEVEL writing to stdout. */
  logger?: FastifyBaseLogger;
}

/** Builds the HTTP server with every route registered by hand. Call listen() or inject(). */
export async function createApp({
  config,
  db,
  logger,
}: CreateAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? pino({ level: config.logLevel });
  const app = Fastify({
    loggerInstance,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Replaced by the one line below: Fastify's own lines include the query string, where a
    // misdirected client could have put an email address.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler(config));

  await registerSecurityHeaders(app, config);
  // Registered but off by default: only the procedure opts in (see routes/append-email.ts).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new PostgrestHttpError(
        429,
        'PGRST429',
        'Too many requests. Please wait a minute and try again.',
        `At most ${context.max} requests per minute are accepted from one address; try again in ${context.after}.`,
      ),
  });

  await app.register(restApi, { prefix: '/rest/v1', config, db });
  await app.register(publicConfigRoute, { config });
  await app.register(healthRoute, { db });
  await app.register(adminSubmissionsRoute, { config, db });

  const webApp = await registerWebApp(app, config);
  app.setNotFoundHandler(createNotFoundHandler(webApp));
  return app;
}
