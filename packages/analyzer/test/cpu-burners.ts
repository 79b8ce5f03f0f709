import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';

/**
 * Busy-looping child processes, one per core by default: the "busy machine" under which the
 * determinism check runs, because timing-dependent code paths (a page's height measured before
 * its images settle, requests still in flight when the log is read) only show under load.
 */
export interface CpuBurners {
  count: number;
  stop(): Promise<void>;
}

export function startCpuBurners(count = cpus().length): CpuBurners {
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    count,
    async stop() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
