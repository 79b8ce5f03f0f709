import http from 'node:http';
import net from 'node:net';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { classifyAddress, classifyHostname, parseIpLiteral, reasonFor } from './ip-policy.js';

/**
 * The only way out of the browser. Chromium is pointed at this HTTP proxy, which resolves every
 * hostname itself, checks every resolved address against the policy, and connects to exactly the
 * address it checked (so DNS rebinding cannot swap in a private address after the check).
 * Plain HTTP is forwarded request by request; HTTPS and WebSockets arrive as CONNECT tunnels.
 */

export interface EgressPolicy {
  /** Lift the private-address block (the user's own dev server). */
  allowPrivate: boolean;
  /** Pinned host → IP pairs (like curl --resolve); a pinned pair is allowed even if private. */
  resolve: ReadonlyArray<{ host: string; ip: string }>;
  /** Refuse everything (the browser-wide fallback proxy). */
  denyAll?: boolean;
}

export interface EgressLimits {
  /** Requests (plain HTTP requests plus CONNECT tunnels) allowed through this session. */
  maxRequests: number;
  /** Bytes one plain HTTP response, or one tunnel, may carry from the server. */
  maxResponseBytes: number;
}

export type EgressEventKind = 'refused' | 'unreachable' | 'too-large' | 'request-limit';

export interface EgressEvent {
  kind: EgressEventKind;
  /** Full URL for plain HTTP, "https://host:port" for a tunnel. */
  target: string;
  host: string;
  port: number;
  /** One line, e.g. "private address". */
  reason: string;
}

export interface EgressSession {
  /** Proxy URL for Playwright's `proxy: { server }`. */
  server: string;
  readonly stats: { requests: number; bytesIn: number };
  readonly events: EgressEvent[];
  /** The egress event that explains why this URL failed, if any. */
  eventFor(url: string): EgressEvent | undefined;
  close(): Promise<void>;
}

type Resolution = { ok: true; ip: string } | { ok: false; kind: EgressEventKind; reason: string };

const normaliseHost = (host: string) =>
  host
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');

async function resolveChecked(host: string, policy: EgressPolicy): Promise<Resolution> {
  if (policy.denyAll) return { ok: false, kind: 'refused', reason: 'no egress outside a collect' };
  const name = normaliseHost(host);
  const pinned = policy.resolve.find((p) => normaliseHost(p.host) === name);
  if (pinned) return { ok: true, ip: pinned.ip };
  const hostKind = classifyHostname(name);
  if (hostKind && !policy.allowPrivate)
    return { ok: false, kind: 'refused', reason: reasonFor(hostKind) };
  const literal = parseIpLiteral(name);
  if (literal) return { ok: true, ip: literal.address };
  let addresses: { address: string }[];
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'lookup failed';
    return { ok: false, kind: 'unreachable', reason: `cannot resolve ${name} (${code})` };
  }
  if (addresses.length === 0)
    return { ok: false, kind: 'unreachable', reason: `cannot resolve ${name}` };
  if (!policy.allowPrivate) {
    // Refuse when any address is forbidden: a name that mixes public and private answers is a
    // rebinding setup, not a real site.
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind) return { ok: false, kind: 'refused', reason: reasonFor(kind) };
    }
  }
  return { ok: true, ip: addresses[0]!.address };
}

const HOP_BY_HOP = new Set([
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'upgrade',
]);

function splitHostPort(authority: string, defaultPort: number): { host: string; port: number } {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(authority);
  if (!m) return { host: authority, port: defaultPort };
  return { host: m[1]!, port: m[2] ? Number(m[2]) : defaultPort };
}

