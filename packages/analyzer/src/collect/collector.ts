import type { Browser } from 'playwright-core';
import type { PageFacts, ViewportName } from '@heroscope/schema';
import { launchBrowser } from '../browser/launch-browser.js';
import { openEgressSession } from '../net/egress-proxy.js';
import type { EgressPolicy, EgressSession } from '../net/egress-proxy.js';
import { classifyHostname, reasonFor } from '../net/ip-policy.js';
import { CollectError } from './collect-error.js';
import type { EarlyBrowser } from './early-browser.js';
import { mark } from './timings.js';
import { ViewportLoad } from './viewport-load.js';

export interface CollectorOptions {
  /** Chromium binary; else resolved by browser/find-chromium.ts. */
  executablePath?: string;
  /** Lift the private-address block (the user's own dev server). */
  allowPrivate?: boolean;
  /** Pin host → ip (like curl --resolve); allows that pair only. */
  resolve?: Array<{ host: string; ip: string }>;
  /** Default 15000. */
  navigationTimeoutMs?: number;
  /** Default 45000 per collect(). */
  totalTimeoutMs?: number;
  /** Default 300 per page load. */
  maxRequests?: number;
  /** Default 15 MiB per response (decoded size for HTTPS, as the browser receives it). */
  maxResponseBytes?: number;
  /** Default 64 MiB: everything one page load may receive, all responses together. */
  maxTotalBytes?: number;
  /** Default 8000 CSS px for the full-page screenshot. */
  maxPageHeight?: number;
  /**
   * Default true: load desktop and mobile at the same time (fastest for one page at a time).
   * False: one after the other, the desktop page closed before the mobile one opens, so each
   * collect holds one renderer: for several collects in parallel, where memory is the limit.
   */
  parallelViewports?: boolean;
  /**
   * Default true: once a collect is done, prepare a fresh pair of contexts for the next one.
   * A caller that collects once (the CLI with one URL) says false: the pair would only be built
   * to be closed. The first pair is prepared at creation either way.
   */
  keepSpare?: boolean;
  /**
   * A browser already launching (launchEarly, with this collector's executablePath and
   * trustedSpkiHashes): used instead of launching one, and closed with the collector.
   */
  launched?: EarlyBrowser;
  /**
   * Base64 SHA-256 hashes of the public keys (SPKI) of certificates to accept although no
   * trusted authority signed them: a local HTTPS dev server, or a test fixture.
   */
  trustedSpkiHashes?: string[];
}

export interface Collector {
  collect(
    url: string,
    /** Progress steps as they happen; elapsedMs counts from the start of this collect. */
    opts?: { onProgress?: (step: string, elapsedMs: number) => void },
  ): Promise<PageFacts>;
  close(): Promise<void>;
}

const DEFAULTS = {
  navigationTimeoutMs: 15_000,
  totalTimeoutMs: 45_000,
  maxRequests: 300,
  maxResponseBytes: 15 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxPageHeight: 8000,
  parallelViewports: true,
  keepSpare: true,
};

