import type { CDPSession } from 'playwright-core';
import { RESOURCE_TYPES } from '@heroscope/schema';
import type { FailedRequest, PerformanceFacts } from '@heroscope/schema';

/**
 * Every request of one page load, from the DevTools protocol (one event stream, no per-request
 * round trips): type, status, bytes on the wire, and how it failed.
 */

type ResourceType = (typeof RESOURCE_TYPES)[number];

interface Entry {
  url: string;
  type: ResourceType;
  cdpType: string;
  status: number | null;
  bytes: number;
  /** What content-length announced, and the decoded bytes counted so far. */
  declared: number;
  counted: number;
  exceeded: boolean;
  finished: boolean;
  failure: { errorText: string; canceled: boolean } | null;
}

const TYPE_MAP: Record<string, ResourceType> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Media: 'media',
  Fetch: 'fetch',
  XHR: 'fetch',
  EventSource: 'fetch',
  WebSocket: 'fetch',
};

/**
 * Responses that grow past `maxBytes` (decoded, as the page receives them; announced by
 * content-length or counted as data arrives) are reported once each to `onExceeded`.
 */
export interface ResponseSizeLimit {
  maxBytes: number;
  onExceeded: (url: string, bytes: number) => void;
}

export class NetworkLog {
  private readonly entries = new Map<string, Entry>();
  private readonly order: Entry[] = [];
  /** When a request last started, ended or failed (Date.now()); 0 before any. */
  private lastActivity = 0;

  private constructor(private readonly limit: ResponseSizeLimit | undefined) {}

  private start(requestId: string, url: string, cdpType: string): void {
    const entry: Entry = {
      url,
      type: TYPE_MAP[cdpType] ?? 'other',
      cdpType,
      status: null,
      bytes: 0,
      declared: 0,
      counted: 0,
      exceeded: false,
      finished: false,
      failure: null,
    };
    this.entries.set(requestId, entry);
    this.order.push(entry);
  }

  private checkSize(entry: Entry): void {
    const size = Math.max(entry.declared, entry.counted);
    if (!this.limit || entry.exceeded || size <= this.limit.maxBytes) return;
    entry.exceeded = true;
    this.limit.onExceeded(entry.url, size);
  }

