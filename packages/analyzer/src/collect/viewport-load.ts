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
import { injectAxe, runAxe } from './axe-runner.js';
import { CollectError } from './collect-error.js';
import { collectDomFacts } from './dom-facts-script.js';
import type { DomFacts } from './dom-facts-script.js';
import { addWorldInitScript, evaluateScript } from './evaluate-script.js';
import { NetworkLog } from './network-log.js';
import { PERF_INIT_SCRIPT, PERF_STORE_KEY, readPagePerformance } from './performance-scripts.js';
import type { PagePerformance } from './performance-scripts.js';
import { freezeAnimations } from './freeze-animations-script.js';
import {
  LAYOUT_SNAPSHOT_KEY,
  layoutShiftScore,
  readLayoutMoves,
  snapshotFirstScreen,
} from './layout-shift-script.js';
import { ResourceHold } from './resource-hold.js';
import { settlePage } from './settle-script.js';
import type { SettleArgs } from './settle-script.js';
import { mark } from './timings.js';
import { decodePng, type Pixels } from './png-pixels.js';
import { withScreenColours } from './screen-colours.js';

/**
 * One page load at one viewport size, in its own browser context behind its own egress session.
 * `prepare` builds the context and page before the URL is known (so a collector can keep a pair
 * ready); `run` loads the URL once and reads the facts.
 */

export interface ViewportSetup {
  browser: Browser;
  name: ViewportName;
  policy: EgressPolicy;
  limits: EgressLimits;
  userAgent: string;
  /** Desktop also runs axe and reads performance, console errors and failed requests. */
  primary: boolean;
}

export interface ViewportRunOptions {
  url: string;
  navigationTimeoutMs: number;
  /** Epoch ms by which the whole collect must be done. */
  deadline: number;
  maxPageHeight: number;
  onProgress: (step: string) => void;
}

export interface ViewportLoadResult {
  facts: ViewportFacts;
  meta: Meta;
  smallTapTargets: DomFacts['smallTapTargets'];
  /** How the page is laid out and first shown at this viewport (see MobileFacts). */
  layout: Pick<DomFacts, 'layoutWidth' | 'scale' | 'visibleWidth' | 'visibleHeight'>;
  finalUrl: string;
  status: number;
  redirects: string[];
  axe: AxeFacts | null;
  performance: PerformanceFacts | null;
  /** The phone load's layout shift, the same every run (see layout-shift-script.ts). */
  layoutShift: number | null;
  consoleErrors: string[];
  failedRequests: FailedRequest[];
}

const MAX_ITEMS = 1500;
const MAX_CONSOLE_ERRORS = 50;
/**
 * A move smaller than this is sub-pixel layout and rounding, not a jump a visitor sees; counting
 * it would let a 1 px difference between runs change the score.
 */
const MIN_MOVE_PX = 3;

export class ViewportLoad {
  private closed = false;
  private used = false;
  private url = '';
  private deadline = Infinity;
  private navigationTimeoutMs = 15_000;
  /** The last URL the main frame tried to navigate to. */
  private mainUrl = '';
  private readonly consoleErrors: string[] = [];
  /** Set when the page asked for more than maxRequests and the browser was taken offline. */
  private requestBudgetSpent = false;
  /** Rejects when the load must end early: the tab crashed, or the document was too large. */
  private aborted!: Promise<never>;
  private abort!: (e: CollectError) => void;
  /** Pictures and fonts held until the first layout is recorded (phone load only). */
  private hold: ResourceHold | null = null;

  private constructor(
    private readonly setup: ViewportSetup,
    private readonly session: EgressSession,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly log: NetworkLog,
  ) {}

