import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { describeOnEachEngine, makeTempDir } from '../test/test-engines.js';

const HTML = { accept: 'text/html' };
const long = (text: string) => text.repeat(60);

// A web build as `vite build` leaves it: text files with .br and .gz beside them (the web
// package's precompress step), images without.
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>HEROSCOPE compressed app</title></head><body>${long('<p>app</p>')}</body></html>`,
  'assets/index-abc123.js': `console.log(${JSON.stringify(long('hero '))});`,
  'assets/index-abc123.css': `body{color:red}/*${long('x')}*/`,
  'relief.html': `<!doctype html><title>relief</title>${long('<p>relief</p>')}`,
  'starostnik/starostnik.html': `<!doctype html><title>starostnik</title>${long('<p>s</p>')}`,
  'samples/index.json': JSON.stringify({ samples: long('pyladies ') }),
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function writeCompressedDist(dir: string): void {
  for (const [name, content] of Object.entries(FILES)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
  mkdirSync(join(dir, 'images'), { recursive: true });
  writeFileSync(join(dir, 'images/photo.png'), PNG);
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describeOnEachEngine('static files, compressed', (ctx) => {
  let app: FastifyInstance;
  const dist = makeTempDir('server-web-compressed');
  beforeAll(async () => {
    writeCompressedDist(dist.path);
    app = await createApp({
      config: ctx().configWith({ WEB_DIST_DIR: dist.path }),
      db: ctx().db,
    });
  });
  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  const cases = [
    { url: '/assets/index-abc123.js', file: 'assets/index-abc123.js', type: /javascript/ },
    { url: '/assets/index-abc123.css', file: 'assets/index-abc123.css', type: /^text\/css/ },
    { url: '/relief.html', file: 'relief.html', type: /^text\/html/ },
    { url: '/starostnik/starostnik.html', file: 'starostnik/starostnik.html', type: /^text\/html/ },
    { url: '/samples/index.json', file: 'samples/index.json', type: /^application\/json/ },
    { url: '/', file: 'index.html', type: /^text\/html/ },
    { url: '/pyladies', file: 'index.html', type: /^text\/html/ },
  ];

  describe.each(cases)('$url', ({ url, file, type }) => {
    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ])('Accept-Encoding "%s" → %s, decoding to the file', async (acceptEncoding, encoding) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { ...HTML, 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(type);
      expect(decoders[encoding]!(res.rawPayload).toString()).toBe(FILES[file]);
    });

    it('sends the file as is without Accept-Encoding', async () => {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(FILES[file]);
    });
  });

  it('keeps a year of caching for hashed assets and revalidation for the rest', async () => {
    const br = { 'accept-encoding': 'br' };
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: br });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/relief.html', '/samples/index.json']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...HTML, ...br } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('gives each encoding its own ETag, and revalidates with it', async () => {
    const get = (encoding: string, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/relief.html',
        headers: { ...HTML, 'accept-encoding': encoding, ...extra },
      });
    const br = await get('br');
    const gz = await get('gzip');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get('br', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown page with the compressed app and 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FILES['index.html']);
  });

  it('sends images, which are compressed already, as they are', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/images/photo.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});
