import { expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { rawCounts, truncateAnalytics } from '../../test/analytics-tables.js';

describeOnEachEngine('analytics retention in a running app', (ctx) => {
  it('ANALYTICS_RETENTION_DAYS: the app rolls up and deletes expired raw rows and past salts', async () => {
    await truncateAnalytics(ctx().db);
    let clock = new Date('2026-11-20T12:00:00Z');
    const app = await createApp({
      config: ctx().configWith({ ANALYTICS_RETENTION_DAYS: '2' }),
      db: ctx().db,
      now: () => clock,
    });
    try {
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/analytics',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({
            path: '/',
            events: [{ name: 'page_view' }],
            vitals: [{ name: 'TTFB', value: 120 }],
          }),
        });
      expect((await send()).statusCode).toBe(204);
      clock = new Date('2026-11-23T08:00:00Z');
      expect((await send()).statusCode).toBe(204);
      await app.analytics.flush();
      expect(await rawCounts(ctx().db)).toEqual({ events: 2, vitals: 2 });

      // Two days kept on the 24th: the 23rd and the 24th. The 20th goes, as daily totals only.
      clock = new Date('2026-11-24T00:30:00Z');
      await app.analytics.applyRetention();
      expect(await rawCounts(ctx().db)).toEqual({ events: 1, vitals: 1 });
      const traffic = await ctx().db.query<{ day: string; page_views: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, page_views FROM analytics_daily_traffic ORDER BY day",
      );
      expect(traffic).toEqual([{ day: '2026-11-20', page_views: 1 }]);
      const vitals = await ctx().db.query<{ day: string; p75: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, p75 FROM analytics_daily_vitals",
      );
      expect(vitals).toEqual([{ day: '2026-11-20', p75: 120 }]);
      expect(await ctx().db.query('SELECT day FROM analytics_salts')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
