import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';

export const NOT_BUILT_MESSAGE = 'The web app is not built yet: run npm run build';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HEROSCOPE</title></head>
<body><h1>${NOT_BUILT_MESSAGE}</h1>
<p>The API is running: <a href="/api/health">/api/health</a>.</p></body></html>
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A page navigation the single-page app should answer (a client-side route like /pyladies). */
export function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (/^\/(api|rest|assets)(\/|$)/.test(pathname)) return false;
  // A missing file (/logo.png) is a 404, not the app: a script must never receive HTML.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export interface WebApp {
  built: boolean;
  /**
   * Answers a page navigation with the app's index.html (which shows the page, or its not-found
   * screen) with this status, or the not-built page.
   */
  sendAppPage(request: FastifyRequest, reply: FastifyReply, statusCode: 200 | 404): FastifyReply;
}

/**
 * Serves the built SPA from WEB_DIST_DIR: hashed files under /assets are cached for a year,
 * everything else is revalidated. Files the build precompressed (`name.br`, `name.gz` beside
 * `name`, see packages/web/vite.config.ts) are sent instead when the client accepts them.
 * Without a build, pages answer a 503 saying how to make one.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<WebApp> {
  const built = existsSync(join(config.webDistDir, 'index.html'));
  if (!built) {
    app.log.warn({ webDistDir: config.webDistDir }, NOT_BUILT_MESSAGE);
    return {
      built,
      sendAppPage: (_request, reply) =>
        reply
          .code(503)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE),
    };
  }
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    cacheControl: false,
    redirect: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const inAssets = filePath.startsWith(join(config.webDistDir, 'assets'));
      res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      // Which bytes answer depends on Accept-Encoding, so caches must key on it too.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return {
    built,
    sendAppPage: (request, reply, statusCode) => {
      if (statusCode !== 200) {
        // send would answer a matching validator with 304 and an empty body, which then goes
        // out as an empty 404: the not-found page is always sent whole.
        delete request.raw.headers['if-none-match'];
        delete request.raw.headers['if-modified-since'];
      }
      return reply.code(statusCode).header('cache-control', REVALIDATE).sendFile('index.html');
    },
  };
}
