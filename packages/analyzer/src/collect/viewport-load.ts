import type { Browser, BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { VIEWPORTS } from '@heroscope/schema';
import type {
  AxeFacts,
  FailedRequest,
  Meta,
  PerformanceFacts,
  ViewportFacts,
  ViewportName,
} from '@heroscope/schema';
import { openEgressSession } from '../net/egress-proxy.js';
import type { EgressLimits, EgressPolicy, EgressSession } from '../net/egress-proxy.js';
import { runAxe } from './axe-runner.js';
import { CollectError } from './collect-error.js';
import { collectDomFacts } from './dom-facts-script.js';
import type { DomFacts } from './dom-facts-script.js';
import { evaluateScript } from './evaluate-script.js';
import { NetworkLog } from './network-log.js';
import { PERF_INIT_SCRIPT, PERF_STORE_KEY, readPagePerformance } from './performance-scripts.js';
import { settlePage } from './settle-script.js';

/** One page load at one viewport size, in its own browser context behind its own egress session. */

export interface ViewportLoadOptions {
  browser: Browser;
  name: ViewportName;
  url: string;
  policy: EgressPolicy;
  limits: EgressLimits;
  navigationTimeoutMs: number;
  /** Epoch ms by which the whole collect must be done. */
  deadline: number;
  maxPageHeight: number;
  userAgent: string;
  /** Desktop also runs axe and reads performance, console errors and failed requests. */
  primary: boolean;
  onProgress: (step: string) => void;
}

export interface ViewportLoadResult {
  facts: ViewportFacts;
  meta: Meta;
  smallTapTargets: DomFacts['smallTapTargets'];
  finalUrl: string;
  status: number;
  redirects: string[];
  axe: AxeFacts | null;
  performance: PerformanceFacts | null;
  consoleErrors: string[];
  failedRequests: FailedRequest[];
}

const MAX_ITEMS = 1500;
const MAX_CONSOLE_ERRORS = 50;

export class ViewportLoad {
  private session: EgressSession | null = null;
  private context: BrowserContext | null = null;
  private closed = false;

  constructor(private readonly o: ViewportLoadOptions) {}

  private remaining(): number {
    return this.o.deadline - Date.now();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const ctx = this.context;
    // A renderer stuck in a busy loop can make a polite close hang: bound it.
    if (ctx)
      await Promise.race([ctx.close().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]);
    await this.session?.close().catch(() => {});
  }

  async run(): Promise<ViewportLoadResult> {
    const { name, browser, url } = this.o;
    const size = VIEWPORTS[name];
    this.session = await openEgressSession(this.o.policy, this.o.limits);
    const session = this.session;
    const mobile = name === 'mobile';
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      screen: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
      userAgent: this.o.userAgent,
      locale: 'en-US',
      timezoneId: 'UTC',
      proxy: { server: session.server },
      serviceWorkers: 'block',
      acceptDownloads: false,
      ignoreHTTPSErrors: false,
    });
    this.context = context;
    if (this.closed) throw new CollectError('timeout', 'Collect cancelled');
    const page = await context.newPage();
    context.on('page', (p) => {
      if (p !== page) void p.close().catch(() => {});
    });

    let rejectCrash!: (e: Error) => void;
    const crashed = new Promise<never>((_, reject) => (rejectCrash = reject));
    crashed.catch(() => {});
    page.on('crash', () =>
      rejectCrash(
        new CollectError('crashed', `The page crashed the browser tab while loading ${url}`),
      ),
    );
    const guard = <T>(p: Promise<T>): Promise<T> => Promise.race([p, crashed]);

    page.on('dialog', (d) => void d.dismiss().catch(() => {}));
    const consoleErrors: string[] = [];
    const pushError = (text: string) => {
      if (consoleErrors.length < MAX_CONSOLE_ERRORS) consoleErrors.push(text.slice(0, 500));
    };
    if (this.o.primary) {
      page.on('pageerror', (e) => pushError(e.message ? `${e.name}: ${e.message}` : String(e)));
      page.on('console', (m) => {
        // Resource failures are reported as failed requests, with the right attribution.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
          pushError(m.text());
      });
    }

    // Main-frame navigations, to explain a failure (redirect into a private address, meta refresh).
    let mainUrl = url;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) mainUrl = r.url();
    });
    let requestCount = 0;
    page.on('request', () => {
      if (++requestCount === this.o.limits.maxRequests + 1)
        void context.setOffline(true).catch(() => {});
    });

    const cdp: CDPSession = await context.newCDPSession(page);
    const log = await NetworkLog.attach(cdp);
    if (this.o.primary) await page.addInitScript(PERF_INIT_SCRIPT);

    this.o.onProgress(`${name}: loading`);
    let response: Response | null;
    try {
      response = await guard(
        page.goto(url, {
          waitUntil: 'domcontentloaded',
          timeout: Math.max(1000, Math.min(this.o.navigationTimeoutMs, this.remaining())),
        }),
      );
    } catch (err) {
      throw this.navigationError(err, mainUrl);
    }
    if (!response) throw new CollectError('unreachable', `No response from ${url}`);
    const egress = session.eventFor(response.url());
    if (egress) throw this.egressError(egress.kind, response.url(), egress.reason);
    const status = response.status();
    if (status >= 400)
      throw new CollectError(
        'http-error',
        `The page answered HTTP ${status} (${response.url()})`,
        status,
      );
    const redirects: string[] = [];
    for (let r = response.request().redirectedFrom(); r; r = r.redirectedFrom())
      redirects.unshift(r.url());

    // Wait for load, but never longer than the navigation budget allows.
    const loadBudget = Math.min(this.o.navigationTimeoutMs, this.remaining() - 5000);
    if (loadBudget > 0)
      await guard(page.waitForLoadState('load', { timeout: loadBudget }).catch(() => {}));

    this.o.onProgress(`${name}: settling`);
    const settleBudget = Math.max(300, Math.min(6000, this.remaining() - 4000));
    await guard(
      evaluateScript(page, settlePage, {
        budgetMs: settleBudget,
        viewportHeight: size.height,
        maxScroll: this.o.maxPageHeight,
      }),
    ).catch((err: unknown) => {
      if (err instanceof CollectError) throw err;
      // The page navigated away while settling; judged below.
    });
    this.checkMainDocument(page, mainUrl);

    this.o.onProgress(`${name}: reading the page`);
    let dom: DomFacts;
    try {
      dom = await guard(
        evaluateScript(page, collectDomFacts, {
          viewportWidth: size.width,
          viewportHeight: size.height,
          maxItems: MAX_ITEMS,
        }),
      );
    } catch (err) {
      if (err instanceof CollectError) throw err;
      this.checkMainDocument(page, mainUrl);
      // A same-origin client-side navigation: wait for it and read again, once.
      await guard(
        page
          .waitForLoadState('load', {
            timeout: Math.max(500, Math.min(5000, this.remaining() - 3000)),
          })
          .catch(() => {}),
      );
      this.checkMainDocument(page, mainUrl);
      dom = await guard(
        evaluateScript(page, collectDomFacts, {
          viewportWidth: size.width,
          viewportHeight: size.height,
          maxItems: MAX_ITEMS,
        }),
      );
    }
    this.checkMainDocument(page, mainUrl);
    for (const img of dom.images) if (img.src) img.bytes = log.bytesFor(img.src);

    this.o.onProgress(`${name}: screenshot`);
    const shotHeight = Math.max(1, Math.min(Math.ceil(dom.documentHeight), this.o.maxPageHeight));
    // Straight through the DevTools protocol: one round trip, no viewport resize, no restyle.
    const screenshot = guard(
      cdp.send('Page.captureScreenshot', {
        format: 'jpeg',
        quality: 70,
        clip: { x: 0, y: 0, width: size.width, height: shotHeight, scale: 1 },
        captureBeyondViewport: true,
        fromSurface: true,
      }),
    );
    screenshot.catch(() => {});

    let performance: PerformanceFacts | null = null;
    let axe: AxeFacts | null = null;
    if (this.o.primary) {
      this.o.onProgress(`${name}: accessibility checks`);
      const pagePerf = await guard(evaluateScript(page, readPagePerformance, PERF_STORE_KEY));
      performance = { ...pagePerf, requests: log.requests() };
      try {
        axe = await guard(
          Promise.race([
            runAxe(page, cdp),
            new Promise<never>((_, reject) =>
              setTimeout(
                () => reject(new Error('axe timed out')),
                Math.max(500, Math.min(10_000, this.remaining() - 1500)),
              ),
            ),
          ]),
        );
      } catch (err) {
        if (err instanceof CollectError) throw err;
        axe = null; // its audits become not applicable
      }
    }
    const shot = await screenshot;

    const isBlocked = (u: string) => session.eventFor(u)?.kind === 'refused';
    return {
      facts: {
        viewport: { name, width: size.width, height: size.height },
        documentWidth: dom.documentWidth,
        documentHeight: dom.documentHeight,
        screenshot: {
          dataUrl: `data:image/jpeg;base64,${shot.data}`,
          width: size.width,
          height: shotHeight,
        },
        texts: dom.texts,
        headings: dom.headings,
        interactives: dom.interactives,
        navigation: dom.navigation,
        images: dom.images,
        forms: dom.forms,
        overlays: dom.overlays,
        paintedColors: dom.paintedColors,
        pageBackground: dom.pageBackground,
      },
      meta: dom.meta,
      smallTapTargets: dom.smallTapTargets,
      finalUrl: page.url(),
      status,
      redirects,
      axe,
      performance,
      consoleErrors,
      failedRequests: this.o.primary ? log.failures(isBlocked) : [],
    };
  }

  /**
   * After load the page may navigate itself (meta refresh, script) into a refused or dead
   * address; the document we are about to read must still be the site's own.
   */
  private checkMainDocument(page: Page, lastNavigationUrl: string): void {
    const current = page.url();
    const errorPage = current.startsWith('chrome-error:');
    const target = errorPage ? lastNavigationUrl : current;
    const ev = this.session?.eventFor(target);
    if (ev) throw this.egressError(ev.kind, target, ev.reason);
    if (errorPage)
      throw new CollectError(
        'unreachable',
        `The page navigated to ${target}, which failed to load`,
      );
  }

  private egressError(kind: string, url: string, reason: string): CollectError {
    switch (kind) {
      case 'refused':
        return new CollectError('blocked', `Refused to fetch ${url}: ${reason}`);
      case 'too-large':
      case 'request-limit':
        return new CollectError('too-large', `Stopped loading ${url}: ${reason}`);
      default:
        return new CollectError('unreachable', `Could not reach ${url}: ${reason}`);
    }
  }

  private navigationError(err: unknown, mainUrl: string): CollectError {
    if (err instanceof CollectError) return err;
    const message = err instanceof Error ? err.message : String(err);
    const ev = this.session?.eventFor(mainUrl);
    if (ev) return this.egressError(ev.kind, mainUrl, ev.reason);
    if (/ERR_TOO_MANY_REDIRECTS/.test(message))
      return new CollectError(
        'too-many-redirects',
        `Too many redirects while loading ${this.o.url}`,
      );
    if (/Timeout \d+ms exceeded|ERR_TIMED_OUT/.test(message))
      return new CollectError(
        'timeout',
        `The page did not load within ${this.o.navigationTimeoutMs} ms (${this.o.url})`,
      );
    if (/crash/i.test(message))
      return new CollectError('crashed', `The page crashed while loading ${this.o.url}`);
    if (
      /ERR_CONTENT_LENGTH_MISMATCH|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(message) &&
      this.session?.events.some((e) => e.kind === 'too-large')
    )
      return new CollectError('too-large', `Stopped loading ${this.o.url}: response too large`);
    const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
    if (this.closed) return new CollectError('timeout', `Collect of ${this.o.url} was cancelled`);
    return new CollectError(
      'unreachable',
      `Could not load ${this.o.url}${code ? ` (${code})` : ''}`,
    );
  }
}