/** Checks the URL before any browser work: scheme, syntax, and names/literals that are never allowed. */
export function parseTargetUrl(input: string, policy: EgressPolicy): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new CollectError('invalid-url', `Not a valid URL: ${input}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CollectError(
      'invalid-url',
      `Only http and https URLs can be analysed, not ${url.protocol.replace(':', '')}`,
    );
  if (!url.hostname) throw new CollectError('invalid-url', `Not a valid URL: ${input}`);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const pinned = policy.resolve.some((p) => p.host.toLowerCase() === host);
  const kind = classifyHostname(host);
  if (kind && !policy.allowPrivate && !pinned)
    throw new CollectError('blocked', `Refused to fetch ${url.href}: ${reasonFor(kind)}`);
  return url;
}

export async function createCollector(options: CollectorOptions = {}): Promise<Collector> {
  const o = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as typeof DEFAULTS & CollectorOptions;
  const policy: EgressPolicy = { allowPrivate: o.allowPrivate ?? false, resolve: o.resolve ?? [] };
  const limits = {
    maxRequests: o.maxRequests,
    maxResponseBytes: o.maxResponseBytes,
    maxTotalBytes: o.maxTotalBytes,
  };

  let early: Awaited<EarlyBrowser['ready']> | null = null;
  if (o.launched) {
    o.launched.taken = true;
    early = await o.launched.ready;
  }
  // Anything not sent through a per-collect proxy (there should be nothing) meets this one.
  const fallback: EgressSession =
    early?.fallback ??
    (await openEgressSession(
      { allowPrivate: false, resolve: [], denyAll: true },
      { maxRequests: 0, maxResponseBytes: 0, maxTotalBytes: 0 },
    ));
  let browser: Browser | null = early?.browser ?? null;
  let launching: Promise<Browser> | null = null;
  const getBrowser = async (): Promise<Browser> => {
    if (browser?.isConnected()) return browser;
    launching ??= launchBrowser({
      executablePath: o.executablePath,
      proxyServer: fallback.server,
      trustedSpkiHashes: o.trustedSpkiHashes,
    }).finally(() => {
      launching = null;
    });
    browser = await launching;
    return browser;
  };
  if (!early) {
    mark('browser', 'launch');
    await getBrowser();
    mark('browser', 'launched');
  }

  const userAgents = (version: string) => {
    const major = version.split('.')[0] ?? '140';
    return {
      desktop: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
      mobile: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
    };
  };

  // A ready pair of contexts (fresh, never used) so a collect does not wait for their setup.
  type Pair = [ViewportLoad, ViewportLoad];
  const preparePair = async (): Promise<Pair> => {
    const b = await getBrowser();
    const ua = userAgents(b.version());
    const common = { browser: b, policy, limits };
    const [desktop, mobile] = await Promise.allSettled([
      ViewportLoad.prepare({ ...common, name: 'desktop', userAgent: ua.desktop, primary: true }),
      ViewportLoad.prepare({ ...common, name: 'mobile', userAgent: ua.mobile, primary: false }),
    ]);
    if (desktop.status === 'fulfilled' && mobile.status === 'fulfilled')
      return [desktop.value, mobile.value];
    for (const r of [desktop, mobile]) if (r.status === 'fulfilled') await r.value.close();
    throw (
      desktop.status === 'rejected' ? desktop.reason : (mobile as PromiseRejectedResult).reason
    ) as Error;
  };
  let spare: Promise<Pair> | null = null;
  let closing = false;
  // Collects under way. A spare pair is kept only while idle: with collects running in parallel
  // it would add two idle renderers to the memory peak for little gain.
  let active = 0;
  const prepareOne = async (name: ViewportName): Promise<ViewportLoad> => {
    const b = await getBrowser();
    const ua = userAgents(b.version());
    return ViewportLoad.prepare({
      browser: b,
      policy,
      limits,
      name,
      userAgent: ua[name],
      primary: name === 'desktop',
    });
  };
  // The spare pair when there is one; otherwise both loads, or in sequential mode only the
  // desktop one (the mobile one is opened once the desktop page is closed).
  const takeLoads = async (): Promise<[ViewportLoad, ViewportLoad | null]> => {
    const ready = spare;
    spare = null;
    const pair = ready ? await ready.catch(() => null) : null;
    if (pair && pair.every((l) => l.usable)) return pair;
    if (pair) await Promise.all(pair.map((l) => l.close()));
    return o.parallelViewports ? preparePair() : [await prepareOne('desktop'), null];
  };
  const refillSpare = () => {
    if (spare || closing || active > 0) return;
    spare = preparePair();
    spare.catch(() => {});
  };
  const refillAfterCollect = () => {
    if (o.keepSpare) refillSpare();
  };
  refillSpare();

  return {
    async collect(input, opts = {}) {
      const started = Date.now();
      const progress = (step: string) => opts.onProgress?.(step, Date.now() - started);
      const target = parseTargetUrl(input, policy);
      const deadline = started + o.totalTimeoutMs;
      const run = {
        url: target.href,
        navigationTimeoutMs: o.navigationTimeoutMs,
        deadline,
        maxPageHeight: o.maxPageHeight,
        onProgress: progress,
      };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new CollectError(
                'timeout',
                `Analysis of ${target.href} did not finish within ${o.totalTimeoutMs} ms`,
              ),
            ),
          o.totalTimeoutMs,
        );
      });
      timeout.catch(() => {});
      // Even getting a context pair (or relaunching a dead browser) counts against the budget.
      active++;
      mark('main', 'waiting for contexts');
      const pairing = takeLoads();
      let loads: [ViewportLoad, ViewportLoad | null];
      try {
        loads = await Promise.race([pairing, timeout]);
      } catch (err) {
        clearTimeout(timer);
        active--;
        void pairing.then(
          (p) => Promise.all(p.map((l) => l?.close())),
          () => {},
        );
        throw err instanceof CollectError
          ? err
          : new CollectError('crashed', `Could not start the browser: ${(err as Error).message}`);
      }
      const [desktop, preparedMobile] = loads;
      mark('main', 'viewports');
      let mobile: Promise<ViewportLoad> | null = preparedMobile
        ? Promise.resolve(preparedMobile)
        : null;
      try {
        const [d, m] = await Promise.race([
          o.parallelViewports && preparedMobile
            ? Promise.all([desktop.run(run), preparedMobile.run(run)])
            : (async () => {
                const desktopResult = await desktop.run(run);
                await desktop.close();
                mobile ??= prepareOne('mobile');
                return [desktopResult, await (await mobile).run(run)] as const;
              })(),
          timeout,
        ]);
        progress('collected');
        mark('main', 'scoring');
        const overflowPx = Math.max(0, Math.round(m.facts.documentWidth - m.layout.layoutWidth));
        return {
          url: target.href,
          finalUrl: d.finalUrl,
          redirects: d.redirects,
          status: d.status,
          collectedAt: new Date(started).toISOString(),
          meta: d.meta,
          desktop: d.facts,
          mobile: m.facts,
          mobileLayout: {
            ...m.layout,
            horizontalOverflow: m.facts.documentWidth > m.layout.layoutWidth + 1,
            overflowPx,
            smallTapTargets: m.smallTapTargets,
          },
          axe: d.axe,
          // The browser's CLS (timing-dependent) only where the phone's layout diff is missing.
          performance: d.performance && {
            ...d.performance,
            cls: m.layoutShift ?? d.performance.cls,
          },
          consoleErrors: d.consoleErrors,
          failedRequests: d.failedRequests,
        } satisfies PageFacts;
      } catch (err) {
        if (err instanceof CollectError) throw err;
        const message = err instanceof Error ? err.message : String(err);
        if (/Target crashed|crash/i.test(message))
          throw new CollectError('crashed', `The browser crashed while loading ${target.href}`);
        if (/closed|disconnected/i.test(message) && Date.now() >= deadline - 50)
          throw new CollectError(
            'timeout',
            `Analysis of ${target.href} did not finish within ${o.totalTimeoutMs} ms`,
          );
        throw new CollectError(
          'crashed',
          `Collect failed for ${target.href}: ${message.split('\n')[0]}`,
        );
      } finally {
        clearTimeout(timer);
        await Promise.all([
          desktop.close(),
          mobile?.then(
            (l) => l.close(),
            () => {},
          ),
        ]);
        active--;
        refillAfterCollect();
      }
    },
    async close() {
      closing = true;
      const ready = spare;
      spare = null;
      const pair = ready ? await ready.catch(() => null) : null;
      if (pair) await Promise.all(pair.map((l) => l.close()));
      const b = browser;
      browser = null;
      if (b) await b.close().catch(() => {});
      await fallback.close();
    },
  };
}
