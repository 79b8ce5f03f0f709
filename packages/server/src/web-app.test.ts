import { APP_ROUTES } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { NOT_BUILT_MESSAGE } from './web-app.js';
import { describeOnEachEngine, makeTempDir } from '../test/test-engines.js';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const APP_TITLE = 'HEROSCOPE test app';

describeOnEachEngine('the web app', (ctx) => {
  describe('when built', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createApp({ config: ctx().config, db: ctx().db });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves index.html at / without caching it', async () => {
      const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(APP_TITLE);
    });

    it.each(['/pyladies', '/10kapp', '/relief', '/starostnik', '/pyladies?x=1', '/PyLadies/'])(
      'answers the client-side route %s with index.html',
      async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: HTML });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain(APP_TITLE);
      },
    );

    it('answers 200 for every route of the shared list (APP_ROUTES)', async () => {
      for (const route of APP_ROUTES) {
        const res = await app.inject({ method: 'GET', url: route, headers: HTML });
        expect(res.statusCode, route).toBe(200);
        expect(res.body, route).toContain(APP_TITLE);
      }
    });

    it.each(['/a/b', '/nope', '/pyladies/extra', '/methodologie', '/relief/'.repeat(2)])(
      'answers the unknown page %s with 404 and the app, which shows its not-found screen',
      async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain(APP_TITLE);
      },
    );

    it('sends the whole not-found page even to a client holding the app in its cache', async () => {
      const home = await app.inject({ method: 'GET', url: '/', headers: HTML });
      const validators = {
        'if-none-match': String(home.headers.etag),
        'if-modified-since': String(home.headers['last-modified']),
      };
      const cached = await app.inject({
        method: 'GET',
        url: '/',
        headers: { ...HTML, ...validators },
      });
      expect(cached.statusCode).toBe(304);
      const res = await app.inject({
        method: 'GET',
        url: '/nope',
        headers: { ...HTML, ...validators },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(APP_TITLE);
    });

    it('answers HEAD on an unknown page with 404', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/nope', headers: HTML });
      expect(res.statusCode).toBe(404);
    });

    it('answers HEAD on a client-side route too', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/pyladies', headers: HTML });
      expect(res.statusCode).toBe(200);
    });

    it('caches hashed assets for a year', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the embedded static pages as files', async () => {
      for (const url of ['/relief.html', '/starostnik/starostnik.html']) {
        const res = await app.inject({ method: 'GET', url, headers: HTML });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(APP_TITLE);
      }
    });

    it('answers a missing file with a 404, never the app', async () => {
      for (const url of ['/assets/missing-123.js', '/missing.png', '/nope.html']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(APP_TITLE);
      }
    });

    it('does not answer the app to a request that does not accept HTML', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/pyladies',
        headers: { accept: 'application/json' },
      });
      expect(res.statusCode).toBe(404);
    });

    it('answers unknown /api paths with a JSON 404', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.inject({ method, url: '/api/nothing-here', headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    });
  });

  describe('when not built', () => {
    let app: FastifyInstance;
    const empty = makeTempDir('server-no-web');
    beforeAll(async () => {
      app = await createApp({
        config: ctx().configWith({ WEB_DIST_DIR: empty.path }),
        db: ctx().db,
      });
    });
    afterAll(async () => {
      await app?.close();
      empty.remove();
    });

    it('answers pages with a 503 saying how to build it', async () => {
      for (const url of ['/', '/pyladies']) {
        const res = await app.inject({ method: 'GET', url, headers: HTML });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain(NOT_BUILT_MESSAGE);
      }
      expect(NOT_BUILT_MESSAGE).toBe('The web app is not built yet: run npm run build');
    });

    it('still serves the API', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        ok: true,
      });
      expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    });
  });
});
