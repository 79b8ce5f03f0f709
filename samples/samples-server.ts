import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createSelfSignedCertificate } from '@heroscope/analyzer';
import type { SampleSite } from './samples-manifest.js';

export interface SamplesServer {
  /** Base64 SHA-256 of the certificate's public key, for the analyzer's trustedSpkiHashes. */
  spkiHash: string;
  /** https://<domain>:<port>/ for v1, …/v2/ for the iteration. */
  urlFor(site: SampleSite, version: 'v1' | 'v2'): string;
  close(): Promise<void>;
}

/**
 * A fixed port, because the address is part of what the engine sees: a port that changed from
 * run to run could change a report, and the committed samples must be reproducible.
 */
const DEFAULT_PORT = 47443;

/** Serves each site's demo pages by Host over HTTPS with a throwaway certificate for all domains. */
export async function startSamplesServer(
  pagesDir: string,
  sites: SampleSite[],
  port = Number(process.env.SAMPLES_PORT ?? DEFAULT_PORT),
): Promise<SamplesServer> {
  const { key, cert, spkiHash } = createSelfSignedCertificate(
    'heroscope samples',
    sites.map((s) => s.domain),
  );
  const byDomain = new Map(sites.map((s) => [s.domain, s]));
  const server = createServer({ key, cert }, (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const site = byDomain.get(host);
    const path = (request.url ?? '/').split('?')[0];
    const file = path === '/' ? 'v1.html' : path === '/v2/' && site?.iteration ? 'v2.html' : null;
    if (!site || !file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
      .end(readFileSync(join(pagesDir, site.route, file)));
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use: set SAMPLES_PORT to a free one`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    spkiHash,
    urlFor: (site, version) =>
      `https://${site.domain}:${actualPort}/${version === 'v2' ? 'v2/' : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
