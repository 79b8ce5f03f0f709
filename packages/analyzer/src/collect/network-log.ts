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

export class NetworkLog {
  private readonly entries = new Map<string, Entry>();
  private readonly order: Entry[] = [];

  private start(requestId: string, url: string, cdpType: string): void {
    const entry: Entry = {
      url,
      type: TYPE_MAP[cdpType] ?? 'other',
      cdpType,
      status: null,
      bytes: 0,
      finished: false,
      failure: null,
    };
    this.entries.set(requestId, entry);
    this.order.push(entry);
  }

  static async attach(cdp: CDPSession): Promise<NetworkLog> {
    const log = new NetworkLog();
    cdp.on('Network.requestWillBeSent', (e) => {
      const prev = log.entries.get(e.requestId);
      if (prev && e.redirectResponse) {
        prev.status = e.redirectResponse.status;
        prev.finished = true;
      }
      log.start(e.requestId, e.request.url, e.type ?? 'Other');
    });
    cdp.on('Network.responseReceived', (e) => {
      const entry = log.entries.get(e.requestId);
      if (entry) entry.status = e.response.status;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const entry = log.entries.get(e.requestId);
      if (!entry) return;
      entry.bytes = e.encodedDataLength;
      entry.finished = true;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const entry = log.entries.get(e.requestId);
      if (!entry) return;
      entry.failure = { errorText: e.errorText, canceled: e.canceled ?? false };
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

  /** 4xx/5xx responses and network failures (not requests the page itself cancelled). */
  failures(isBlockedByPolicy: (url: string) => boolean): FailedRequest[] {
    const out: FailedRequest[] = [];
    for (const e of this.order) {
      if (e.url.startsWith('data:') || e.url.startsWith('blob:')) continue;
      const blocked = isBlockedByPolicy(e.url);
      if (e.failure && (!e.failure.canceled || blocked)) {
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText: e.failure.errorText,
          blockedByPolicy: blocked,
        });
      } else if (e.status !== null && e.status >= 400) {
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText: `HTTP ${e.status}`,
          blockedByPolicy: blocked,
        });
      } else if (blocked && !e.finished) {
        out.push({
          url: e.url,
          resourceType: e.type,
          status: e.status,
          errorText: 'refused by egress policy',
          blockedByPolicy: true,
        });
      }
      if (out.length >= 200) break;
    }
    return out;
  }
}