  static async attach(cdp: CDPSession, limit?: ResponseSizeLimit): Promise<NetworkLog> {
    const log = new NetworkLog(limit);
    cdp.on('Network.requestWillBeSent', (e) => {
      const prev = log.entries.get(e.requestId);
      if (prev && e.redirectResponse) {
        prev.status = e.redirectResponse.status;
        prev.finished = true;
      }
      log.start(e.requestId, e.request.url, e.type ?? 'Other');
      log.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const entry = log.entries.get(e.requestId);
      if (!entry) return;
      entry.status = e.response.status;
      const declared = Number(
        Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-length')?.[1],
      );
      if (Number.isFinite(declared)) {
        entry.declared = declared;
        log.checkSize(entry);
      }
    });
    if (limit) {
      cdp.on('Network.dataReceived', (e) => {
        const entry = log.entries.get(e.requestId);
        if (!entry) return;
        entry.counted += e.dataLength;
        log.checkSize(entry);
      });
    }
    cdp.on('Network.loadingFinished', (e) => {
      const entry = log.entries.get(e.requestId);
      if (!entry) return;
      entry.bytes = e.encodedDataLength;
      entry.finished = true;
      log.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      const entry = log.entries.get(e.requestId);
      if (!entry) return;
      entry.failure = { errorText: e.errorText, canceled: e.canceled ?? false };
      log.lastActivity = Date.now();
    });
    cdp.on('Network.webSocketCreated', (e) => {
      log.start(e.requestId, e.url, 'WebSocket');
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
      const entry = log.entries.get(e.requestId);
      if (entry) entry.status = e.response.status;
    });
    cdp.on('Network.webSocketClosed', (e) => {
      const entry = log.entries.get(e.requestId);
      if (entry && entry.status === null)
        entry.failure = { errorText: 'WebSocket closed before opening', canceled: false };
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
    return log;
  }

  /** Requests still under way (open WebSockets and event streams never end, so not them). */
  /** Requests under way now (long-lived streams aside). */
  get inFlight(): number {
    return this.pending();
  }

  private pending(ignored: readonly string[] = []): number {
    let n = 0;
    for (const e of this.order)
      if (
        !e.finished &&
        !e.failure &&
        e.cdpType !== 'WebSocket' &&
        e.cdpType !== 'EventSource' &&
        !ignored.includes(e.cdpType)
      )
        n++;
    return n;
  }

  /**
   * Resolves once no request has been under way for `quietMs`, or after `budgetMs`. Read before
   * that, the failures and request counts depend on the machine's speed: a script that fails
   * 50 ms later is reported one run and missing the next ("And 1 more" vs "And 2 more").
   */
  async quiet(
    quietMs: number,
    budgetMs: number,
    /** Request types (CDP's: 'Image', 'Font' …) not waited for: those we hold back ourselves. */
    ignored: readonly string[] = [],
  ): Promise<void> {
    const end = Date.now() + budgetMs;
    // Quiet since the last request ended, not since this call: a page whose requests were all
    // done long before (the usual case by the time it has been read) is not made to wait again.
    // Still 50 ms at least, for the report of a request the page started just now to arrive.
    const minEnd = Date.now() + Math.min(quietMs, 50);
    let quietSince = this.pending(ignored) === 0 ? this.lastActivity : Infinity;
    while (Date.now() < end && (Date.now() < minEnd || Date.now() - quietSince < quietMs)) {
      await new Promise((r) => setTimeout(r, 25));
      if (this.pending(ignored) > 0) quietSince = Infinity;
      else if (quietSince === Infinity) quietSince = Date.now();
    }
  }

  get count(): number {
    return this.order.length;
  }

  /** Bytes of a URL's response as transferred (largest seen, for repeated requests). */
  bytesFor(url: string): number | null {
    let best: number | null = null;
    for (const e of this.order)
      if (e.url === url && e.finished && e.bytes > 0) best = Math.max(best ?? 0, e.bytes);
    return best;
  }

  requests(): PerformanceFacts['requests'] {
    const byType = Object.fromEntries(
      RESOURCE_TYPES.map((t) => [t, { count: 0, bytes: 0 }]),
    ) as Record<ResourceType, { count: number; bytes: number }>;
    let transferBytes = 0;
    for (const e of this.order) {
      if (e.url.startsWith('data:') || e.url.startsWith('blob:')) continue;
      byType[e.type].count++;
      byType[e.type].bytes += e.bytes;
      transferBytes += e.bytes;
    }
    const count = Object.values(byType).reduce((n, t) => n + t.count, 0);
    return { count, transferBytes, byType };
  }

  /**
   * 4xx/5xx responses and network failures (not requests the page itself cancelled).
   * `stoppedByUs(url)` says why our own egress limits stopped a URL (refused address, request or
   * size limit), if they did: those are reported with `blockedByPolicy`, not as the site's fault.
   */
  failures(stoppedByUs: (url: string) => string | null): FailedRequest[] {
    const out: FailedRequest[] = [];
    for (const e of this.order) {
      if (e.url.startsWith('data:') || e.url.startsWith('blob:')) continue;
      const ours = stoppedByUs(e.url);
      const blockedByPolicy = ours !== null;
      if (e.failure && (!e.failure.canceled || blockedByPolicy)) {
        const errorText = ours ? `${ours} (${e.failure.errorText})` : e.failure.errorText;
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText,
          blockedByPolicy,
        });
      } else if (e.status !== null && e.status >= 400) {
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText: `HTTP ${e.status}`,
          blockedByPolicy,
        });
      } else if (ours && !e.finished) {
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText: ours,
          blockedByPolicy,
        });
      }
    }
    // One entry per URL and failure, in one fixed order (not the order they happened to fail in,
    // which varies with load); the cap applies after sorting so it keeps the same ones.
    const seen = new Set<string>();
    return out
      .filter((f) => {
        const key = `${f.url}\n${f.errorText}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : a.errorText < b.errorText ? -1 : 1))
      .slice(0, 200);
  }
}
