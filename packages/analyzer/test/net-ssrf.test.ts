import http from 'node:http';
import { connect as netConnect } from 'node:net';
import type net from 'node:net';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFactsSchema } from '@heroscope/schema';
import { createCollector } from '../src/collect/index.js';
import type { Collector } from '../src/collect/index.js';
import { openEgressSession } from '../src/net/egress-proxy.js';
import type { EgressLimits, EgressPolicy, EgressSession } from '../src/net/egress-proxy.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

/**
 * A page on an allowed host (fixture.test pinned to 127.0.0.1) must not reach anything else on
 * 127.0.0.1: the "secret" server counts every TCP connection it receives and must see none.
 */

interface SecretServer {
  port: number;
  connections: number;
  paths: string[];
  close(): Promise<void>;
}

async function startSecretServer(): Promise<SecretServer> {
  const state = { connections: 0, paths: [] as string[] };
  const server = http.createServer((req, res) => {
    state.paths.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    state.connections++;
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return state.connections;
    },
    paths: state.paths,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** An egress session for the length of `use`, closed after whatever happens. */
async function withSession(
  policy: EgressPolicy,
  limits: Partial<EgressLimits>,
  use: (session: EgressSession) => Promise<void>,
): Promise<void> {
  const session = await openEgressSession(policy, {
    maxRequests: 10,
    maxResponseBytes: 1_000_000,
    maxTotalBytes: 50_000_000,
    ...limits,
  });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

let fixtures: FixtureServer;
let secret: SecretServer;
let collector: Collector;
let fixtureHost: string;

beforeAll(async () => {
  [fixtures, secret] = await Promise.all([startFixtureServer(), startSecretServer()]);
  fixtureHost = `http://fixture.test:${fixtures.port}`;
  collector = await createCollector({ resolve: [{ host: 'fixture.test', ip: '127.0.0.1' }] });
});

afterAll(async () => {
  await collector?.close();
  await Promise.all([fixtures?.close(), secret?.close()]);
});

describe('egress policy in a real browser', () => {
  it('lets a pinned host load but refuses every private subresource it asks for', async () => {
    const facts = await collector.collect(`${fixtureHost}/ssrf-probe.html?secret=${secret.port}`);
    expect(() => pageFactsSchema.parse(facts)).not.toThrow();
    expect(facts.desktop.headings[0]?.text).toBe('This page tries to reach private addresses');
    // The vectors were really tried: the redirect hop and the refreshing frame were served.
    expect(fixtures.hits.get('/redirect-to') ?? 0).toBeGreaterThan(0);
    expect(fixtures.hits.get('/ssrf-frame.html') ?? 0).toBeGreaterThan(0);
    const blocked = facts.failedRequests.filter((r) => r.blockedByPolicy);
    const blockedUrls = blocked.map((r) => r.url).join(' ');
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/img.png`);
    expect(blockedUrls).toContain(`localhost:${secret.port}/img-localhost.png`);
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/fetch`);
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/script.js`);
    expect(blockedUrls).toMatch(new RegExp(`ws://127\\.0\\.0\\.1:${secret.port}/ws`));
    expect(blockedUrls).toContain(`localhost:${secret.port}/frame`);
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/redirected.png`);
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/img-decimal.png`);
    expect(blockedUrls).toContain(`127.0.0.1:${secret.port}/css-bg.png`);
    // Nothing the page did reached the secret server, not even a TCP handshake.
    await new Promise((r) => setTimeout(r, 300));
    expect(secret.connections).toBe(0);
    expect(secret.paths).toEqual([]);
  });

  it('fails the collect when a redirect leads into a private address', async () => {
    const to = encodeURIComponent(`http://127.0.0.1:${secret.port}/after-redirect`);
    await expect(collector.collect(`${fixtureHost}/redirect-to?to=${to}`)).rejects.toMatchObject({
      code: 'blocked',
      message: `Refused to fetch http://127.0.0.1:${secret.port}/after-redirect: private address`,
    });
    expect(secret.connections).toBe(0);
  });

  it('fails the collect when the page refreshes itself into a private address', async () => {
    await expect(
      collector.collect(`${fixtureHost}/ssrf-refresh.html?secret=${secret.port}`),
    ).rejects.toMatchObject({ code: 'blocked' });
    expect(secret.connections).toBe(0);
  });

  it.each([
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://localhost:${p}/`,
    (p: number) => `http://app.localhost:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f000001:${p}/`,
    (p: number) => `http://0177.0.0.1:${p}/`,
    (p: number) => `http://[::1]:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://0.0.0.0:${p}/`,
  ])('refuses a private main URL without allowPrivate (%#)', async (make) => {
    await expect(collector.collect(make(secret.port))).rejects.toMatchObject({
      code: 'blocked',
      message: expect.stringMatching(/^Refused to fetch .+: (private|reserved) address$/),
    });
    expect(secret.connections).toBe(0);
  });

  it('refuses a name that DNS resolves to a private address (checked at the proxy)', async () => {
    // The machine's own hostname resolves through /etc/hosts to a loopback/private address.
    await expect(collector.collect(`http://${hostname()}:${secret.port}/`)).rejects.toMatchObject({
      code: 'blocked',
      message: `Refused to fetch http://${hostname()}:${secret.port}/: private address`,
    });
    expect(secret.connections).toBe(0);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a url',
    'http://',
  ])('rejects %s as an invalid URL', async (url) => {
    await expect(collector.collect(url)).rejects.toMatchObject({ code: 'invalid-url' });
  });
});

describe('egress proxy on its own', () => {
  const connectThrough = (proxy: string, authority: string) =>
    new Promise<number>((resolve, reject) => {
      const u = new URL(proxy);
      const req = http.request({
        host: u.hostname,
        port: Number(u.port),
        method: 'CONNECT',
        path: authority,
      });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('tunnels only to pinned or public addresses and records each refusal', async () => {
    await withSession(
      { allowPrivate: false, resolve: [{ host: 'fixture.test', ip: '127.0.0.1' }] },
      {},
      async (session) => {
        expect(await connectThrough(session.server, `fixture.test:${fixtures.port}`)).toBe(200);
        expect(await connectThrough(session.server, `127.0.0.1:${secret.port}`)).toBe(403);
        expect(await connectThrough(session.server, `localhost:${secret.port}`)).toBe(403);
        expect(await connectThrough(session.server, `[::ffff:127.0.0.1]:${secret.port}`)).toBe(403);
        expect(await connectThrough(session.server, `2130706433:${secret.port}`)).toBe(403);
        expect(session.events.filter((e) => e.kind === 'refused')).toHaveLength(4);
        expect(session.eventFor(`https://localhost:${secret.port}/x`)?.reason).toBe(
          'private address',
        );
        expect(secret.connections).toBe(0);
      },
    );
  });

  it('forwards plain HTTP to the checked address and stops at the request limit', async () => {
    await withSession({ allowPrivate: true, resolve: [] }, { maxRequests: 2 }, async (session) => {
      const get = (url: string) =>
        new Promise<number>((resolve, reject) => {
          const u = new URL(session.server);
          http
            .get({ host: u.hostname, port: Number(u.port), path: url }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            })
            .on('error', reject);
        });
      expect(await get(fixtures.url('/good-saas.html'))).toBe(200);
      expect(await get(fixtures.url('/404'))).toBe(404);
      expect(await get(fixtures.url('/good-saas.html'))).toBe(403);
      expect(session.events.at(-1)?.kind).toBe('request-limit');
      expect(session.stats.requests).toBe(3);
    });
  });

  it('cuts a plain HTTP response that exceeds the size limit', async () => {
    await withSession(
      { allowPrivate: true, resolve: [] },
      { maxResponseBytes: 2_000_000 },
      async (session) => {
        const received = await new Promise<number>((resolve) => {
          const u = new URL(session.server);
          let bytes = 0;
          http
            .get({ host: u.hostname, port: Number(u.port), path: fixtures.url('/big') }, (res) => {
              res.on('data', (c: Buffer) => (bytes += c.length));
              res.on('close', () => resolve(bytes));
              res.on('error', () => resolve(bytes));
            })
            .on('error', () => resolve(bytes));
        });
        expect(received).toBeLessThanOrEqual(2_000_000);
        expect(session.events.some((e) => e.kind === 'too-large')).toBe(true);
      },
    );
  });

  /** Opens a CONNECT tunnel through the session to the fixture server and sends `request`. */
  function tunnel(session: { server: string }, request: string) {
    const u = new URL(session.server);
    const socket = netConnect({ host: u.hostname, port: Number(u.port) });
    const state = { bytes: 0, closed: false };
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    socket.once('connect', () =>
      socket.write(`CONNECT 127.0.0.1:${fixtures.port} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    let established = false;
    socket.on('data', (chunk: Buffer) => {
      if (!established) {
        established = true;
        socket.write(request);
        return;
      }
      state.bytes += chunk.length;
    });
    return { socket, state, closed };
  }

  it('bounds the bytes through HTTPS tunnels by the session total, not per connection', async () => {
    await withSession(
      { allowPrivate: true, resolve: [] },
      { maxTotalBytes: 4_000_000 },
      async (session) => {
        const t = tunnel(session, 'GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await t.closed;
        // One connection may carry more than one response's limit (HTTP/2 carries a whole page)…
        expect(t.state.bytes).toBeGreaterThan(1_000_000);
        // …but the session stops at its total.
        expect(t.state.bytes).toBeLessThanOrEqual(4_000_000);
        expect(session.events.at(-1)).toMatchObject({ kind: 'too-large', scope: 'session' });
        expect(session.stoppedBecause('https://anything.example/')).toMatch(/in all/);
      },
    );
  });

  it('cut() closes the tunnels to the host and port of a response and records its URL', async () => {
    await withSession(
      { allowPrivate: true, resolve: [] },
      { maxTotalBytes: 500_000_000 },
      async (session) => {
        const t = tunnel(session, 'GET /hang HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await new Promise((r) => setTimeout(r, 200));
        const url = `https://127.0.0.1:${fixtures.port}/video.mp4`;
        session.cut(url, 'response larger than 1000000 bytes');
        await t.closed;
        expect(session.eventFor(url)).toMatchObject({ kind: 'too-large', scope: 'url' });
        expect(session.stoppedBecause(url)).toBe('stopped: response larger than 1000000 bytes');
        // Other URLs of that origin failed with it; the document itself is not blamed.
        expect(session.eventFor(`https://127.0.0.1:${fixtures.port}/`)).toBeUndefined();
        expect(session.stoppedBecause(`https://127.0.0.1:${fixtures.port}/app.js`)).toMatch(
          /connection also carried/,
        );
      },
    );
  });
});
