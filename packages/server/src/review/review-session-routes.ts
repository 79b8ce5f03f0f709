import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../database.js';
import { requireReviewer, SESSION_COOKIE } from './reviewer-auth.js';
import {
  checkCredentials,
  createSession,
  deleteSession,
  SESSION_TTL_MS,
} from './reviewer-store.js';

export interface ReviewSessionRoutesOptions {
  db: Database;
}

/** Sign-in attempts per address and window: slow enough to make guessing hopeless. */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW = '15 minutes';

const sessionBody = z.object({ email: z.string(), csrfToken: z.string() });
const errorBody = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });

/**
 * The reviewer console's session: POST /api/review/session signs in (sets an httpOnly,
 * SameSite=Strict cookie, Secure over HTTPS), GET tells who is signed in and hands the page its
 * CSRF token, DELETE signs out.
 */
export const reviewSessionRoutes: FastifyPluginAsyncZod<ReviewSessionRoutesOptions> = async (
  app,
  { db },
) => {
  const cookieOptions = (secure: boolean) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
  });

  app.post(
    '/api/review/session',
    {
      config: {
        rateLimit: {
          max: SIGN_IN_ATTEMPTS,
          timeWindow: SIGN_IN_WINDOW,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many sign-in attempts. Try again in ${context.after}.`,
          }),
        },
      },
      schema: {
        body: z.object({
          email: z.string().trim().min(1).max(254),
          password: z.string().min(1).max(256),
        }),
        response: { 200: sessionBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const reviewer = await checkCredentials(db, request.body.email, request.body.password);
      if (!reviewer) {
        return reply.code(401).send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'That email and password do not match a reviewer account.',
        });
      }
      const session = await createSession(db, reviewer);
      request.log.info({ reviewerId: reviewer.id }, 'reviewer signed in');
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...cookieOptions(request.protocol === 'https'),
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      });
      return { email: reviewer.email, csrfToken: session.csrfToken };
    },
  );

  app.get(
    '/api/review/session',
    { preHandler: requireReviewer(db), schema: { response: { 200: sessionBody } } },
    async (request, reply) => {
      const session = request.reviewerSession!;
      return reply
        .header('cache-control', 'no-store')
        .send({ email: session.reviewer.email, csrfToken: session.csrfToken });
    },
  );

  app.delete('/api/review/session', { preHandler: requireReviewer(db) }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request.protocol === 'https'));
    return reply.code(204).send();
  });
};
