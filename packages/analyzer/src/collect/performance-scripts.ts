import type { Rect } from '@heroscope/schema';

/**
 * Performance observers installed before any page script runs (LCP, layout shifts, long tasks),
 * and the in-page reader that turns them and navigation timing into facts. Both are serialised
 * into the page, so they are self-contained.
 */

export const PERF_STORE_KEY = '__heroscopePerf';

/** Source of an init script (runs in every frame before the page's own scripts). */
export const PERF_INIT_SCRIPT = `(() => {
  if (window.top !== window) return;
  const store = { lcp: null, lcpElement: null, shifts: [], longTasks: [], flush: [] };
  Object.defineProperty(window, '${PERF_STORE_KEY}', { value: store, enumerable: false });
  const observe = (type, onEntry) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true });
      // Entries are delivered in a later task: the reader flushes what is queued but undelivered.
      store.flush.push(() => observer.takeRecords().forEach(onEntry));
    } catch {}
  };
  observe('largest-contentful-paint', (e) => {
    store.lcp = { time: e.startTime, size: e.size };
    store.lcpElement = e.element || null;
  });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) store.shifts.push({ t: e.startTime, v: e.value }); });
  observe('longtask', (e) => store.longTasks.push({ start: e.startTime, duration: e.duration }));
})();`;

export interface PagePerformance {
  ttfb: number;
  domContentLoaded: number;
  load: number;
  lcp: { time: number; size: number; selector: string | null; rect: Rect | null } | null;
  cls: number;
  longTasks: { count: number; totalBlockingTime: number };
}

export function readPagePerformance(storeKey: string): PagePerformance {
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const nav = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const store = (window as unknown as Record<string, unknown>)[storeKey] as
    | {
        lcp: { time: number; size: number } | null;
        lcpElement: Element | null;
        shifts: Array<{ t: number; v: number }>;
        longTasks: Array<{ start: number; duration: number }>;
        flush: Array<() => void>;
      }
    | undefined;
  // Without this, an LCP painted just before reading may still sit in the observer's queue.
  for (const flush of store?.flush ?? []) flush();
  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    let cur: Element | null = el;
    for (let depth = 0; cur && cur !== document.documentElement && depth < 7; depth++) {
      if (
        cur.id &&
        /^[A-Za-z][\w-]*$/.test(cur.id) &&
        document.querySelectorAll(`#${cur.id}`).length === 1
      ) {
        parts.unshift(`#${cur.id}`);
        break;
      }
      let part = cur.localName;
      const parent: Element | null = cur.parentElement;
      if (parent && cur !== document.body) {
        const same = Array.from(parent.children).filter((c) => c.localName === cur!.localName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(cur) + 1})`;
      }
      parts.unshift(part);
      cur = parent;
    }
    return parts.join(' > ');
  };
  // CLS: the worst session window (shifts < 1 s apart, window at most 5 s).
  let cls = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of store?.shifts ?? []) {
    if (s.t - last > 1000 || s.t - windowStart > 5000) {
      windowValue = 0;
      windowStart = s.t;
    }
    windowValue += s.v;
    last = s.t;
    cls = Math.max(cls, windowValue);
  }
  let lcp: PagePerformance['lcp'] = null;
  if (store?.lcp) {
    const el = store.lcpElement;
    let rect: Rect | null = null;
    if (el && el.isConnected) {
      const b = el.getBoundingClientRect();
      rect = {
        x: r1(b.left + scrollX),
        y: r1(b.top + scrollY),
        width: r1(b.width),
        height: r1(b.height),
      };
    }
    lcp = {
      time: r1(store.lcp.time),
      size: store.lcp.size,
      selector: el && el.isConnected ? selectorOf(el) : null,
      rect,
    };
  }
  const tasks = store?.longTasks ?? [];
  return {
    ttfb: r1(nav ? nav.responseStart : 0),
    domContentLoaded: r1(nav ? nav.domContentLoadedEventEnd : 0),
    load: r1(nav ? nav.loadEventEnd : 0),
    lcp,
    cls: Math.round(cls * 10000) / 10000,
    longTasks: {
      count: tasks.length,
      totalBlockingTime: r1(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
    },
  };
}
