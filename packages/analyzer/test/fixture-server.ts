import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, normalize } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { deflateSync } from 'node:zlib';

/**
 * Serves the fixture landing pages on 127.0.0.1:<ephemeral> plus routes that misbehave on
 * purpose. Pages may contain {{SECRET_PORT}} (from ?secret=) and {{ORIGIN}} placeholders.
 */

export interface FixtureServer {
  origin: string;
  port: number;
  url(path: string): string;
  /** Requests seen per pathname. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const PAGES_DIR = fileURLToPath(new URL('../fixtures/pages/', import.meta.url));

function colourFrom(param: string | null): [number, number, number] {
  const hex = /^[0-9a-f]{6}$/i.test(param ?? '') ? param! : '8899aa';
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** A minimal PNG encoder (one solid colour with a diagonal stripe), enough for fixture images. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - (y * width) / height) < Math.max(2, width / 40);
      const o = y * row + 1 + x * 3;
      raw[o] = stripe ? 255 - rgb[0] : rgb[0];
      raw[o + 1] = stripe ? 255 - rgb[1] : rgb[1];
      raw[o + 2] = stripe ? 255 - rgb[2] : rgb[2];
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const pngCache = new Map<string, Buffer>();
  const sockets = new Set<Socket>();
  let origin = '';

  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://fixture');
    hits.set(u.pathname, (hits.get(u.pathname) ?? 0) + 1);
    const q = u.searchParams;
    // `?delay=ms` on an image or a 404: a slow CDN, so subresources arrive (or fail) late and in
    // an order that depends on timing, as on real template pages.
    const delay = Math.min(Number(q.get('delay') ?? 0), 10_000);
    if (delay > 0 && (u.pathname === '/image.png' || u.pathname === '/404'))
      await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed) return;
    switch (u.pathname) {
      case '/redirect-loop': {
        const n = Number(q.get('n') ?? 0);
        res.writeHead(302, { location: `/redirect-loop?n=${(n + 1) % 5}` }).end();
        return;
      }
      case '/redirect-to':
        res.writeHead(302, { location: q.get('to') ?? '/' }).end();
        return;
      case '/hang':
        return; // never answers; the socket is destroyed on close()
      case '/slow': {
        const ms = Math.min(Number(q.get('ms') ?? 1000), 60_000);
        setTimeout(() => {
          if (!res.destroyed)
            res
              .writeHead(200, { 'content-type': 'text/html' })
              .end(
                `<!doctype html><html lang="en"><title>Slow</title><h1>Slow page after ${ms} ms</h1></html>`,
              );
        }, ms);
        return;
      }
      case '/big': {
        // 200 MB of HTML, streamed; stops as soon as the client goes away.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html lang="en"><title>Big</title><h1>Big page</h1><!--');
        const chunk = Buffer.alloc(1 << 20, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < 200 && !res.destroyed) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          if (!res.destroyed) res.end('--></html>');
        };
        pump();
        return;
      }
      case '/image.png': {
        const w = Math.max(1, Math.min(Number(q.get('w') ?? 100), 4000));
        const h = Math.max(1, Math.min(Number(q.get('h') ?? 100), 4000));
        const key = `${w}x${h}:${q.get('c')}`;
        const png = pngCache.get(key) ?? encodePng(w, h, colourFrom(q.get('c')));
        pngCache.set(key, png);
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
        return;
      }
      case '/404':
        res
          .writeHead(404, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Not found</title><h1>Not found</h1>');
        return;
    }
    const name = u.pathname === '/' ? 'good-saas.html' : u.pathname.slice(1);
    const file = normalize(join(PAGES_DIR, name));
    if (!file.startsWith(PAGES_DIR) || !file.endsWith('.html')) {
      res.writeHead(404).end('not found');
      return;
    }
    try {
      const html = (await readFile(file, 'utf8'))
        .replaceAll('{{SECRET_PORT}}', String(Number(q.get('secret') ?? 9)))
        .replaceAll('{{ORIGIN}}', origin);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Not found</title><h1>Not found</h1>');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hits,
    url: (path: string) => new URL(path, origin).href,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
