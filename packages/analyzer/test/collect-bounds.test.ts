import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFactsSchema } from '@heroscope/schema';
import { createCollector } from '../src/collect/index.js';
import type { Collector } from '../src/collect/index.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';
import { collectOutcome } from './collect-outcome.js';

/** Pages that misbehave: every one ends with a clear CollectError or completes, within bounds. */

const NAV_TIMEOUT = 10_000;
const TOTAL_TIMEOUT = 15_000;
const SLACK = 5000;

let fixtures: FixtureServer;
let collector: Collector;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  collector = await createCollector({
    allowPrivate: true,
    navigationTimeoutMs: NAV_TIMEOUT,
    totalTimeoutMs: TOTAL_TIMEOUT,
    maxResponseBytes: 3_000_000,
    maxRequests: 10,
  });
});

afterAll(async () => {
  await collector?.close();
  await fixtures?.close();
});

const timed = (path: string) => collectOutcome(collector, fixtures.url(path));

describe('bounded collects', () => {
  it('a page that never answers ends with "timeout"', async () => {
    const r = await timed('/hang');
    expect(r.error?.code).toBe('timeout');
    expect(r.ms).toBeLessThan(TOTAL_TIMEOUT + SLACK);
  });

  it('a redirect loop ends with "too-many-redirects"', async () => {
    const r = await timed('/redirect-loop');
    expect(r.error).toMatchObject({ code: 'too-many-redirects' });
    expect(r.ms).toBeLessThan(TOTAL_TIMEOUT);
  });

  it('a redirect chain is followed and recorded', async () => {
    const r = await timed(`/redirect-to?to=${encodeURIComponent('/good-product.html')}`);
    expect(r.error).toBeNull();
    expect(r.facts!.finalUrl).toBe(fixtures.url('/good-product.html'));
    expect(r.facts!.redirects).toEqual([
      fixtures.url(`/redirect-to?to=${encodeURIComponent('/good-product.html')}`),
    ]);
  });

  it('a 404 ends with "http-error" and the status', async () => {
    const r = await timed('/404');
    expect(r.error).toMatchObject({ code: 'http-error', status: 404 });
  });

  it('a closed port ends with "unreachable"', async () => {
    const probe = net.createServer();
    await new Promise<void>((res) => probe.listen(0, '127.0.0.1', res));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((res) => probe.close(() => res()));
    await expect(collector.collect(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      code: 'unreachable',
    });
  });

  it('a busy loop after load ends cleanly (timeout) and the collector keeps working', async () => {
    const r = await timed('/infinite-loop.html');
    if (r.error) expect(r.error.code).toBe('timeout');
    expect(r.ms).toBeLessThan(TOTAL_TIMEOUT + SLACK);
    const next = await timed('/good-product.html');
    expect(next.error).toBeNull();
    expect(() => pageFactsSchema.parse(next.facts)).not.toThrow();
  });

  it('alert, confirm, prompt and beforeunload dialogs are dismissed', async () => {
    const r = await timed('/dialogs.html');
    expect(r.error).toBeNull();
    expect(r.facts!.desktop.texts.map((t) => t.text)).toContain('Dismissed');
    expect(r.ms).toBeLessThan(TOTAL_TIMEOUT);
  });

  it('a huge response is cut at maxResponseBytes', async () => {
    const r = await timed('/big');
    // The document is truncated by the proxy: either the page fails as too large or what
    // arrived is rendered; both within bounds, and far less than the 200 MB on offer.
    if (r.error) expect(r.error.code).toBe('too-large');
    else expect(r.facts!.performance!.requests.transferBytes).toBeLessThanOrEqual(3_100_000);
    // Stopped as soon as it was cut, not when the navigation timed out.
    expect(r.ms).toBeLessThan(NAV_TIMEOUT / 2);
    expect(fixtures.hits.get('/big')).toBeGreaterThan(0);
  });

  it('a renderer that runs out of memory ends with "crashed"', async () => {
    const r = await timed('/memory-bomb.html');
    expect(r.error?.code).toBe('crashed');
    expect(r.ms).toBeLessThan(TOTAL_TIMEOUT + SLACK);
    const next = await timed('/good-product.html');
    expect(next.error).toBeNull();
  });

  it('stops a page load at maxRequests', async () => {
    fixtures.hits.delete('/image.png');
    const facts = await collector.collect(fixtures.url('/many-requests.html'));
    // Two page loads (desktop and mobile), each allowed 10 requests including its document.
    expect(fixtures.hits.get('/image.png') ?? 0).toBeLessThanOrEqual(2 * 9);
    expect(facts.desktop.images.filter((i) => i.naturalWidth > 0).length).toBeLessThan(40);
    expect(facts.failedRequests.length).toBeGreaterThan(0);
  });
});
