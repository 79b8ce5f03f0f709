import type { Logger } from 'pino';

export interface DrainLoop {
  /** Drain now instead of at the next poll. */
  nudge(): void;
  /** Stops polling; resolves once a drain under way has finished. */
  stop(): Promise<void>;
}

/**
 * Calls `drainOnce` until it reports nothing left, every `intervalMs` and whenever nudged; a
 * nudge during a drain runs one more round after it, so nothing written meanwhile waits for the
 * next poll. A failed round is logged and retried at the next poll.
 */
export function startDrainLoop(options: {
  /** One unit of work; false when there was nothing to do. */
  drainOnce: () => Promise<boolean>;
  logger: Logger;
  /** For the log line of a failed round: 'the analysis outbox'. */
  what: string;
  intervalMs?: number;
}): DrainLoop {
  const { drainOnce, logger, what, intervalMs = 1000 } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const drain = async () => {
    do {
      again = false;
      while (!stopped && (await drainOnce()));
    } while (again && !stopped);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logger.error({ err: error }, `could not drain ${what}`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, intervalMs);
  };
  run();

  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