export async function openEgressSession(
  policy: EgressPolicy,
  limits: EgressLimits,
): Promise<EgressSession> {
  const stats = { requests: 0, bytesIn: 0 };
  const events: EgressEvent[] = [];
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };

  const admit = async (target: string, host: string, port: number): Promise<Resolution> => {
    stats.requests++;
    if (stats.requests > limits.maxRequests) {
      const reason = `more than ${limits.maxRequests} requests`;
      events.push({ kind: 'request-limit', target, host: normaliseHost(host), port, reason });
      return { ok: false, kind: 'request-limit', reason };
    }
    const r = await resolveChecked(host, policy);
    if (!r.ok)
      events.push({ kind: r.kind, target, host: normaliseHost(host), port, reason: r.reason });
    return r;
  };

  const server = http.createServer(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
      if (url.protocol !== 'http:') throw new Error('not http');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const port = Number(url.port || 80);
    const verdict = await admit(url.href, url.hostname, port);
    if (!verdict.ok) {
      res.writeHead(verdict.kind === 'unreachable' ? 502 : 403, {
        'content-type': 'text/plain',
        'x-heroscope-egress': verdict.kind,
      });
      res.end(`${verdict.kind}: ${verdict.reason}`);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    const upstream = http.request({
      host: verdict.ip,
      port,
      method: req.method,
      path: url.pathname + url.search,
      headers,
      agent: false,
    });
    let received = 0;
    upstream.on('response', (up) => {
      const outHeaders: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k)) outHeaders[k] = v;
      res.writeHead(up.statusCode ?? 502, up.statusMessage, outHeaders);
      up.on('data', (chunk: Buffer) => {
        received += chunk.length;
        stats.bytesIn += chunk.length;
        if (received > limits.maxResponseBytes) {
          events.push({
            kind: 'too-large',
            target: url.href,
            host: normaliseHost(url.hostname),
            port,
            reason: `response larger than ${limits.maxResponseBytes} bytes`,
          });
          up.destroy();
          res.destroy();
          return;
        }
        res.write(chunk);
      });
      up.on('end', () => res.end());
      up.on('error', () => res.destroy());
    });
    upstream.on('error', (err) => {
      if (res.headersSent) return void res.destroy();
      events.push({
        kind: 'unreachable',
        target: url.href,
        host: normaliseHost(url.hostname),
        port,
        reason: (err as NodeJS.ErrnoException).code ?? err.message,
      });
      res.writeHead(502, { 'x-heroscope-egress': 'unreachable' }).end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });

  const tunnel = async (
    req: http.IncomingMessage,
    client: Duplex,
    head: Buffer,
    scheme: string,
  ) => {
    track(client);
    client.on('error', () => client.destroy());
    const { host, port } = splitHostPort(req.url ?? '', 443);
    const verdict = await admit(`${scheme}://${host}:${port}`, host, port);
    if (!verdict.ok) {
      client.end(`HTTP/1.1 ${verdict.kind === 'unreachable' ? 502 : 403} Refused\r\n\r\n`);
      return;
    }
    const upstream = net.connect({ host: verdict.ip, port });
    track(upstream);
    let received = 0;
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      client.pipe(upstream);
    });
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      stats.bytesIn += chunk.length;
      if (received > limits.maxResponseBytes) {
        events.push({
          kind: 'too-large',
          target: `${scheme}://${host}:${port}`,
          host: normaliseHost(host),
          port,
          reason: `more than ${limits.maxResponseBytes} bytes through one connection`,
        });
        upstream.destroy();
        client.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('end', () => client.end());
    upstream.on('error', (err) => {
      if (!client.writable) return;
      events.push({
        kind: 'unreachable',
        target: `${scheme}://${host}:${port}`,
        host: normaliseHost(host),
        port,
        reason: (err as NodeJS.ErrnoException).code ?? err.message,
      });
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    client.on('close', () => upstream.destroy());
  };

  server.on('connect', (req, socket, head) => void tunnel(req, socket, head, 'https'));
  // A proxied plain ws:// upgrade (Chromium normally tunnels these, but be safe): refuse it
  // unless the target passes, then splice the sockets after replaying the request.
  server.on('upgrade', async (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const port = Number(url.port || 80);
    const verdict = await admit(url.href.replace(/^http/, 'ws'), url.hostname, port);
    if (!verdict.ok) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect({ host: verdict.ip, port }, () => {
      const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (!/^proxy-/i.test(req.rawHeaders[i]!))
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  server.on('connection', track);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    stats,
    events,
    eventFor(url: string) {
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        return undefined;
      }
      const exact = events.find((e) => e.target === u.href);
      if (exact) return exact;
      const host = normaliseHost(u.hostname);
      const p = Number(u.port || (u.protocol === 'https:' || u.protocol === 'wss:' ? 443 : 80));
      return events.find((e) => e.host === host && e.port === p && !e.target.startsWith('http://'));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
