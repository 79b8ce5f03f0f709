import { postgrestErrorSchema, publicConfigSchema } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { describeOnEachEngine, TEST_ANON_KEY } from '../test/test-engines.js';

const KEY = { apikey: TEST_ANON_KEY };

describeOnEachEngine('the app', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await ctx().reset();
    app = await createApp({
      config: ctx().configWith({
        SUPPORT_EMAIL: 'team@example.org',
        BOOKING_URL: 'https://cal.example.org/founder',
        DOCS_URL: 'https://docs.example.org/scoring',
      }),
      db: ctx().db,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/health → { ok: true }', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET /api/config → the web app runtime values', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(publicConfigSchema.strict().parse(res.json())).toEqual({
      restUrl: '/rest/v1',
      anonKey: TEST_ANON_KEY,
      supportEmail: 'team@example.org',
      bookingUrl: 'https://cal.example.org/founder',
      docsUrl: 'https://docs.example.org/scoring',
      analytics: true,
    });
  });

  it('answers a database failure with a 500 that reveals nothing, and logs no email', async () => {
    const lines: string[] = [];
    const logged = await createApp({
      config: ctx().config,
      db: ctx().db,
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    await ctx().db.exec('ALTER FUNCTION append_email(text, text) RENAME TO append_email_away');
    try {
      const res = await logged.inject({
        method: 'POST',
        url: '/rest/v1/rpc/append_email',
        headers: KEY,
        payload: { url: 'example.com', new_email: 'ada@example.org' },
      });
      expect(res.statusCode).toBe(500);
      expect(postgrestErrorSchema.parse(res.json())).toEqual({
        code: 'XX000',
        message: 'Internal server error',
        details: null,
        hint: 'Please try again later.',
      });
      const failure = lines.find((line) => line.includes('request failed'));
      expect(failure).toContain('append_email');
      const completed = await logged.inject({
        method: 'GET',
        url: '/rest/v1/rpc/append_email?url=example.com&new_email=ada@example.org',
        headers: KEY,
      });
      expect(completed.statusCode).toBe(405);
      expect(lines.some((line) => line.includes('"path":"/rest/v1/rpc/append_email"'))).toBe(true);
      expect(lines.join('\n')).not.toContain('ada@example.org');
    } finally {
      await ctx().db.exec('ALTER FUNCTION append_email_away(text, text) RENAME TO append_email');
      await logged.close();
    }
  });

  describe('rate limit (RATE_LIMIT_PER_MINUTE=3)', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      await ctx().reset();
      limited = await createApp({
        config: ctx().configWith({ RATE_LIMIT_PER_MINUTE: '3' }),
        db: ctx().db,
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    const submit = (email: string, remoteAddress = '203.0.113.7') =>
      limited.inject({
        method: 'POST',
        url: '/rest/v1/rpc/append_email',
        headers: KEY,
        remoteAddress,
        payload: { url: 'example.com', new_email: email },
      });

    it('answers the 4th call in a minute from one address with 429 and Retry-After', async () => {
      for (const n of [1, 2, 3]) expect((await submit(`u${n}@example.org`)).statusCode).toBe(200);
      const res = await submit('u4@example.org');
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = postgrestErrorSchema.parse(res.json());
      expect(body.message).toBe('Too many requests. Please wait a minute and try again.');
      const [row] = await ctx().db.query<{ emails: string[] }>('SELECT emails FROM submissions');
      expect(row?.emails).toEqual(['u1@example.org', 'u2@example.org', 'u3@example.org']);
    });

    it('counts each client address on its own', async () => {
      expect((await submit('other@example.org', '198.51.100.9')).statusCode).toBe(200);
    });

    it('limits only the procedure', async () => {
      for (let i = 0; i < 6; i += 1) {
        expect((await limited.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
        expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect(
          (await limited.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }))
            .statusCode,
        ).toBe(200);
      }
    });
  });
});
