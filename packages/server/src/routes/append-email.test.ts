import {
  DISPOSABLE_EMAIL_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  invalidEmailMessage,
  postgrestErrorSchema,
} from '@heroscope/schema';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine, TEST_ANON_KEY } from '../../test/test-engines.js';

const PATH = '/rest/v1/rpc/append_email';
const KEY_HEADERS = { apikey: TEST_ANON_KEY, authorization: `Bearer ${TEST_ANON_KEY}` };
const EMAIL_IN_TEXT = /[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i;

describeOnEachEngine('POST /rest/v1/rpc/append_email', (ctx) => {
  let app: FastifyInstance;

  const rows = () =>
    ctx().db.query<{ url: string; emails: string[] }>(
      'SELECT url, emails FROM submissions ORDER BY id',
    );

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...KEY_HEADERS, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  beforeAll(async () => {
    app = await createApp({ config: ctx().config, db: ctx().db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await ctx().reset();
  });

  describe('a valid submission', () => {
    it('answers 200 with JSON null and stores the normalised address', async () => {
      const res = await post({ url: 'example.com/', new_email: 'ada@example.org' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe('null');
      expect(await rows()).toEqual([{ url: 'https://example.com', emails: ['ada@example.org'] }]);
    });

    it('keeps one row per address and each email once, in arrival order', async () => {
      await post({ url: 'https://example.com', new_email: 'ada@example.org' });
      await post({ url: 'example.com//', new_email: 'grace@example.org' });
      await post({ url: 'example.com', new_email: ' ada@example.org ' });
      await post({ url: 'other.io', new_email: 'ada@example.org' });
      expect(await rows()).toEqual([
        { url: 'https://example.com', emails: ['ada@example.org', 'grace@example.org'] },
        { url: 'https://other.io', emails: ['ada@example.org'] },
      ]);
    });

    it('takes an email in another letter case for the one already there', async () => {
      await post({ url: 'example.com', new_email: 'Ada.Lovelace@Example.org' });
      await post({ url: 'example.com', new_email: 'ada.lovelace@example.ORG' });
      await post({ url: 'example.com', new_email: 'grace@example.org' });
      expect(await rows()).toEqual([
        {
          url: 'https://example.com',
          emails: ['Ada.Lovelace@Example.org', 'grace@example.org'],
        },
      ]);
    });

    it('bumps updated_at when the address is submitted again', async () => {
      await post({ url: 'example.com', new_email: 'ada@example.org' });
      const [before] = await ctx().db.query<{ created_at: Date; updated_at: Date }>(
        'SELECT created_at, updated_at FROM submissions',
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await post({ url: 'example.com', new_email: 'ada@example.org' });
      const [after] = await ctx().db.query<{ created_at: Date; updated_at: Date }>(
        'SELECT created_at, updated_at FROM submissions',
      );
      expect(new Date(after!.created_at).getTime()).toBe(new Date(before!.created_at).getTime());
      expect(new Date(after!.updated_at).getTime()).toBeGreaterThan(
        new Date(before!.updated_at).getTime(),
      );
    });

    it('accepts the key as apikey alone or as Authorization: Bearer alone', async () => {
      const apikeyOnly = await app.inject({
        method: 'POST',
        url: PATH,
        headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
        payload: { url: 'a.com', new_email: 'ada@example.org' },
      });
      const bearerOnly = await app.inject({
        method: 'POST',
        url: PATH,
        headers: { authorization: `Bearer ${TEST_ANON_KEY}`, 'content-type': 'application/json' },
        payload: { url: 'b.com', new_email: 'ada@example.org' },
      });
      expect([apikeyOnly.statusCode, bearerOnly.statusCode]).toEqual([200, 200]);
      expect((await rows()).map((r) => r.url)).toEqual(['https://a.com', 'https://b.com']);
    });
  });

  describe('the anonymous key', () => {
    const valid = { url: 'example.com', new_email: 'ada@example.org' };
    it.each([
      ['no key at all', {}, 'No API key found in request'],
      ['a wrong apikey', { apikey: 'wrong' }, 'Invalid API key'],
      ['a wrong bearer token', { authorization: 'Bearer wrong' }, 'Invalid API key'],
      [
        'a right apikey with a wrong bearer token',
        { apikey: TEST_ANON_KEY, authorization: 'Bearer wrong' },
        'Invalid API key',
      ],
      [
        'a non-bearer Authorization',
        { authorization: `Basic ${TEST_ANON_KEY}` },
        'Invalid API key',
      ],
    ])('refuses %s with 401 and writes nothing', async (_name, headers, message) => {
      const res = await app.inject({
        method: 'POST',
        url: PATH,
        headers: { 'content-type': 'application/json', ...headers },
        payload: valid,
      });
      expect(res.statusCode).toBe(401);
      const body = postgrestErrorSchema.parse(res.json());
      expect(body).toMatchObject({ code: 'PGRST301', message });
      expect(await rows()).toEqual([]);
    });
  });

  describe('bad input: a 4xx in PostgREST shape, nothing written, never a 5xx', () => {
    const support = () => ctx().config.supportEmail;
    const cases: Array<{
      name: string;
      status: number;
      payload: string;
      contentType?: string;
      message?: () => string;
    }> = [
      { name: 'a text/plain body', status: 415, payload: 'hello', contentType: 'text/plain' },
      {
        name: 'a form body',
        status: 415,
        payload: 'url=example.com&new_email=ada%40example.org',
        contentType: 'application/x-www-form-urlencoded',
      },
      { name: 'an empty JSON body', status: 400, payload: '' },
      { name: 'malformed JSON', status: 400, payload: '{"url": "example.com",' },
      { name: 'a JSON array', status: 400, payload: '[]' },
      { name: 'JSON null', status: 400, payload: 'null' },
      { name: 'a JSON string', status: 400, payload: '"example.com"' },
      { name: 'a missing url', status: 400, payload: '{"new_email":"ada@example.org"}' },
      { name: 'a missing new_email', status: 400, payload: '{"url":"example.com"}' },
      {
        name: 'an extra field',
        status: 400,
        payload: '{"url":"example.com","new_email":"ada@example.org","admin":true}',
      },
      { name: 'a numeric url', status: 400, payload: '{"url":42,"new_email":"ada@example.org"}' },
      {
        name: 'an array email',
        status: 400,
        payload: '{"url":"example.com","new_email":["a@b.co"]}',
      },
      {
        name: 'an over-long url',
        status: 400,
        payload: JSON.stringify({ url: `${'a'.repeat(2045)}.com`, new_email: 'ada@example.org' }),
        message: () => INVALID_ADDRESS_MESSAGE,
      },
      {
        name: 'an over-long email',
        status: 400,
        payload: JSON.stringify({
          url: 'example.com',
          new_email: `${'a'.repeat(250)}@example.org`,
        }),
        message: () => invalidEmailMessage(support()),
      },
      {
        name: 'an invalid url',
        status: 400,
        payload: '{"url":"not a url","new_email":"ada@example.org"}',
        message: () => INVALID_ADDRESS_MESSAGE,
      },
      {
        name: 'a url with a path',
        status: 400,
        payload: '{"url":"example.com/pricing","new_email":"ada@example.org"}',
        message: () => INVALID_ADDRESS_MESSAGE,
      },
      {
        name: 'a javascript: url',
        status: 400,
        payload: '{"url":"javascript:alert(1)","new_email":"ada@example.org"}',
        message: () => INVALID_ADDRESS_MESSAGE,
      },
      {
        name: 'an empty email',
        status: 400,
        payload: '{"url":"example.com","new_email":"  "}',
        message: () => EMAIL_REQUIRED_MESSAGE,
      },
      {
        name: 'an invalid email',
        status: 400,
        payload: '{"url":"example.com","new_email":"ada@localhost"}',
        message: () => invalidEmailMessage(support()),
      },
      {
        name: 'a disposable email',
        status: 400,
        payload: '{"url":"example.com","new_email":"ada@mail.yopmail.com"}',
        message: () => DISPOSABLE_EMAIL_MESSAGE,
      },
      {
        name: 'a body over BODY_LIMIT_BYTES',
        status: 413,
        payload: JSON.stringify({ url: 'example.com', new_email: 'a'.repeat(20_000) }),
      },
    ];

    it.each(cases)('$name → $status', async ({ status, payload, contentType, message }) => {
      const res = await post(payload, contentType ? { 'content-type': contentType } : {});
      expect(res.statusCode).toBe(status);
      const body = postgrestErrorSchema.parse(res.json());
      if (message) expect(body.message).toBe(message());
      // The only address an error may carry is the product's own support address (SPEC §5).
      expect(res.body.replaceAll(support(), '')).not.toMatch(EMAIL_IN_TEXT);
      expect(await rows()).toEqual([]);
    });

    it('a body without a content type → 415', async () => {
      const res = await app.inject({
        method: 'POST',
        url: PATH,
        headers: KEY_HEADERS,
        payload: Buffer.from('{"url":"example.com","new_email":"ada@example.org"}'),
      });
      expect(res.statusCode).toBe(415);
      postgrestErrorSchema.parse(res.json());
      expect(await rows()).toEqual([]);
    });

    it('no body at all → 400', async () => {
      const res = await app.inject({ method: 'POST', url: PATH, headers: KEY_HEADERS });
      expect(res.statusCode).toBe(400);
      postgrestErrorSchema.parse(res.json());
      expect(await rows()).toEqual([]);
    });
  });

  describe('through the real postgrest-js client over HTTP', () => {
    let client: PostgrestClient;
    let listening: FastifyInstance;
    let baseUrl: string;

    beforeAll(async () => {
      listening = await createApp({ config: ctx().config, db: ctx().db });
      baseUrl = await listening.listen({ host: '127.0.0.1', port: 0 });
      client = new PostgrestClient(`${baseUrl}/rest/v1`, { headers: KEY_HEADERS });
    });
    afterAll(async () => {
      await listening?.close();
    });

    it('reads a success as { data: null, error: null }', async () => {
      const result = await client.rpc('append_email', {
        url: 'example.com',
        new_email: 'ada@example.org',
      });
      expect(result.error).toBeNull();
      expect(result.data).toBeNull();
      expect(result.status).toBe(200);
      expect(await rows()).toEqual([{ url: 'https://example.com', emails: ['ada@example.org'] }]);
    });

    it('reads a refused email as an error carrying the product message', async () => {
      const result = await client.rpc('append_email', {
        url: 'example.com',
        new_email: 'ada@tempmail.com',
      });
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: '22023', message: DISPOSABLE_EMAIL_MESSAGE });
      expect(await rows()).toEqual([]);
    });

    it('reads a wrong key as a 401 error', async () => {
      const stranger = new PostgrestClient(`${baseUrl}/rest/v1`, {
        headers: { apikey: 'not-the-key', authorization: 'Bearer not-the-key' },
      });
      const result = await stranger.rpc('append_email', {
        url: 'example.com',
        new_email: 'ada@example.org',
      });
      expect(result.status).toBe(401);
      expect(result.error).toMatchObject({ code: 'PGRST301', message: 'Invalid API key' });
      expect(await rows()).toEqual([]);
    });
  });
});
