import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { createSelfSignedCertificate } from '../src/net/self-signed-certificate.js';

/**
 * An HTTPS fixture (HTTP/2 with HTTP/1.1 fallback, self-signed for `tls.test`) on 127.0.0.1:
 * HTTP/2 carries every response of an origin through one connection, which is what the egress
 * proxy sees of HTTPS: one CONNECT tunnel per connection, its responses hidden inside.
 *
 *   /many?n=N&kb=K  a page with N scripts of K KiB each (all through one connection)
 *   /asset?kb=K      a script of K KiB (content-length declared)
 *   /big             a page that streams 200 MiB of HTML (no content-length)
 *   /big-script      a page whose script streams 200 MiB
 *   /stream-script   that script
 */

export interface TlsFixtureServer {
  port: number;
  /** The certificate's SPKI hash, for the collector's `trustedSpkiHashes`. */
  spkiHash: string;
  /** https://tls.test:<port><path>: resolve tls.test to 127.0.0.1 (collector `resolve`). */
  url(path: string): string;
  close(): Promise<void>;
}

export const TLS_HOST = 'tls.test';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TLS fixture</title>` +
  `<meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;

export async function startTlsFixtureServer(): Promise<TlsFixtureServer> {
  const { key, cert, spkiHash } = createSelfSignedCertificate(TLS_HOST, [TLS_HOST]);
  // Node refuses new streams once a session holds 10 MB unsent (maxSessionMemory, in MB), which
  // Chromium reports as ERR_HTTP2_PROTOCOL_ERROR: the pages here send more than that at once.
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true, maxSessionMemory: 200 });
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const url = new URL(req.url, 'https://tls.test');
    const q = url.searchParams;
    const html = { 'content-type': 'text/html; charset=utf-8' };
    switch (url.pathname) {
      case '/many': {
        const n = Math.min(Number(q.get('n') ?? 8), 100);
        const kb = Math.min(Number(q.get('kb') ?? 512), 8192);
        const imgs = Array.from(
          { length: n },
          (_, i) => `<script src="/asset?kb=${kb}&i=${i}"></script>`,
        ).join('');
        res.writeHead(200, html).end(page(`<h1>Many scripts over one connection</h1>${imgs}`));
        return;
      }
      case '/asset': {
        // A script of K KiB that is one comment and a marker the page can count.
        const bytes = Math.max(64, Math.min(Number(q.get('kb') ?? 512), 8192) * 1024);
        const body = Buffer.alloc(bytes, 0x20);
        body.write('window.loaded=(window.loaded||0)+1;/*');
        body.write('*/', bytes - 2);
        res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': String(bytes) });
        res.end(body);
        return;
      }
      case '/big':
      case '/stream-script': {
        const isPage = url.pathname === '/big';
        res.writeHead(200, isPage ? html : { 'content-type': 'text/javascript' });
        res.write(
          isPage ? '<!doctype html><html lang="en"><title>Big</title><h1>Big</h1><!--' : '/*',
        );
        const chunk = Buffer.alloc(1 << 20, 0x78);
        let sent = 0;
        const pump = () => {
          while (sent < 200 && !res.destroyed && !res.closed) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          if (!res.destroyed && !res.closed) res.end(isPage ? '--></html>' : '*/');
        };
        pump();
        return;
      }
      case '/big-script':
        res
          .writeHead(200, html)
          .end(page('<h1>A script without end</h1><script src="/stream-script"></script>'));
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    spkiHash,
    url: (path) => `https://${TLS_HOST}:${port}${path}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
