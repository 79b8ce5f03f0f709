import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app.js';
import { connectSources } from './security-headers.js';
import { describeOnEachEngine, TEST_ANON_KEY } from '../test/test-engines.js';

const HTML = { accept: 'text/html' };

/** "a b;c d" → { a: "b", c: "d" } */
function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describeOnEachEngine('security headers', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({ config: ctx().config, db: ctx().db });
  });
  afterAll(async () => {
    await app?.close();
  });

  const requests = [
    { method: 'GET', url: '/', headers: HTML },
    { method: 'GET', url: '/pyladies', headers: HTML },
    { method: 'GET', url: '/assets/index-abc123.js', headers: {} },
    { method: 'GET', url: '/api/health', headers: {} },
    { method: 'GET', url: '/api/config', headers: {} },
    { method: 'GET', url: '/api/nowhere', headers: {} },
    { method: 'GET', url: '/rest/v1/submissions', headers: {} },
    {
      method: 'POST',
      url: '/rest/v1/rpc/append_email',
      headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
      payload: '{"url":"bad"}',
    },
  ] as const;

  it.each(requests)('are on $method $url', async (request) => {
    const res = await app.inject(request);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/relief.html', '/starostnik/starostnik.html'])(
    'let our own origin frame %s (SPEC §2 embedded pages)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each(['/relief.html', '/starostnik/starostnik.html'])(
    'keeps %s frameable by our origin when a cached copy is revalidated (304)',
    async (url) => {
      const first = await app.inject({ method: 'GET', url, headers: HTML });
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { ...HTML, 'if-none-match': String(first.headers.etag) },
      });
      expect(res.statusCode).toBe(304);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('keeps index.html itself unframeable', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html', headers: HTML });
    expect(directives(String(res.headers['content-security-policy']))['frame-ancestors']).toBe(
      "'none'",
    );
  });

  it('allows connecting to a hosted backend named by an absolute PUBLIC_REST_URL', async () => {
    const hosted = await createApp({
      config: ctx().configWith({ PUBLIC_REST_URL: 'https://abc.supabase.co/rest/v1/' }),
      db: ctx().db,
    });
    try {
      const res = await hosted.inject({ method: 'GET', url: '/', headers: HTML });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['connect-src']).toBe("'self' https://abc.supabase.co");
    } finally {
      await hosted.close();
    }
    expect(connectSources('/rest/v1')).toEqual(["'self'"]);
  });
});
