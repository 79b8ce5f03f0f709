import {
  ANALYTICS_ENDPOINT,
  MAX_BEACON_EVENTS,
  type PublicConfig,
  type WebVitalName,
} from '@heroscope/schema';
import type { Metric } from 'web-vitals';
import { visitorOptedOut } from './privacy-signals';
import type { Collector, QueuedEvent } from './track';

/** Pages about our own data or for our own team, not our visitors: never measured. */
const UNTRACKED_PATHS = /^\/(insights|review)(\/|$)/;

/** How long events wait to be sent together, unless the page is hidden first. */
const BATCH_DELAY_MS = 2000;

interface CollectorOptions {
  /** The route the page was loaded on; its web vitals are reported for it. */
  loadPath: string;
  /** The runtime configuration; `analytics: false` means the server collects nothing. */
  whenConfig: () => Promise<PublicConfig>;
  /** Sends one beacon; navigator.sendBeacon, with fetch keepalive where it is missing or refuses. */
  send?: (body: string) => void;
}

function sendBeacon(body: string): void {
  // A string goes as text/plain: a "simple" request, which no CSP or CORS rule can hold back.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, body))
    return;
  void fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/**
 * The collector, or undefined when nothing may be sent: Do Not Track or Global Privacy Control,
 * ANALYTICS=off on the server, or a page load of /insights.
 */
export async function createCollector({
  loadPath,
  whenConfig,
  send,
}: CollectorOptions): Promise<Collector | undefined> {
  if (visitorOptedOut() || UNTRACKED_PATHS.test(loadPath)) return undefined;
  const config = await whenConfig().catch(() => undefined);
  if (config?.analytics === false) return undefined;
  return startCollecting({ loadPath, send });
}

/**
 * Batches events per route and sends them with navigator.sendBeacon: after a short delay, and at
 * once when the page is hidden or left. Measures LCP, INP, CLS, FCP and TTFB with the web-vitals
 * package and sends their latest values in one beacon per page view, the first time the page is
 * hidden or left.
 */
function startCollecting({
  loadPath,
  send = sendBeacon,
}: Pick<CollectorOptions, 'loadPath' | 'send'>): Collector {
  let pending: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const vitals = new Map<WebVitalName, number>();
  let vitalsSent = false;

  const flush = (withVitals: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    const byPath = new Map<string, QueuedEvent[]>();
    for (const event of pending) byPath.set(event.path, [...(byPath.get(event.path) ?? []), event]);
    pending = [];
    const sendVitals = withVitals && !vitalsSent && vitals.size > 0;
    if (sendVitals && !byPath.has(loadPath)) byPath.set(loadPath, []);
    for (const [path, events] of byPath) {
      for (let i = 0; i < Math.max(events.length, 1); i += MAX_BEACON_EVENTS) {
        const chunk = events
          .slice(i, i + MAX_BEACON_EVENTS)
          .map(({ name, props }) => (props ? { name, props } : { name }));
        const withVitalsHere = sendVitals && path === loadPath && i === 0;
        if (chunk.length === 0 && !withVitalsHere) continue;
        send(
          JSON.stringify({
            path,
            events: chunk,
            vitals: withVitalsHere
              ? [...vitals].map(([name, value]) => ({ name, value: Math.max(0, value) }))
              : [],
          }),
        );
      }
    }
    if (sendVitals) vitalsSent = true;
  };

  // The page is left or put away: send now, vitals included (once). Chromium fires pagehide
  // before visibilitychange when navigating away, so the vitals cannot wait for web-vitals' own
  // report on hiding; reportAllChanges (below) keeps their latest values here all along.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  addEventListener('pagehide', () => flush(true));

  const record = (metric: Metric) => vitals.set(metric.name as WebVitalName, metric.value);
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record, { reportAllChanges: true });
    })
    .catch(() => undefined);

  return {
    track(event) {
      if (UNTRACKED_PATHS.test(event.path)) return;
      pending.push(event);
      if (pending.length >= MAX_BEACON_EVENTS) flush(false);
      else timer ??= setTimeout(() => flush(false), BATCH_DELAY_MS);
    },
  };
}
