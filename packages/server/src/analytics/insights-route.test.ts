import { insightsSchema } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine, TEST_ADMIN_TOKEN, TEST_ANON_KEY } from '../../test/test-engines.js';
import { truncateAnalytics } from '../../test/analytics-tables.js';
import { DAILY_CSV_COLUMNS } from './daily-csv.js';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const QUERY = '?from=2026-11-23&to=2026-11-24';

describeOnEachEngine('GET /api/admin/insights', (ctx) => {
  let app: FastifyInstance;
  let clock = new Date('2026-11-23T09:00:00Z');

  const send = (path: string, events: unknown[], vitals: unknown[] = [], ip = '192.0.2.1') =>
    app.inject({
      method: 'POST',
      url: '/api/analytics',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain', 'user-agent': 'UA' },
      payload: JSON.stringify({ path, events, vitals }),
    });

  beforeAll(async () => {
    await truncateAnalytics(ctx().db);
    app = await createApp({ config: ctx().config, db: ctx().db, now: () => clock });
    // Day one: two visitors land, one presses Analyse, is refused an email, then submits.
    await send(
      '/',
      [{ name: 'page_view' }, { name: 'landing_viewed' }],
      [{ name: 'LCP', value: 1000 }],
    );
    await send(
      '/',
      [
        { name: 'page_view' },
        { name: 'landing_viewed' },
        { name: 'analyse_pressed' },
        { name: 'email_modal_opened' },
        { name: 'email_rejected', props: { rule: 'invalid' } },
        { name: 'request_submitted' },
      ],
      [{ name: 'LCP', value: 3000 }],
      '192.0.2.2',
    );
    clock = new Date('2026-11-24T09:00:00Z');
    await send('/pyladies', [
      { name: 'page_view' },
      { name: 'sample_report_opened', props: { site: 'pyladies' } },
    ]);
    await app.analytics.flush();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses without the admin token (401) and does not exist without ADMIN_TOKEN (404)', async () => {
    for (const url of [
      `/api/admin/insights${QUERY}`,
      `/api/admin/insights/daily.csv${QUERY}`,
      '/api/admin/insights?from=x',
    ]) {
      for (const authorization of [undefined, `Bearer ${TEST_ANON_KEY}`, 'Bearer wrong']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
    const noAdmin = await createApp({
      config: ctx().configWith({ ADMIN_TOKEN: undefined }),
      db: ctx().db,
    });
    try {
      const res = await noAdmin.inject({
        method: 'GET',
        url: `/api/admin/insights${QUERY}`,
        headers: ADMIN,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await noAdmin.close();
    }
  });

  it('answers 400 to a bad period', async () => {
    for (const query of [
      '',
      '?from=2026-11-24',
      '?from=2026-11-25&to=2026-11-24',
      '?from=2024-01-01&to=2026-01-01',
      '?from=yesterday&to=today',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/insights${query}`,
        headers: ADMIN,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('reports the funnel, the days and the vitals of the period', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/insights${QUERY}`,
      headers: ADMIN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const insights = insightsSchema.parse(res.json());
    expect(insights.funnel).toEqual([
      { name: 'landing_viewed', events: 2, visitors: 2 },
      { name: 'analyse_pressed', events: 1, visitors: 1 },
      { name: 'email_modal_opened', events: 1, visitors: 1 },
      { name: 'request_submitted', events: 1, visitors: 1 },
    ]);
    expect(insights.days).toEqual([
      { day: '2026-11-23', visitors: 2, pageViews: 2 },
      { day: '2026-11-24', visitors: 1, pageViews: 1 },
    ]);
    expect(insights.events).toContainEqual({
      name: 'email_rejected',
      detail: 'invalid',
      events: 1,
      visitors: 1,
    });
    expect(insights.events).toContainEqual({
      name: 'sample_report_opened',
      detail: 'pyladies',
      events: 1,
      visitors: 1,
    });
    // p75 of 1000 and 3000, interpolated like PostgreSQL's percentile_cont.
    expect(insights.vitals).toEqual([
      { day: '2026-11-23', path: '/', name: 'LCP', p75: 2500, samples: 2 },
    ]);
    expect(insights.retentionDays).toBe(90);
  });

  it('exports the daily aggregates as CSV', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/insights/daily.csv${QUERY}`,
      headers: ADMIN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="heroscope-daily-2026-11-23-2026-11-24.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(DAILY_CSV_COLUMNS.join(','));
    expect(lines).toContain('2026-11-23,traffic,,,,,2,2,,');
    expect(lines).toContain('2026-11-23,event,email_rejected,invalid,,1,1,,,');
    expect(lines).toContain('2026-11-23,vital,LCP,,/,,,,2,2500');
    expect(lines).toContain('2026-11-24,event,sample_report_opened,pyladies,,1,1,,,');
    expect(lines.filter((l) => l.includes(',traffic,'))).toHaveLength(2);
  });
});
