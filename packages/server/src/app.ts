import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { registerAnalytics } from './analytics/register-analytics.js';
import type { Config } from './config.js';
import type { Database } from './database.js';
import { privateReportRoutes } from './delivery/private-report-routes.js';
import { unsubscribeRoutes } from './delivery/unsubscribe-routes.js';
import { createErrorHandler } from './error-handler.js';
import { createNotFoundHandler } from './not-found.js';
import { PostgrestHttpError } from './postgrest-error.js';
import type { QueueNode } from './queue/start-queue-node.js';
import { adminSubmissionsRoute } from './routes/admin-submissions.js';
import { healthRoute } from './routes/health.js';
import { methodologyRoute } from './routes/methodology.js';
import { publicConfigRoute } from './routes/public-config.js';
import { restApi } from './routes/rest-api.js';
import { reviewConsoleRoutes } from './review/review-console-routes.js';
import { reviewSessionRoutes } from './review/review-session-routes.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp } from './web-app.js';

export interface CreateAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  db: Database;
  /** A pino logger; by default one at LOG_LEVEL writing to stdout. */
  logger?: FastifyBaseLogger;
  /** The clock of the analytics (day of the visitor-hash salt, retention) and of the review
   * console (business days, trail times); tests move it. */
  now?: () => Date;
  /**
   * This process's queue node: a visitor's "analyse it again" queues through it, and an
   * approval nudges its deliveries. Without it (most tests) that route answers 503.
   */
  queue?: Pick<QueueNode, 'boss' | 'deliveries'>;
}

/** Builds the HTTP server with every route registered by hand. Call listen() or inject(). */
export async function createApp({
  config,
  db,
  logger,
  now = () => new Date(),
  queue,
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
  await app.register(methodologyRoute);
  await app.register(cookie);
  await app.register(reviewSessionRoutes, { db });
  await app.register(reviewConsoleRoutes, { db, now, onApproved: () => queue?.deliveries.nudge() });
  await app.register(privateReportRoutes, { config, db, boss: queue?.boss });
  await app.register(unsubscribeRoutes, { config, db });
  await registerAnalytics(app, { config, db, now });

  const webApp = await registerWebApp(app, config);
  app.setNotFoundHandler(createNotFoundHandler(webApp));
  return app;
}
