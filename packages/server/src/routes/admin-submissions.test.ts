import { submissionSchema } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.js';
import { describeOnEachEngine, TEST_ADMIN_TOKEN, TEST_ANON_KEY } from '../../test/test-engines.js';

const URL_PATH = '/api/admin/submissions';

describeOnEachEngine('GET /api/admin/submissions', (ctx) => {
  let app: FastifyInstance;

  const submit = (url: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/rest/v1/rpc/append_email',
      headers: { apikey: TEST_ANON_KEY },
      payload: { url, new_email: email },
    });

  beforeAll(async () => {
    await ctx().reset();
    app = await createApp({ config: ctx().config, db: ctx().db });
    for (const [url, email] of [
      ['first.com', 'a@first.com'],
      ['second.com', 'b@second.com'],
      ['first.com', 'c@first.com'],
    ] as const) {
      expect((await submit(url, email)).statusCode).toBe(200);
      // Distinct updated_at values, so the order is the one of the submissions.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a token, with a wrong one, and with the anon key', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Bearer ${TEST_ANON_KEY}`,
      TEST_ADMIN_TOKEN,
      `Basic ${TEST_ADMIN_TOKEN}`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: URL_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('@');
    }
  });

  it('lists every address with its emails, newest activity first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: URL_PATH,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = z.array(submissionSchema).parse(res.json());
    expect(rows.map(({ url, emails }) => ({ url, emails }))).toEqual([
      { url: 'https://first.com', emails: ['a@first.com', 'c@first.com'] },
      { url: 'https://second.com', emails: ['b@second.com'] },
    ]);
    const first = rows[0]!;
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    expect(Date.parse(first.updatedAt)).toBeGreaterThan(Date.parse(first.createdAt));
  });

  describe('when ADMIN_TOKEN is unset', () => {
    it('does not exist: 404, whatever the token', async () => {
      const noAdmin = await createApp({
        config: ctx().configWith({ ADMIN_TOKEN: undefined }),
        db: ctx().db,
      });
      try {
        for (const headers of [{}, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }]) {
          const res = await noAdmin.inject({ method: 'GET', url: URL_PATH, headers });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        }
      } finally {
        await noAdmin.close();
      }
    });
  });
});
