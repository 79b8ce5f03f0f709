import type { AnalyticsEventName, AnalyticsEventProps, PublicConfig } from '@heroscope/schema';

/**
 * The product's one tracking call, cheap enough for the landing bundle: it only queues. The
 * collector (privacy checks, batching, sendBeacon, web vitals) is a separate chunk loaded once the
 * page is interactive and idle, so collection adds next to nothing to the first load.
 */

export interface QueuedEvent {
  name: AnalyticsEventName;
  props?: Record<string, string>;
  /** The route the event happened on. */
  path: string;
}

/** What the lazy collector offers once loaded (see collector.ts). */
export interface Collector {
  track(event: QueuedEvent): void;
}

type PropsArgument<N extends AnalyticsEventName> =
  AnalyticsEventProps[N] extends Record<string, never> ? [] : [props: AnalyticsEventProps[N]];

/** Events tracked before the collector arrives; more than this on one page view is not real. */
const MAX_QUEUED = 100;

/** Until the collector is there; undefined once it decided to send nothing. */
let queue: QueuedEvent[] | undefined = [];
let collector: Collector | undefined;
let started = false;

/**
 * A private report's or an unsubscribe link's path carries its secret token: analytics records
 * the route with a placeholder, never the token.
 */
export function analyticsPath(pathname: string): string {
  return pathname.replace(/^\/(report|unsubscribe)\/[^/]+/i, '/$1/token');
}

/** The route the page was loaded on: the web vitals of this page view belong to it. */
const loadPath = analyticsPath(location.pathname);

/**
 * Records a product event, e.g. `track('analyse_pressed')` or
 * `track('email_rejected', { rule: 'disposable' })`. Never throws, never blocks; nothing is sent
 * under Do Not Track / Global Privacy Control, on /insights, or when the server has analytics off.
 */
export function track<N extends AnalyticsEventName>(name: N, ...props: PropsArgument<N>): void {
  const event: QueuedEvent = { name, path: analyticsPath(location.pathname), props: props[0] };
  if (collector) collector.track(event);
  else if (queue && queue.length < MAX_QUEUED) queue.push(event);
}

/**
 * Starts collection once per page load: after the load event and an idle moment, fetches the
 * collector chunk and hands it what was queued. `whenConfig` is the runtime configuration the app
 * loads anyway; it says whether the server collects at all.
 */
export function startAnalytics(whenConfig: () => Promise<PublicConfig>): void {
  if (started) return;
  started = true;
  const begin = () =>
    import('./collector')
      .then(({ createCollector }) => createCollector({ loadPath, whenConfig }))
      .then((created) => {
        collector = created;
        for (const event of queue ?? []) created?.track(event);
        queue = undefined;
      })
      // Analytics must never break the product: give up quietly for this page load.
      .catch(() => (queue = undefined));
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(begin, { timeout: 4000 })
      : setTimeout(begin, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
