import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SqlSession } from '../database.js';
import { findSession, type ReviewerSession } from './reviewer-store.js';

export const SESSION_COOKIE = 'hs_review_session';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireReviewer on the console's routes. */
    reviewerSession?: ReviewerSession;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A preHandler for every reviewer-console API: 401 without a valid session cookie; for requests
 * that change something, 403 unless the X-CSRF-Token header repeats the session's CSRF token
 * (which only our own page can read: it comes from a same-origin JSON response). The
 * SameSite=Strict cookie already keeps other sites out; the token also covers a sibling
 * subdomain, which SameSite counts as the same site.
 */
export function requireReviewer(db: SqlSession) {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findSession(db, token) : null;
    if (!session) {
      return reply.code(401).send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to the reviewer console first.',
      });
    }
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message:
            'This request did not come from the reviewer console. Reload the page and try again.',
        });
      }
    }
    request.reviewerSession = session;
  };
}
