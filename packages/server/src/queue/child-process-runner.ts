import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CollectError, type AnalysisWithFacts, type AnalyzerOptions } from '@heroscope/analyzer';
import type { Logger } from 'pino';
import type { AnalysisRunner } from './analysis-runner.js';
import type { FromRunner, ToRunner } from './runner-messages.js';

// From source (tests, npm run dev) the entry is TypeScript and needs tsx; once built, plain JS.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = fileURLToPath(
  new URL(`./runner-process.${FROM_SOURCE ? 'ts' : 'js'}`, import.meta.url),
);
const EXEC_ARGV = FROM_SOURCE ? ['--conditions=source', '--import', 'tsx'] : [];
const START_TIMEOUT_MS = 120_000;

interface Pending {
  resolve(analysis: AnalysisWithFacts): void;
  reject(error: Error): void;
}

/**
 * A worker process of its own with one browser, driven over IPC. The server runs its workers
 * this way with PGlite as with PostgreSQL: the queue and the database stay in the process that
 * owns them (PGlite can only be opened by one process), while Chromium's memory and crashes stay
 * out of the HTTP server. A worker process that dies fails its analyses as 'crashed' (transient:
 * the jobs are retried) and is started again for the next one.
 */
export async function createChildProcessRunner(
  options: AnalyzerOptions,
  logger: Logger,
): Promise<AnalysisRunner & { pid(): number | undefined }> {
  let child: ChildProcess | undefined;
  let starting: Promise<ChildProcess> | undefined;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const start = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const worker = fork(ENTRY, [], {
        execArgv: EXEC_ARGV,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const timer = setTimeout(() => {
        worker.kill('SIGKILL');
        reject(new Error('the analysis worker process did not start in time'));
      }, START_TIMEOUT_MS);
      worker.on('message', (message: FromRunner) => {
        switch (message.type) {
          case 'ready':
            clearTimeout(timer);
            logger.info({ workerPid: worker.pid }, 'analysis worker process ready');
            resolve(worker);
            return;
          case 'start-failed':
            clearTimeout(timer);
            reject(new Error(`the analysis worker could not start: ${message.message}`));
            return;
          case 'done':
            pending.get(message.id)?.resolve(message.analysis);
            pending.delete(message.id);
            return;
          case 'failed':
            pending
              .get(message.id)
              ?.reject(
                message.code
                  ? new CollectError(message.code, message.message, message.status)
                  : new Error(message.message),
              );
            pending.delete(message.id);
        }
      });
      // A send on a channel that has just closed (the process died between our look and the
      // send) is reported here; unhandled it would take the server down. The 'exit' below fails
      // the analyses it had.
      worker.on('error', (error) =>
        logger.warn({ err: error, workerPid: worker.pid }, 'analysis worker process error'),
      );
      worker.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (child === worker) child = undefined;
        reject(new Error(`the analysis worker process exited (${signal ?? code}) while starting`));
        if (!closed)
          logger.warn({ workerPid: worker.pid, code, signal }, 'analysis worker process exited');
        // Only this process's analyses were running there; the others wait for a new one.
        for (const [id, waiting] of pending) {
          if (owner.get(id) !== worker) continue;
          waiting.reject(
            new CollectError(
              'crashed',
              `The analysis worker process stopped (${signal ?? `exit code ${code}`})`,
            ),
          );
          pending.delete(id);
          owner.delete(id);
        }
      });
      worker.send({ type: 'start', options } satisfies ToRunner);
    });
  const owner = new Map<number, ChildProcess>();

  const ready = async (): Promise<ChildProcess> => {
    if (child?.connected) return child;
    starting ??= start().finally(() => (starting = undefined));
    child = await starting;
    return child;
  };

  // Launched now: a missing Chromium is reported once, at start, instead of by every job.
  await ready();

  return {
    async analyse(url) {
      if (closed) throw new Error('the analysis worker is closed');
      const worker = await ready();
      const id = nextId++;
      return new Promise<AnalysisWithFacts>((resolve, reject) => {
        pending.set(id, {
          resolve: (analysis) => {
            owner.delete(id);
            resolve(analysis);
          },
          reject: (error) => {
            owner.delete(id);
            reject(error);
          },
        });
        owner.set(id, worker);
        worker.send({ type: 'analyse', id, url } satisfies ToRunner);
      });
    },
    pid: () => child?.pid,
    async close() {
      closed = true;
      const worker = child ?? (await starting?.catch(() => undefined));
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      if (worker.connected) worker.send({ type: 'close' } satisfies ToRunner);
      // The browser closes in well under this; a hung one must not hold the shutdown.
      const timer = setTimeout(() => worker.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
