import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** connect-src: our origin, plus the hosted backend's when PUBLIC_REST_URL points elsewhere. */
export function connectSources(publicRestUrl: string): string[] {
  return /^https?:\/\//i.test(publicRestUrl)
    ? ["'self'", new URL(publicRestUrl).origin]
    : ["'self'"];
}

/**
 * Static pages the app itself shows in an iframe (SPEC §2: /relief.html,
 * /starostnik/starostnik.html): every *.html under the web root but the app's index.html.
 */
export function isFrameablePage(pathname: string): boolean {
  return pathname.endsWith('.html') && !/(^|\/)index\.html$/.test(pathname);
}

/**
 * Helmet on every response. The app refuses to be framed at all; the embedded static pages
 * may be framed by our own origin only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: connectSources(config.publicRestUrl),
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The server cannot know whether TLS ends in front of it; plain-HTTP deployments would break.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '';
    // 304 too: a browser revalidating its cached copy takes the 304's headers over the stored
    // ones, and frame-ancestors 'none' there would block the page from the second visit on.
    if ((reply.statusCode === 200 || reply.statusCode === 304) && isFrameablePage(pathname)) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      }
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
