import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollector } from '../src/collect/index.js';
import type { Collector } from '../src/collect/index.js';
import { startTlsFixtureServer, TLS_HOST } from './tls-fixture-server.js';
import type { TlsFixtureServer } from './tls-fixture-server.js';
import { collectOutcome } from './collect-outcome.js';

/**
 * Size limits over HTTPS. The proxy sees a CONNECT tunnel per connection, and HTTP/2 puts an
 * origin's whole page through one, so the per-response limit is enforced from what the browser
 * reports of each response; the proxy bounds the session's total.
 */

const MIB = 1024 * 1024;
let tls: TlsFixtureServer;
let collector: Collector;

beforeAll(async () => {
  tls = await startTlsFixtureServer();
  collector = await createCollector({
    resolve: [{ host: TLS_HOST, ip: '127.0.0.1' }],
    trustedSpkiHashes: [tls.spkiHash],
    navigationTimeoutMs: 10_000,
    totalTimeoutMs: 20_000,
    maxResponseBytes: 3 * MIB,
    maxTotalBytes: 12 * MIB,
  });
}, 60_000);

afterAll(async () => {
  await collector?.close();
  await tls?.close();
});

const outcome = (path: string) => collectOutcome(collector, tls.url(path));

describe('HTTPS size limits', () => {
  it('loads a page whose responses together exceed the per-response limit over one connection', async () => {
    // 6 scripts of 1 MiB: 6 MiB through one HTTP/2 connection, each response under 3 MiB.
    const r = await outcome('/many?n=6&kb=1024');
    expect(r.error).toBeNull();
    const { requests } = r.facts!.performance!;
    expect(requests.byType.script.count).toBe(6);
    expect(requests.transferBytes).toBeGreaterThan(6 * MIB);
    expect(r.facts!.failedRequests).toEqual([]);
  });

  it('stops a document larger than the limit with "too-large"', async () => {
    const r = await outcome('/big');
    expect(r.error?.code).toBe('too-large');
    expect(r.error?.message).toMatch(/response larger than 3145728 bytes/);
    // Stopped as soon as it grew too large, not when the navigation timed out (10 s).
    expect(r.ms).toBeLessThan(5000);
  });

  it('stops one oversized subresource and reports it as stopped by us, not broken', async () => {
    const r = await outcome('/big-script');
    expect(r.error).toBeNull();
    const stopped = r.facts!.failedRequests.find((f) => f.url.endsWith('/stream-script'));
    expect(stopped).toMatchObject({ blockedByPolicy: true });
    expect(stopped!.errorText).toMatch(/^stopped: response larger than 3145728 bytes/);
    // Far less than the 200 MiB on offer came through.
    expect(r.facts!.performance!.requests.transferBytes).toBeLessThan(12 * MIB);
  });

  it('bounds everything a page load receives at maxTotalBytes', async () => {
    // 16 scripts of 1 MiB, each under the per-response limit, 16 MiB against a 12 MiB budget.
    const r = await outcome('/many?n=16&kb=1024');
    expect(r.error).toBeNull();
    const { requests } = r.facts!.performance!;
    expect(requests.transferBytes).toBeLessThan(13 * MIB);
    const stopped = r.facts!.failedRequests.filter((f) => f.blockedByPolicy);
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped[0]!.errorText).toMatch(/more than 12582912 bytes in all/);
  });
});
