import { describe, expect, it } from 'vitest';
import { APP_ROUTES, EMBEDDED_PAGES, SAMPLE_SITES, isAppRoute } from './app-routes.js';

describe('the app route list (SPEC §2)', () => {
  it('holds the home, the 24 sample reports, the two embedded pages, Insights and the review pages', () => {
    expect(SAMPLE_SITES).toHaveLength(24);
    expect(APP_ROUTES).toHaveLength(1 + 24 + 2 + 1 + 3);
    expect(APP_ROUTES).toContain('/review');
    expect(APP_ROUTES).toContain('/report/:token');
    expect(APP_ROUTES).toContain('/unsubscribe/:token');
    expect(APP_ROUTES).toContain('/');
    expect(APP_ROUTES).toContain('/wordsbusiness');
    expect(APP_ROUTES).toContain('/10kapp');
    expect(APP_ROUTES).toContain('/relief');
    expect(APP_ROUTES).toContain('/starostnik');
    expect(APP_ROUTES).toContain('/insights');
    expect(new Set(APP_ROUTES).size).toBe(APP_ROUTES.length);
  });

  it('loads each embedded page from the HTML file of the same name', () => {
    for (const page of EMBEDDED_PAGES) {
      expect(page.src.endsWith(`${page.route}.html`)).toBe(true);
    }
    expect(EMBEDDED_PAGES.map((page) => page.src)).toEqual([
      '/relief.html',
      '/starostnik/starostnik.html',
    ]);
  });

  it.each([
    '/',
    '/pyladies',
    '/zevoy',
    '/relief',
    '/starostnik/',
    '/PyLadies',
    '/pyladies?v=2',
    '/review',
    '/report/Zq3x9-token',
    '/unsubscribe/Zq3x9-token',
  ])('knows %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/pyladies/extra',
    '/relief.html',
    '/methodology',
    '/report',
    '/review/12',
    '/unsubscribe/',
    '',
    'pyladies',
    '/%E0%A4%A',
  ])('does not know %s', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });

  it('matches :name segments against one non-empty segment, as react-router does', () => {
    const routes = ['/', '/report/:token'];
    expect(isAppRoute('/report/abc123', routes)).toBe(true);
    expect(isAppRoute('/report/abc123/', routes)).toBe(true);
    expect(isAppRoute('/report', routes)).toBe(false);
    expect(isAppRoute('/report/abc/def', routes)).toBe(false);
  });
});
