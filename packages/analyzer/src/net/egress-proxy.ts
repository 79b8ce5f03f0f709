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
  /**
   * Bytes one response may carry from the server. Enforced here for plain HTTP. An HTTPS tunnel
   * carries many responses the proxy cannot see (HTTP/2 puts an origin's whole page through one
   * connection), so the collector, which sees them, calls `cut()` when one grows too large.
   */
  maxResponseBytes: number;
  /** Bytes everything through this session may carry from servers, tunnels included. */
  maxTotalBytes: number;
}

export type EgressEventKind = 'refused' | 'unreachable' | 'too-large' | 'request-limit';

export interface EgressEvent {
  kind: EgressEventKind;
  /** Full URL for plain HTTP and cut responses, "https://host:port" for a tunnel. */
  target: string;
  /**
   * 'url': about that one URL; 'connection': every URL behind host:port (it could not be
   * reached); 'session': the session's byte budget ran out, no one URL is to blame.
   */
  scope: 'url' | 'connection' | 'session';
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
  /** Calls `listener` with every event from now on (one listener; a second replaces it). */
  onEvent(listener: (event: EgressEvent) => void): void;
  /** The egress event that explains why this URL failed, if any. */
  eventFor(url: string): EgressEvent | undefined;
  /**
   * Stops an HTTPS or WSS response the collector saw grow past `maxResponseBytes`: the tunnels
   * to its host and port are closed (other requests in flight on them fail too) and the URL is
   * recorded as too large. Idempotent per URL.
   */
  cut(url: string, reason: string): void;
  /** Why this session's own rules or limits stopped the URL, if they did; else null. */
  stoppedBecause(url: string): string | null;
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

/** "host:port" as the proxy keys tunnels and connection-wide events. */
const authorityOf = (host: string, port: number) => `${normaliseHost(host)}:${port}`;

/** A URL's normalised href, host and port (the scheme's default when none is written). */
function endpointOf(url: string): { href: string; host: string; port: number } | null {
  try {
    const u = new URL(url);
    const secure = u.protocol === 'https:' || u.protocol === 'wss:';
    return { href: u.href, host: u.hostname, port: Number(u.port || (secure ? 443 : 80)) };
  } catch {
    return null;
  }
}

export async function openEgressSession(
  policy: EgressPolicy,
  limits: EgressLimits,
): Promise<EgressSession> {
  const stats = { requests: 0, bytesIn: 0 };
  const events: EgressEvent[] = [];
  const sockets = new Set<Duplex>();
  /** Open tunnels by "host:port", so that cut() can close the ones carrying a response. */
  const tunnels = new Map<string, Set<Duplex>>();
  const cutAuthorities = new Set<string>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const record = (
    kind: EgressEventKind,
    scope: EgressEvent['scope'],
    target: string,
    host: string,
    port: number,
    reason: string,
  ) => {
    const event: EgressEvent = { kind, scope, target, host: normaliseHost(host), port, reason };
    events.push(event);
    listener?.(event);
  };
  let listener: ((event: EgressEvent) => void) | null = null;

  const overTotal = () => stats.bytesIn > limits.maxTotalBytes;
  const totalReason = () => `the page loaded more than ${limits.maxTotalBytes} bytes in all`;
  /**
   * Counts bytes from a server against the session's total; past it, records why once and closes
   * every connection. False when the chunk must not be passed on.
   */
  let totalSpent = false;
  const spend = (bytes: number, target: string, host: string, port: number): boolean => {
    stats.bytesIn += bytes;
    if (!overTotal()) return true;
    if (!totalSpent) {
      totalSpent = true;
      record('too-large', 'session', target, host, port, totalReason());
    }
    for (const s of sockets) s.destroy();
    return false;
  };

  const admit = async (
    target: string,
    scope: EgressEvent['scope'],
    host: string,
    port: number,
  ): Promise<Resolution> => {
    stats.requests++;
    if (stats.requests > limits.maxRequests) {
      const reason = `more than ${limits.maxRequests} requests`;
      record('request-limit', scope, target, host, port, reason);
      return { ok: false, kind: 'request-limit', reason };
    }
    if (overTotal()) {
      record('too-large', 'session', target, host, port, totalReason());
      return { ok: false, kind: 'too-large', reason: totalReason() };
    }
    const r = await resolveChecked(host, policy);
    if (!r.ok) record(r.kind, scope, target, host, port, r.reason);
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
    const verdict = await admit(url.href, 'url', url.hostname, port);
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
        if (received > limits.maxResponseBytes) {
          stats.bytesIn += chunk.length;
          const reason = `response larger than ${limits.maxResponseBytes} bytes`;
          record('too-large', 'url', url.href, url.hostname, port, reason);
          up.destroy();
          res.destroy();
          return;
        }
        if (spend(chunk.length, url.href, url.hostname, port)) res.write(chunk);
      });
      up.on('end', () => res.end());
      up.on('error', () => res.destroy());
    });
    upstream.on('error', (err) => {
      if (res.headersSent) return void res.destroy();
      const reason = (err as NodeJS.ErrnoException).code ?? err.message;
      record('unreachable', 'url', url.href, url.hostname, port, reason);
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
    const target = `${scheme}://${host}:${port}`;
    const verdict = await admit(target, 'connection', host, port);
    if (!verdict.ok) {
      client.end(`HTTP/1.1 ${verdict.kind === 'unreachable' ? 502 : 403} Refused\r\n\r\n`);
      return;
    }
    const authority = authorityOf(host, port);
    const open = tunnels.get(authority) ?? new Set<Duplex>();
    tunnels.set(authority, open.add(client));
    client.once('close', () => open.delete(client));
    const upstream = net.connect({ host: verdict.ip, port });
    track(upstream);
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      client.pipe(upstream);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (spend(chunk.length, target, host, port)) client.write(chunk);
    });
    upstream.on('end', () => client.end());
    upstream.on('error', (err) => {
      if (!client.writable) return;
      const reason = (err as NodeJS.ErrnoException).code ?? err.message;
      record('unreachable', 'connection', target, host, port, reason);
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
    const verdict = await admit(url.href.replace(/^http/, 'ws'), 'url', url.hostname, port);
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

  const session: EgressSession = {
    server: `http://127.0.0.1:${port}`,
    stats,
    events,
    onEvent(l) {
      listener = l;
    },
    eventFor(url: string) {
      const at = endpointOf(url);
      if (!at) return undefined;
      const exact = events.find((e) => e.scope === 'url' && e.target === at.href);
      if (exact) return exact;
      const authority = authorityOf(at.host, at.port);
      return events.find(
        (e) => e.scope === 'connection' && authorityOf(e.host, e.port) === authority,
      );
    },
    cut(url: string, reason: string) {
      const at = endpointOf(url);
      if (!at) return;
      if (!events.some((e) => e.scope === 'url' && e.target === at.href && e.kind === 'too-large'))
        record('too-large', 'url', at.href, at.host, at.port, reason);
      const authority = authorityOf(at.host, at.port);
      cutAuthorities.add(authority);
      for (const client of tunnels.get(authority) ?? []) client.destroy();
    },
    stoppedBecause(url: string) {
      const ev = session.eventFor(url);
      if (ev?.kind === 'refused') return `refused by egress policy: ${ev.reason}`;
      if (ev?.kind === 'too-large' || ev?.kind === 'request-limit') return `stopped: ${ev.reason}`;
      const at = endpointOf(url);
      if (at && cutAuthorities.has(authorityOf(at.host, at.port)))
        return 'stopped: its connection also carried a response that was too large';
      if (overTotal()) return `stopped: ${totalReason()}`;
      return null;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return session;
}
