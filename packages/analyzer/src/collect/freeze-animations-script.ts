/**
 * In-page: brings every animation and transition to a fixed state right before the page is read,
 * screenshotted and checked by axe, so two runs see the same frame (as Playwright's
 * `animations: 'disabled'` does for screenshots). A reveal or fade still running when we read
 * the page would otherwise be caught at whatever opacity or offset the machine's speed left it:
 * a text half faded in is left out one run and read the next, its contrast is 4.44:1 once and
 * 4.6:1 the next. Finite animations jump to their end, the state the visitor sees a moment later;
 * endless ones (spinners, marquees) are paused at their first frame. Self-contained: it is
 * serialised into the page.
 */
export function freezeAnimations(): number {
  let frozen = 0;
  for (const a of document.getAnimations()) {
    const timing = a.effect?.getComputedTiming();
    if (!timing) continue;
    try {
      if (timing.iterations === Infinity || timing.endTime === Infinity) {
        a.pause();
        a.currentTime = 0;
      } else {
        a.finish();
      }
      frozen++;
    } catch {
      // an animation that can be neither finished nor paused stays as it is
    }
  }
  return frozen;
}
