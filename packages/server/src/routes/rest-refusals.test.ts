import { postgrestErrorSchema } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine, TEST_ANON_KEY } from '../../test/test-engines.js';

const KEY_HEADERS = { apikey: TEST_ANON_KEY, authorization: `Bearer ${TEST_ANON_KEY}` };
const STORED_EMAIL = 'secret.person@example.org';

describeOnEachEngine('the anonymous key outside append_email', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await ctx().reset();
    app = await createApp({ config: ctx().config, db: ctx().db });
    const res = await app.inject({
      method: 'POST',
      url: '/rest/v1/rpc/append_email',
      headers: KEY_HEADERS,
      payload: { url: 'example.com', new_email: STORED_EMAIL },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const refused = [
    ['GET', '/rest/v1/submissions', 401, '42501'],
    ['GET', '/rest/v1/submissions?select=*', 401, '42501'],
    ['GET', '/rest/v1/submissions?select=emails&url=eq.https://example.com', 401, '42501'],
    ['POST', '/rest/v1/submissions', 401, '42501'],
    ['PATCH', '/rest/v1/submissions?url=eq.https://example.com', 401, '42501'],
    ['DELETE', '/rest/v1/submissions?url=eq.https://example.com', 401, '42501'],
    ['GET', '/rest/v1/schema_migrations', 404, 'PGRST205'],
    ['GET', '/rest/v1/', 404, 'PGRST205'],
    ['POST', '/rest/v1/rpc/other_function', 404, 'PGRST202'],
    ['POST', '/rest/v1/rpc/pg_sleep', 404, 'PGRST202'],
    ['GET', '/rest/v1/rpc/append_email?url=example.com&new_email=a@b.co', 405, 'PGRST101'],
    ['DELETE', '/rest/v1/rpc/append_email', 405, 'PGRST101'],
  ] as const;

  it.each(refused)('%s %s → %i (%s), with no email in it', async (method, url, status, code) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...KEY_HEADERS, 'content-type': 'application/json' },
      ...(method === 'POST' || method === 'PATCH'
        ? { payload: { url: 'https://example.com', emails: ['x@y.co'] } }
        : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(postgrestErrorSchema.parse(res.json()).code).toBe(code);
    expect(res.body).not.toContain('@');
  });

  it('answers 401 before anything else to a request without the key', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/submissions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('leaves the stored row untouched by all of the above', async () => {
    expect(await ctx().db.query('SELECT url, emails FROM submissions')).toEqual([
      { url: 'https://example.com', emails: [STORED_EMAIL] },
    ]);
  });

  it('answers an unknown /rest path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v2/submissions' });
    expect(res.statusCode).toBe(404);
    postgrestErrorSchema.parse(res.json());
  });
});
