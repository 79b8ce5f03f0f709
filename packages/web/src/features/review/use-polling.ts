import { useEffect, useRef } from 'react';

/** How often the console asks again while the engine is still working. */
export const POLL_MS = 5000;

/** How often an idle queue asks again: new requests arrive without the reviewer doing anything. */
export const IDLE_POLL_MS = 30_000;

/**
 * Calls `tick` every `everyMs` while `active` and the tab is visible; a hidden tab asks nothing,
 * and showing it again asks at once (what the reviewer sees is never a stale minute old). `tick`
 * returns its own cancel, called before the next tick and when polling stops, so a late answer
 * never lands after the reviewer moved on.
 */
export function usePolling(
  active: boolean,
  tick: () => (() => void) | undefined,
  everyMs: number = POLL_MS,
) {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    if (!active) return;
    let cancel: (() => void) | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      cancel?.();
      cancel = latest.current();
    };
    const start = () => {
      timer ??= setInterval(run, everyMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      cancel?.();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, everyMs]);
}
