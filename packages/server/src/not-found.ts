import { isAppRoute } from '@heroscope/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRestPath } from './error-handler.js';
import type { WebApp } from './web-app.js';
import { wantsAppPage } from './web-app.js';

/**
 * Unknown paths: /rest and /api answer JSON, page navigations answer the single-page app: 200 for
 * its routes (APP_ROUTES of @heroscope/schema, the list the web app declares), 404 with the same
 * app for any other page, which then shows its not-found screen. Anything else a plain 404.
 */
export function createNotFoundHandler(webApp: WebApp) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (isRestPath(request.url)) {
      return reply.code(404).send({
        code: 'PGRST205',
        message: 'Could not find the table in the schema cache',
        details: null,
        hint: null,
      });
    }
    if (/^\/api(\/|\?|$)/.test(request.url)) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
      });
    }
    if (wantsAppPage(request)) {
      return webApp.sendAppPage(request, reply, isAppRoute(request.url) ? 200 : 404);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
}
