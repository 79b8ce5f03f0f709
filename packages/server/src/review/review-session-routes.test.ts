import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { requireReviewer, SESSION_COOKIE } from './reviewer-auth.js';
import { SIGN_IN_ATTEMPTS } from './review-session-routes.js';
import { addReviewer } from './reviewer-store.js';

const EMAIL = 'Reviewer@Heroscope.test';
const PASSWORD = 'a long and private passphrase';

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE);

describeOnEachEngine('reviewer console sessions', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await ctx().db.exec('DELETE FROM reviewers');
    await addReviewer(ctx().db, EMAIL, PASSWORD);
    app = await createApp({
      config: ctx().configWith({ RATE_LIMIT_PER_MINUTE: '1000' }),
      db: ctx().db,
    });
    // A state-changing console route, as the review APIs will be, to check CSRF on.
    app.post('/api/review/test-change', { preHandler: requireReviewer(ctx().db) }, async () => ({
      changed: true,
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const signIn = (email = EMAIL, password = PASSWORD, remoteAddress = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/review/session',
      payload: { email, password },
      remoteAddress,
    });

  it('signs in with an httpOnly, SameSite=Strict session cookie and hands back a CSRF token', async () => {
    const response = await signIn(' reviewer@heroscope.test ');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ email: string; csrfToken: string }>();
    expect(body.email).toBe('reviewer@heroscope.test');
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = cookieOf(response);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    // Only a hash of the token is stored.
    const stored = await ctx().db.query<{ token_hash: string }>(
      'SELECT token_hash FROM reviewer_sessions',
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(cookie?.value);

    const me = await app.inject({
      method: 'GET',
      url: '/api/review/session',
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('sets the cookie Secure when the console is reached over HTTPS', async () => {
    const secureApp = await createApp({
      config: ctx().configWith({ TRUST_PROXY: 'true' }),
      db: ctx().db,
    });
    const response = await secureApp.inject({
      method: 'POST',
      url: '/api/review/session',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: EMAIL, password: PASSWORD },
    });
    await secureApp.close();
    expect(cookieOf(response)?.secure).toBe(true);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await signIn(EMAIL, 'not the password at all');
    const unknown = await signIn('nobody@heroscope.test', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'That email and password do not match a reviewer account.',
      );
      expect(cookieOf(response)).toBeUndefined();
    }
  });

  it('answers 401 to a console request without a valid session', async () => {
    for (const cookies of [{}, { [SESSION_COOKIE]: 'forged-token' }] as Record<string, string>[]) {
      const response = await app.inject({ method: 'GET', url: '/api/review/session', cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Sign in to the reviewer console first.');
    }
  });

  it('refuses a state-changing request without the CSRF token (403), accepts it with', async () => {
    const session = await signIn();
    const cookies = { [SESSION_COOKIE]: cookieOf(session)!.value };
    const { csrfToken } = session.json<{ csrfToken: string }>();
    for (const headers of [{}, { 'x-csrf-token': 'wrong' }]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/review/test-change',
        cookies,
        headers,
      });
      expect(refused.statusCode).toBe(403);
    }
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/review/test-change',
      cookies,
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('signs out: the session no longer works and the cookie is cleared', async () => {
    const session = await signIn();
    const cookies = { [SESSION_COOKIE]: cookieOf(session)!.value };
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/review/session',
      cookies,
      headers: { 'x-csrf-token': session.json<{ csrfToken: string }>().csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)?.value).toBe('');
    const after = await app.inject({ method: 'GET', url: '/api/review/session', cookies });
    expect(after.statusCode).toBe(401);
  });

  describe('sign-in attempts', () => {
    it(`are limited to ${SIGN_IN_ATTEMPTS} per address per window`, async () => {
      const address = '10.9.9.9';
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_ATTEMPTS; i++)
        statuses.push((await signIn(EMAIL, 'wrong password guess', address)).statusCode);
      expect(statuses.slice(0, SIGN_IN_ATTEMPTS).every((s) => s === 401)).toBe(true);
      const last = await signIn(EMAIL, PASSWORD, address);
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toMatch(/Too many sign-in attempts/);
      // Another address is not affected.
      expect((await signIn(EMAIL, PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    });
  });
});
