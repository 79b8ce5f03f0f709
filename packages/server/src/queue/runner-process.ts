// Entry of a worker process forked by child-process-runner.ts: one browser, driven over IPC.
import { CollectError, createAnalyzer, type Analyzer } from '@heroscope/analyzer';
import type { FromRunner, ToRunner } from './runner-messages.js';

let analyzer: Analyzer | undefined;
let closing = false;

const send = (message: FromRunner) => {
  if (process.connected) process.send?.(message);
};

async function close(): Promise<never> {
  if (!closing) {
    closing = true;
    await analyzer?.close().catch(() => undefined);
  }
  process.exit(0);
}

// The parent decides when this process stops: Ctrl-C reaches the whole process group, but the
// parent first lets the analyses under way finish (or hands their jobs back), then says 'close'.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
// The parent is gone (even killed with SIGKILL): nobody can use our results, close the browser.
process.on('disconnect', () => void close());

process.on('message', (message: ToRunner) => {
  switch (message.type) {
    case 'start':
      createAnalyzer(message.options).then(
        (created) => {
          analyzer = created;
          send({ type: 'ready' });
        },
        (error: unknown) => {
          send({ type: 'start-failed', message: (error as Error).message ?? String(error) });
          void close();
        },
      );
      return;
    case 'analyse':
      if (!analyzer) {
        send({
          type: 'failed',
          id: message.id,
          code: null,
          message: 'analyzer not started',
          status: null,
        });
        return;
      }
      analyzer.analyzeWithFacts(message.url).then(
        (analysis) => send({ type: 'done', id: message.id, analysis }),
        (error: unknown) =>
          send({
            type: 'failed',
            id: message.id,
            code: error instanceof CollectError ? error.code : null,
            message: error instanceof Error ? error.message : String(error),
            status: error instanceof CollectError ? error.status : null,
          }),
      );
      return;
    case 'close':
      void close();
  }
});