  static async prepare(setup: ViewportSetup): Promise<ViewportLoad> {
    const size = VIEWPORTS[setup.name];
    const mobile = setup.name === 'mobile';
    mark(setup.name, 'new context');
    const session = await openEgressSession(setup.policy, setup.limits);
    let context: BrowserContext | null = null;
    try {
      context = await setup.browser.newContext({
        viewport: { width: size.width, height: size.height },
        screen: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: mobile,
        hasTouch: mobile,
        userAgent: setup.userAgent,
        locale: 'en-US',
        timezoneId: 'UTC',
        proxy: { server: session.server },
        serviceWorkers: 'block',
        acceptDownloads: false,
        ignoreHTTPSErrors: false,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const [log] = await Promise.all([
        NetworkLog.attach(cdp, {
          maxBytes: setup.limits.maxResponseBytes,
          // Plain HTTP is measured and cut by the proxy itself; HTTPS it cannot see into.
          onExceeded: (url) => {
            if (/^(https|wss):/.test(url))
              session.cut(url, `response larger than ${setup.limits.maxResponseBytes} bytes`);
          },
        }),
        setup.primary ? addWorldInitScript(cdp, PERF_INIT_SCRIPT) : Promise.resolve(),
      ]);
      const load = new ViewportLoad(setup, session, context, page, cdp, log);
      // Layout shift is measured on the phone, as Lighthouse and PageSpeed report it first; the
      // desktop load's timings (LCP) are left as the page makes them.
      if (mobile) load.hold = await ResourceHold.start(cdp);
      load.listen();
      mark(setup.name, 'ready, waiting for the URL');
      return load;
    } catch (err) {
      await context?.close().catch(() => {});
      await session.close();
      throw err;
    }
  }

  /** True while the browser behind this prepared load is still usable. */
  get usable(): boolean {
    return !this.closed && !this.used && this.setup.browser.isConnected();
  }

  private listen(): void {
    const { page, context } = this;
    context.on('page', (p) => {
      if (p !== page) void p.close().catch(() => {});
    });
    this.aborted = new Promise<never>((_, reject) => (this.abort = reject));
    this.aborted.catch(() => {});
    // A document cut for its size: stop now rather than wait for the browser to give up on it.
    this.session.onEvent((e) => {
      if (e.kind === 'too-large' && e.scope === 'url' && e.target === this.mainUrl)
        this.abort(new CollectError('too-large', `Stopped loading ${e.target}: ${e.reason}`));
    });
    page.on('crash', () =>
      this.abort(
        new CollectError('crashed', `The page crashed the browser tab while loading ${this.url}`),
      ),
    );
    page.on('dialog', (d) => void d.dismiss().catch(() => {}));
    const pushError = (text: string) => {
      if (this.consoleErrors.length < MAX_CONSOLE_ERRORS)
        this.consoleErrors.push(text.slice(0, 500));
    };
    if (this.setup.primary) {
      page.on('pageerror', (e) => pushError(e.message ? `${e.name}: ${e.message}` : String(e)));
      page.on('console', (m) => {
        // Resource failures are reported as failed requests, with the right attribution.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
          pushError(m.text());
      });
    }
    let requestCount = 0;
    page.on('request', (r) => {
      // Main-frame navigations explain a failure (redirect into a private address, meta refresh).
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) this.mainUrl = r.url();
      if (++requestCount === this.setup.limits.maxRequests + 1) {
        this.requestBudgetSpent = true;
        void context.setOffline(true).catch(() => {});
      }
    });
  }

  private remaining(): number {
    return this.deadline - Date.now();
  }

  private guard<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.aborted]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A renderer stuck in a busy loop can make a polite close hang: bound it.
    await Promise.race([
      this.context.close().catch(() => {}),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
    await this.session.close().catch(() => {});
  }

  async run(o: ViewportRunOptions): Promise<ViewportLoadResult> {
    if (this.used) throw new Error('A ViewportLoad runs once');
    this.used = true;
    this.url = o.url;
    this.mainUrl = o.url;
    this.deadline = o.deadline;
    this.navigationTimeoutMs = o.navigationTimeoutMs;
    const { page, session, cdp, log } = this;
    const { name, primary } = this.setup;
    const size = VIEWPORTS[name];

    o.onProgress(`${name}: loading`);
    mark(name, 'navigate (domcontentloaded)');
    let response: Response | null;
    try {
      response = await this.guard(
        page.goto(o.url, {
          waitUntil: 'domcontentloaded',
          timeout: Math.max(1000, Math.min(o.navigationTimeoutMs, this.remaining())),
        }),
      );
    } catch (err) {
      throw this.navigationError(err);
    }
    if (!response) throw new CollectError('unreachable', `No response from ${o.url}`);
    const egress = session.eventFor(response.url());
    if (egress?.kind === 'request-limit' && response.request().redirectedFrom())
      throw this.tooManyRedirects();
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

    const freeze = () =>
      this.guard(evaluateScript(cdp, freezeAnimations, undefined)).catch((err: unknown) => {
        if (err instanceof CollectError) throw err;
      });
    let snapshotTaken = false;
    if (this.hold) {
      mark(name, 'layout before pictures and fonts');
      try {
        // Everything else first (stylesheets loaded late, as with media="print" onload, and
        // scripts), so the first layout is the same whatever order they arrive in.
        await this.guard(
          log.quiet(100, Math.max(0, Math.min(3000, this.remaining() - 8000)), ResourceHold.TYPES),
        );
        // Finished first, so a fade or slide running at this instant is not caught mid-way.
        await freeze();
        snapshotTaken =
          (await this.guard(evaluateScript(cdp, snapshotFirstScreen, LAYOUT_SNAPSHOT_KEY)).catch(
            (err: unknown) => {
              if (err instanceof CollectError) throw err;
              return 0;
            },
          )) > 0;
      } finally {
        await this.hold.release();
      }
    }

    // Wait for load, but never longer than the navigation budget allows.
    mark(name, 'load event');
    const loadBudget = Math.min(o.navigationTimeoutMs, this.remaining() - 5000);
    if (loadBudget > 0)
      await this.guard(page.waitForLoadState('load', { timeout: loadBudget }).catch(() => {}));

    o.onProgress(`${name}: settling`);
    // Reveal: fonts, a preloader (up to 5 s), then hero text still fading in (up to 1.5 s).
    const settle = (phase: SettleArgs['phase']) =>
      this.guard(
        evaluateScript(cdp, settlePage, {
          phase,
          budgetMs: Math.max(
            300,
            Math.min(phase === 'reveal' ? 7000 : 6000, this.remaining() - 4000),
          ),
          viewportHeight: size.height,
          maxScroll: o.maxPageHeight,
        }),
      ).catch((err: unknown): undefined => {
        if (err instanceof CollectError) throw err;
        // The page navigated away while settling; judged by checkMainDocument.
      });
    mark(name, 'settle: reveal');
    await settle('reveal');
    this.checkMainDocument();

    let layoutShift: number | null = null;
    if (snapshotTaken) {
      mark(name, 'layout after pictures and fonts');
      await freeze();
      const moves = await this.guard(
        evaluateScript(cdp, readLayoutMoves, { key: LAYOUT_SNAPSHOT_KEY, minMove: MIN_MOVE_PX }),
      ).catch((err: unknown) => {
        if (err instanceof CollectError) throw err;
        return null; // the document was replaced: no measure, the browser's own CLS stands
      });
      layoutShift = moves ? layoutShiftScore(moves) : null;
    }

    // Performance is read before our own scrolling and DOM walk, which would otherwise show up
    // as long tasks and late LCP candidates.
    let pagePerf: PagePerformance | null = null;
    if (primary) {
      mark(name, 'read performance (LCP)');
      const readPerf = () =>
        this.guard(evaluateScript(cdp, readPagePerformance, PERF_STORE_KEY)).catch(
          (err: unknown) => {
            if (err instanceof CollectError) throw err;
            return null;
          },
        );
      // The browser reports a new LCP candidate a frame or more after it paints: read until the
      // candidate holds still for 100 ms (at most ~1 s), so runs agree on the element.
      pagePerf = await readPerf();
      for (let i = 0; i < 10 && this.remaining() > 5000; i++) {
        await page.waitForTimeout(100);
        const next = await readPerf();
        const settled =
          next?.lcp != null &&
          next.lcp.selector === pagePerf?.lcp?.selector &&
          next.lcp.size === pagePerf?.lcp?.size;
        pagePerf = next;
        if (settled) break;
      }
    }
    mark(name, 'settle: scroll');
    // axe is compiled while the page settles (mostly waiting), after performance has been read:
    // its long task must not count as the page's.
    const axeInjected = primary ? injectAxe(cdp).catch(() => {}) : Promise.resolve();
    const scrolled = await settle('scroll');
    // The page looked still from inside, but a request under way (a fetch, an iframe) may yet
    // change it: then it gets the full height hold after all.
    if (scrolled?.heldBriefly && log.inFlight > 0) await settle('hold');
    this.checkMainDocument();

    o.onProgress(`${name}: reading the page`);
    mark(name, 'read DOM facts');
    // Animations are frozen right before each read (see freeze-animations-script.ts); a failure
    // to freeze (the document went away) surfaces in the read that follows.
    const readDom = async () => {
      await freeze();
      return this.guard(
        evaluateScript(cdp, collectDomFacts, {
          viewportWidth: size.width,
          viewportHeight: size.height,
          maxItems: MAX_ITEMS,
          // What failed so far (the page has settled): a background image among them painted
          // nothing. Not what our own limits stopped: the page is not blamed for those.
          failedUrls: log
            .failures((u) => session.stoppedBecause(u))
            .filter((f) => !f.blockedByPolicy)
            .map((f) => f.url),
        }),
      );
    };
    let dom: DomFacts;
    try {
      dom = await readDom();
    } catch (err) {
      if (err instanceof CollectError) throw err;
      this.checkMainDocument();
      // A client-side navigation replaced the document: wait for it and read again, once.
      const wait = Math.max(500, Math.min(5000, this.remaining() - 3000));
      await this.guard(page.waitForLoadState('load', { timeout: wait }).catch(() => {}));
      this.checkMainDocument();
      dom = await readDom();
    }
    this.checkMainDocument();
    for (const img of dom.images) if (img.src) img.bytes = log.bytesFor(img.src);

    o.onProgress(`${name}: screenshot`);
    mark(name, primary ? 'screenshot + axe' : 'screenshot');
    const shotHeight = Math.max(1, Math.min(Math.ceil(dom.documentHeight), o.maxPageHeight));
    // The first screen, losslessly and at 1 px per CSS px, to read the colours it really shows
    // (see screen-colours.ts); the JPEG below is for people, its colours drift. The page is back
    // at its top, so the first screen is the viewport: captured as it stands, without the resize
    // a capture beyond the viewport makes (which left a fixed pop-up's backdrop 2 px taller in
    // the full-page capture now and then, and garbled it when the two overlapped).
    const firstScreen = await this.guard(
      cdp.send('Page.captureScreenshot', {
        format: 'png',
        clip: {
          x: 0,
          y: 0,
          width: dom.visibleWidth,
          height: Math.max(1, Math.min(dom.visibleHeight, dom.documentHeight)),
          scale: 1,
        },
        captureBeyondViewport: false,
        fromSurface: true,
        optimizeForSpeed: true,
      }),
    ).catch((err: unknown) => {
      if (err instanceof CollectError) throw err;
      return null; // without it the DOM walk's colours stand, as they did before it
    });
    // Straight through the DevTools protocol: one round trip, no viewport resize, no restyle.
    const screenshot = this.guard(
      cdp.send('Page.captureScreenshot', {
        format: 'jpeg',
        quality: 70,
        // As the device shows it: a page the phone shrinks is captured whole, at that zoom.
        clip: { x: 0, y: 0, width: dom.visibleWidth, height: shotHeight, scale: dom.scale },
        captureBeyondViewport: true,
        fromSurface: true,
      }),
    );
    screenshot.catch(() => {});

    // axe runs on the renderer's main thread while the screenshot rasterises.
    let axe: AxeFacts | null = null;
    if (primary) {
      o.onProgress(`${name}: accessibility checks`);
      const axeBudget = Math.max(500, Math.min(10_000, this.remaining() - 1500));
      let timer: NodeJS.Timeout | undefined;
      try {
        await freeze();
        axe = await this.guard(
          Promise.race([
            axeInjected.then(() => runAxe(cdp)),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('axe timed out')), axeBudget);
            }),
          ]),
        );
      } catch (err) {
        if (err instanceof CollectError) throw err;
        axe = null; // its audits become not applicable
      } finally {
        clearTimeout(timer);
      }
    }
    const shot = await screenshot;
    let pixels: Pixels | null = null;
    try {
      pixels = firstScreen ? decodePng(Buffer.from(firstScreen.data, 'base64')) : null;
    } catch {
      pixels = null; // a capture we cannot read leaves the DOM walk's colours, as before it
    }
    const { texts, interactives } = pixels
      ? withScreenColours(dom.texts, dom.interactives, pixels, {
          onTop: new Set(dom.screenHints.onTop),
          uncertainSurround: new Set(dom.screenHints.uncertainSurround),
          shapes: new Map(dom.screenHints.shapes.map(({ id, ...shape }) => [id, shape])),
        })
      : dom;
    mark(name, 'network quiet');
    // Requests still under way finish (or fail) before the log is read, so each run reports the
    // same failures and counts.
    if (primary) await log.quiet(300, Math.max(0, Math.min(2000, this.remaining() - 1000)));
    mark(name, 'done');

    return {
      facts: {
        viewport: { name, width: size.width, height: size.height },
        documentWidth: dom.documentWidth,
        documentHeight: dom.documentHeight,
        screenshot: {
          dataUrl: `data:image/jpeg;base64,${shot.data}`,
          // Pixels of the image: CSS px times the zoom it was captured at.
          width: Math.round(dom.visibleWidth * dom.scale),
          height: Math.round(shotHeight * dom.scale),
        },
        texts,
        headings: dom.headings,
        interactives,
        navigation: dom.navigation,
        images: dom.images,
        forms: dom.forms,
        overlays: dom.overlays,
        paintedColors: dom.paintedColors,
        pageBackground: dom.pageBackground,
      },
      meta: dom.meta,
      smallTapTargets: dom.smallTapTargets,
      layout: {
        layoutWidth: dom.layoutWidth,
        scale: dom.scale,
        visibleWidth: dom.visibleWidth,
        visibleHeight: dom.visibleHeight,
      },
      finalUrl: page.url(),
      status,
      redirects,
      axe,
      performance: pagePerf ? { ...pagePerf, requests: log.requests() } : null,
      layoutShift,
      consoleErrors: [...this.consoleErrors],
      failedRequests: primary ? log.failures((u) => session.stoppedBecause(u)) : [],
    };
  }

  /**
   * After load the page may navigate itself (meta refresh, script) into a refused or dead
   * address; the document we are about to read must still be the site's own.
   */
  private checkMainDocument(): void {
    const current = this.page.url();
    const errorPage = current.startsWith('chrome-error:');
    const target = errorPage ? this.mainUrl : current;
    const ev = this.session.eventFor(target);
    if (ev) throw this.egressError(ev.kind, target, ev.reason);
    if (errorPage)
      throw new CollectError(
        'unreachable',
        `The page navigated to ${target}, which failed to load`,
      );
  }

  private tooManyRedirects(): CollectError {
    return new CollectError('too-many-redirects', `Too many redirects while loading ${this.url}`);
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

  private navigationError(err: unknown): CollectError {
    if (err instanceof CollectError) return err;
    const message = err instanceof Error ? err.message : String(err);
    // The request budget can only run out before the document arrives through redirects. Asked
    // of the whole session, not of mainUrl: the browser's report of the last redirect may not
    // have reached us yet, and a loop revisits earlier URLs. Going offline at the budget races
    // the proxy: the last hop may fail in the browser (ERR_INTERNET_DISCONNECTED) before it
    // reaches the proxy, so the browser-side count is asked too.
    // (A navigation that timed out instead was slow, whatever its subresources did.)
    const timedOut = /Timeout \d+ms exceeded|ERR_TIMED_OUT/.test(message);
    const budgetSpent =
      this.requestBudgetSpent || this.session.events.some((e) => e.kind === 'request-limit');
    if (!timedOut && budgetSpent) return this.tooManyRedirects();
    const ev = this.session.eventFor(this.mainUrl);
    if (ev) return this.egressError(ev.kind, this.mainUrl, ev.reason);
    if (/ERR_TOO_MANY_REDIRECTS/.test(message)) return this.tooManyRedirects();
    if (timedOut)
      return new CollectError(
        'timeout',
        `The page did not load within ${this.navigationTimeoutMs} ms (${this.url})`,
      );
    if (/crash/i.test(message))
      return new CollectError('crashed', `The page crashed while loading ${this.url}`);
    if (
      /ERR_CONTENT_LENGTH_MISMATCH|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(message) &&
      this.session.events.some((e) => e.kind === 'too-large')
    )
      return new CollectError('too-large', `Stopped loading ${this.url}: response too large`);
    if (this.closed) return new CollectError('timeout', `Collect of ${this.url} was cancelled`);
    const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
    return new CollectError('unreachable', `Could not load ${this.url}${code ? ` (${code})` : ''}`);
  }
}
