/**
 * In-page settling, so the facts show what a visitor sees a moment after load rather than the
 * first paint of a template that fades its hero in: fonts, preloaders, reveal animations and
 * lazy content triggered by scrolling. Every wait is bounded by `budgetMs`.
 */

export interface SettleArgs {
  /**
   * 'reveal': fonts, preloader, hidden hero text (no scrolling, so performance observers still
   * see the page as a visitor would). 'scroll': scroll through, wait for lazy images, return.
   * 'hold': only the full height hold that ends 'scroll' (after one that ended early).
   */
  phase: 'reveal' | 'scroll' | 'hold';
  budgetMs: number;
  viewportHeight: number;
  /** Stop scrolling past this document offset (the screenshot height cap). */
  maxScroll: number;
}

export interface SettleResult {
  waitedForPreloader: boolean;
  waitedForHiddenText: boolean;
  scrollSteps: number;
  /**
   * The height hold ended early because nothing could still move the page (see below); the
   * caller holds the full time after all if the network says a request is still under way.
   */
  heldBriefly: boolean;
  elapsedMs: number;
}

export async function settlePage(args: SettleArgs): Promise<SettleResult> {
  const start = performance.now();
  const deadline = start + args.budgetMs;
  const left = () => deadline - performance.now();
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
  /** The next rendered frame, or `maxWaitMs` if none comes (a page hidden, a busy renderer). */
  const frame = (maxWaitMs = 50) =>
    Promise.race([new Promise<void>((r) => requestAnimationFrame(() => r())), sleep(maxWaitMs)]);
  // The first screen in CSS px: larger than the device when a phone shows the page shrunk (see
  // collectDomFacts), so checks and scroll steps cover what the visitor actually sees.
  const vv = window.visualViewport;
  const zoomedOut = vv !== null && vv.scale > 0 && vv.scale < 0.999;
  const VH = zoomedOut ? vv.height : args.viewportHeight;
  const VW = zoomedOut ? vv.width : window.innerWidth;

  const finishAnimations = () => {
    for (const a of document.getAnimations()) {
      const timing = a.effect?.getComputedTiming();
      if (!timing || timing.iterations === Infinity || timing.endTime === Infinity) continue;
      try {
        a.finish();
      } catch {
        // an animation that cannot finish (e.g. paused at infinity) stays as it is
      }
    }
  };

  let waitedForPreloader = false;
  let waitedForHiddenText = false;
  let scrollSteps = 0;
  let heldBriefly = false;
  if (args.phase === 'reveal') {
    await Promise.race([document.fonts?.ready, sleep(Math.min(1000, left()))]);

    // Where a splash painted by a picture must be on top: the centre and four points around it.
    const SPLASH_PROBES: [number, number][] = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ];
    // A preloader: an opaque box over (almost) the whole first screen with little text in it.
    const PRELOADER_MAX_TEXT = 80;
    const PRELOADER_MAX_WAIT_MS = 5000;
    const findPreloader = () => {
      for (const el of Array.from(document.body?.querySelectorAll('*') ?? []).slice(0, 3000)) {
        const s = getComputedStyle(el);
        if (s.position !== 'fixed' && s.position !== 'absolute') continue;
        const r = el.getBoundingClientRect();
        if (r.width < VW * 0.85 || r.height < VH * 0.85 || r.top > VH * 0.1) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Its brand and a line of "loading" at most, counted as read (a template sets them out
        // on indented lines): a hero says more, and one taken for a preloader only costs a wait.
        // Collapsing can only shorten it: the copy is made only for a text long as written.
        const raw = el.textContent ?? '';
        if (
          raw.length > PRELOADER_MAX_TEXT &&
          raw.replace(/\s+/g, ' ').trim().length > PRELOADER_MAX_TEXT
        )
          continue;
        const m = /rgba?\(([^)]+)\)/.exec(s.backgroundColor);
        const alpha = m ? Number(m[1]!.split(/[,/\s]+/).filter(Boolean)[3] ?? 1) : 0;
        if (alpha >= 0.95) return el;
        // An app-style splash is often painted by a gradient or a picture alone. A layer painted
        // that way is also how pages put a photo behind their hero, so it counts only when it is
        // fixed and on top across the screen (every probe hits it or its logo), not when the
        // hero's text stands in front of it.
        if (s.backgroundImage === 'none' || s.position !== 'fixed') continue;
        const onTop = SPLASH_PROBES.every(([x, y]) => {
          const hit = document.elementFromPoint(VW * x, VH * y);
          return hit !== null && el.contains(hit);
        });
        if (onTop) return el;
      }
      return null;
    };
    // An intro laid out in the page's flow rather than over it: a brand line or a "welcome" shown
    // while every other section is display: none until a timer swaps them. The visitor reads
    // next to nothing of a page whose copy is in the document: caught before the swap under load
    // and after it at rest, the report would depend on the machine's speed.
    const INTRO_MIN_HIDDEN_TEXT = 400;
    const introHidesPage = () => {
      const body = document.body;
      if (!body || (body.textContent ?? '').length < INTRO_MIN_HIDDEN_TEXT) return false;
      const shown = body.innerText.replace(/\s+/g, ' ').trim().length;
      if (shown > PRELOADER_MAX_TEXT) return false;
      let written = 0;
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const tag = n.parentElement?.tagName;
        if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT' || tag === 'TEMPLATE')
          continue;
        written += (n.nodeValue ?? '').replace(/\s+/g, ' ').trim().length;
        if (written >= INTRO_MIN_HIDDEN_TEXT) return true;
      }
      return false;
    };
    // Templates' fake loaders run two to three seconds and then fade: a wait that ended at three
    // would race them, and the report would show the loader or the page by chance.
    while (
      left() > 0 &&
      performance.now() - start < PRELOADER_MAX_WAIT_MS &&
      (findPreloader() || introHidesPage())
    ) {
      waitedForPreloader = true;
      await sleep(50);
    }

    // Text laid out in the first screen but fully transparent: a reveal that has not run yet.
    const hiddenHeroText = () => {
      let checked = 0;
      for (const el of Array.from(
        document.body?.querySelectorAll('h1, h2, h3, p, a, button, li, span') ?? [],
      )) {
        if (checked++ > 400) break;
        if (el.closest('nav, header, [aria-hidden="true"], dialog, [role=dialog], [hidden]'))
          continue;
        if (!(el.textContent ?? '').trim()) continue;
        const r = el.getBoundingClientRect();
        if (
          r.width < 1 ||
          r.height < 1 ||
          r.top >= VH ||
          r.bottom <= 0 ||
          r.left >= VW ||
          r.right <= 0
        )
          continue;
        if (
          el.checkVisibility() &&
          !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
          return true;
      }
      return false;
    };
    const hiddenStart = performance.now();
    while (left() > 0 && performance.now() - hiddenStart < 1500 && hiddenHeroText()) {
      waitedForHiddenText = true;
      finishAnimations();
      await sleep(50);
    }
    finishAnimations();

    // First-screen images finish loading and painting before performance is read, so the
    // largest contentful paint is the same element run after run, not whichever won the race.
    const firstScreenImages = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top < VH && r.bottom > 0;
    });
    await Promise.race([
      Promise.all(firstScreenImages.map((img) => img.decode().catch(() => {}))),
      sleep(Math.min(1500, left())),
    ]);
    await frame();
    await frame();
  }

  const height = () =>
    Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
  // The height settles: unchanged for 300 ms (reveals, late layout), at most 1.5 s; or, when
  // `still` says nothing can move it any more, unchanged for 100 ms.
  const holdHeight = async (still: (h: number) => boolean) => {
    const heightStart = performance.now();
    let last = height();
    let stableSince = performance.now();
    while (
      left() > 100 &&
      performance.now() - stableSince < 300 &&
      performance.now() - heightStart < 1500
    ) {
      await sleep(50);
      finishAnimations();
      const h = height();
      if (h !== last) {
        last = h;
        stableSince = performance.now();
      }
      if (performance.now() - stableSince >= 100 && still(last)) return true;
    }
    return false;
  };
  if (args.phase === 'hold') await holdHeight(() => false);

  if (args.phase === 'scroll') {
    // Scroll through the page so lazy images load and IntersectionObserver reveals fire.
    // 'instant': a template's `scroll-behavior: smooth` would otherwise animate each jump, so the
    // page would be read mid-scroll, at a position (and sub-pixel offsets) that depend on timing.
    const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });
    // Evidence that the page is still changing, gathered from before the first scroll step:
    // any change to the DOM (a reveal, a lazy swap, content fetched by a script) and any
    // resource that finished loading. Without either, the height hold below can end early.
    let changed = false;
    const mutations = new MutationObserver(() => (changed = true));
    mutations.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const resourcesBefore = performance.getEntriesByType('resource').length;
    const heightBefore = height();
    // Two rendered frames at each step: an IntersectionObserver sees a section only in a frame
    // the browser renders while it is in view, and delivers its callback a task later. On a busy
    // machine a step that waited 50 ms without a frame scrolled past a section unseen, and its
    // reveal (its words, its contrast) was in one run's report and not the next's.
    const renderedFrame = () => frame(Math.min(250, Math.max(0, left() - 100)));
    for (let y = VH * 0.8; y < Math.min(height(), args.maxScroll) && left() > 100; y += VH * 0.8) {
      scrollTo(y);
      scrollSteps++;
      await renderedFrame();
      await renderedFrame();
      await sleep(10);
    }
    if (scrollSteps > 0) {
      scrollTo(Math.min(height(), args.maxScroll));
      await frame();
      await sleep(30);
    }
    // Images the scroll just started (lazy loading, data-src swaps): give them a moment.
    const pendingImages = () =>
      Array.from(document.images).filter(
        (img) =>
          img.src &&
          !img.complete &&
          img.getBoundingClientRect().top + window.scrollY < args.maxScroll,
      );
    // On a busy machine a late image lands before our read one run and after it the next, and
    // the page's height (hence every marker's place on the screenshot) with it: wait for them.
    const imagesStart = performance.now();
    while (left() > 150 && pendingImages().length > 0 && performance.now() - imagesStart < 2500) {
      await Promise.race([
        Promise.all(pendingImages().map((img) => img.decode().catch(() => {}))),
        sleep(Math.min(100, left() - 150)),
      ]);
    }
    await Promise.race([document.fonts?.ready, sleep(Math.min(1000, Math.max(0, left() - 150)))]);
    scrollTo(0);
    await frame();
    finishAnimations();
    await frame();
    finishAnimations();
    // Nothing can still move the page when, since the scroll began, the DOM has not changed
    // and no resource has finished loading, no image is still loading, no finite animation
    // runs and the height is what it was before the scroll: a static page has nothing more to
    // show, and 100 ms of unchanged height is enough.
    heldBriefly = await holdHeight(
      (h) =>
        !changed &&
        h === heightBefore &&
        performance.getEntriesByType('resource').length === resourcesBefore &&
        !Array.from(document.images).some((img) => img.src && !img.complete) &&
        !document.getAnimations().some((a) => {
          const timing = a.effect?.getComputedTiming();
          return a.playState === 'running' && timing?.endTime !== Infinity;
        }),
    );
    mutations.disconnect();
  }
  return {
    waitedForPreloader,
    waitedForHiddenText,
    scrollSteps,
    heldBriefly,
    elapsedMs: Math.round(performance.now() - start),
  };
}
