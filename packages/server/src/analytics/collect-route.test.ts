import { MAX_BEACON_BYTES, MAX_BEACON_EVENTS } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { dumpAnalytics, rawCounts, truncateAnalytics } from '../../test/analytics-tables.js';

const PATH = '/api/analytics';
const VISITOR_IP = '203.0.113.77';
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';

const beacon = {
  path: '/',
  events: [
    { name: 'page_view' },
    { name: 'landing_viewed' },
    { name: 'email_rejected', props: { rule: 'disposable' } },
  ],
  vitals: [
    { name: 'LCP', value: 1234.5 },
    { name: 'CLS', value: 0.02 },
  ],
};

describeOnEachEngine('POST /api/analytics', (ctx) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-24T10:00:00Z');
  const logLines: string[] = [];

  const post = (
    payload: unknown,
    headers: Record<string, string> = {},
    target: FastifyInstance = app,
    remoteAddress = VISITOR_IP,
  ) =>
    target.inject({
      method: 'POST',
      url: PATH,
      remoteAddress,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': VISITOR_UA, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const stored = async (target: FastifyInstance = app) => {
    await target.analytics.flush();
    return rawCounts(ctx().db);
  };

  beforeAll(async () => {
    app = await createApp({
      config: ctx().config,
      db: ctx().db,
      now: () => clock,
      logger: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    await app.analytics.flush();
    await truncateAnalytics(ctx().db);
  });

  describe('a valid beacon', () => {
    it('answers 204 and stores its events and vitals with the route and the day', async () => {
      const res = await post(beacon);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await stored()).toEqual({ events: 3, vitals: 2 });
      const events = await ctx().db.query<{
        name: string;
        detail: string;
        path: string;
        day: string;
      }>(
        "SELECT name, detail, path, to_char(day, 'YYYY-MM-DD') AS day FROM analytics_events ORDER BY id",
      );
      expect(events).toEqual([
        { name: 'page_view', detail: '', path: '/', day: '2026-11-24' },
        { name: 'landing_viewed', detail: '', path: '/', day: '2026-11-24' },
        { name: 'email_rejected', detail: 'disposable', path: '/', day: '2026-11-24' },
      ]);
      const vitals = await ctx().db.query<{ name: string; value: number }>(
        'SELECT name, value FROM analytics_vitals ORDER BY id',
      );
      expect(vitals).toEqual([
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
      ]);
    });

    it('takes application/json as well as the text/plain of sendBeacon', async () => {
      const res = await post(beacon, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(204);
      expect(await stored()).toEqual({ events: 3, vitals: 2 });
    });

    it('takes a beacon of vitals alone and one of the report viewer events', async () => {
      expect(
        (await post({ path: '/pyladies', vitals: [{ name: 'INP', value: 96 }] })).statusCode,
      ).toBe(204);
      const viewer = {
        path: '/pyladies',
        events: [
          { name: 'sample_report_opened', props: { site: 'pyladies' } },
          { name: 'action_list_used' },
          { name: 'copy_prompt_used', props: {} },
          { name: 'private_report_opened' },
        ],
      };
      expect((await post(viewer)).statusCode).toBe(204);
      expect(await stored()).toEqual({ events: 4, vitals: 1 });
    });
  });

  describe('refusals: a 4xx, never a 5xx, and nothing stored', () => {
    const oversize = {
      path: '/',
      events: [{ name: 'page_view' }],
      vitals: [],
      padding: 'x'.repeat(MAX_BEACON_BYTES),
    };
    it.each([
      ['bad JSON', '{"path": "/", "events": [', 400],
      ['an empty body', '', 400],
      ['a JSON array', '[]', 400],
      ['an unknown event', { path: '/', events: [{ name: 'purchase' }] }, 400],
      [
        'an unexpected property',
        { path: '/', events: [{ name: 'page_view', props: { email: 'a@b.co' } }] },
        400,
      ],
      [
        'an unknown rule',
        { path: '/', events: [{ name: 'email_rejected', props: { rule: 'typo' } }] },
        400,
      ],
      ['an unknown vital', { path: '/', vitals: [{ name: 'FID', value: 3 }] }, 400],
      ['a negative vital', { path: '/', vitals: [{ name: 'LCP', value: -1 }] }, 400],
      [
        'a vital twice',
        {
          path: '/',
          vitals: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        400,
      ],
      [
        'a path with a query string',
        { path: '/?email=a@b.co', events: [{ name: 'page_view' }] },
        400,
      ],
      [
        'an absolute URL as path',
        { path: 'https://evil.example/', events: [{ name: 'page_view' }] },
        400,
      ],
      ['a path too long', { path: `/${'a'.repeat(200)}`, events: [{ name: 'page_view' }] }, 400],
      ['an empty beacon', { path: '/', events: [], vitals: [] }, 400],
      [
        'too many events',
        {
          path: '/',
          events: Array.from({ length: MAX_BEACON_EVENTS + 1 }, () => ({ name: 'page_view' })),
        },
        400,
      ],
      [
        'an unknown top-level field',
        { path: '/', events: [{ name: 'page_view' }], user: 'ada' },
        400,
      ],
      ['a body over the size limit', oversize, 413],
    ])('refuses %s', async (_name, payload, status) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status });
      expect(res.body).not.toContain('a@b.co');
      expect(await stored()).toEqual({ events: 0, vitals: 0 });
    });

    it('refuses a form or binary body with 415', async () => {
      for (const contentType of ['application/x-www-form-urlencoded', 'application/octet-stream']) {
        const res = await post('path=/', { 'content-type': contentType });
        expect(res.statusCode).toBe(415);
      }
      expect(await stored()).toEqual({ events: 0, vitals: 0 });
    });

    it('limits each address to ANALYTICS_RATE_LIMIT_PER_MINUTE beacons, then 429 with Retry-After', async () => {
      const limited = await createApp({
        config: ctx().configWith({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '3' }),
        db: ctx().db,
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await post(beacon, {}, limited)).statusCode);
        expect(statuses).toEqual([204, 204, 204, 429, 429]);
        const refused = await post(beacon, {}, limited);
        expect(refused.headers['retry-after']).toBeDefined();
        expect(refused.json()).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'At most 3 beacons per minute are accepted from one address.',
        });
        // Another address has its own allowance.
        expect((await post(beacon, {}, limited, '198.51.100.9')).statusCode).toBe(204);
        expect(await stored(limited)).toEqual({ events: 4 * 3, vitals: 4 * 2 });
      } finally {
        await limited.close();
      }
    });
  });

  describe('privacy', () => {
    it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
      for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
        expect((await post(beacon, headers)).statusCode).toBe(204);
      }
      expect(await stored()).toEqual({ events: 0, vitals: 0 });
      expect((await post(beacon, { dnt: '0' })).statusCode).toBe(204);
      expect(await stored()).toEqual({ events: 3, vitals: 2 });
    });

    it('never stores or logs the address or the user agent, only a hash', async () => {
      logLines.length = 0;
      await post(beacon);
      await post('{bad json');
      await post({ path: '/', events: [{ name: 'nope' }] });
      await stored();
      const everything = `${await dumpAnalytics(ctx().db)}\n${logLines.join('')}`;
      expect(logLines.length).toBeGreaterThan(0);
      for (const secret of [VISITOR_IP, VISITOR_UA, 'TestBrowser']) {
        expect(everything).not.toContain(secret);
      }
      const [row] = await ctx().db.query<{ visitor: string }>(
        'SELECT visitor FROM analytics_events LIMIT 1',
      );
      expect(row?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it('counts one visitor per address and browser per day, with a hash that changes with the day', async () => {
      const visitorsOf = async () => {
        await stored();
        return (
          await ctx().db.query<{ visitor: string }>(
            'SELECT DISTINCT visitor FROM analytics_events ORDER BY visitor',
          )
        ).map((r) => r.visitor);
      };
      await post(beacon);
      clock = new Date('2026-11-24T23:59:59Z');
      await post(beacon);
      const [dayOne] = await visitorsOf();
      expect(await visitorsOf()).toHaveLength(1);
      await post(beacon, { 'user-agent': 'Another/2.0' });
      expect(await visitorsOf()).toHaveLength(2);

      clock = new Date('2026-11-25T00:00:01Z');
      await post(beacon);
      await stored();
      const days = await ctx().db.query<{ day: string; visitor: string }>(
        "SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day, visitor FROM analytics_events WHERE day = '2026-11-25'",
      );
      expect(days).toHaveLength(1);
      expect(days[0]?.visitor).not.toBe(dayOne);
      // The first day's salt is gone: its hashes can no longer be recomputed.
      const salts = await ctx().db.query<{ day: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts",
      );
      expect(salts).toEqual([{ day: '2026-11-25' }]);
    });
  });

  describe('ANALYTICS=off', () => {
    it('has no endpoint, stores nothing and tells the web app to send nothing', async () => {
      const off = await createApp({ config: ctx().configWith({ ANALYTICS: 'off' }), db: ctx().db });
      try {
        expect((await post(beacon, {}, off)).statusCode).toBe(404);
        expect(await stored(off)).toEqual({ events: 0, vitals: 0 });
        const config = (await off.inject({ method: 'GET', url: '/api/config' })).json();
        expect(config).toMatchObject({ analytics: false });
      } finally {
        await off.close();
      }
    });
  });
});
