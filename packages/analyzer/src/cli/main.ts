/**
 * Entry point of the `heroscope` command (run by bin/heroscope.mjs). Kept to process plumbing:
 * the command itself is `runCli`, which tests drive directly.
 */
import type { Analyzer } from '../analyze.js';
import { EXIT } from './exit-codes.js';
import { runCli } from './run-cli.js';

let analyzer: Analyzer | null = null;
let interrupted = false;

// Ctrl-C or a CI timeout: close Chromium before leaving rather than orphaning it, and exit
// 128 + signal. Analyses failing because the browser is closing are not reported as failures.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    process.stderr.write(`heroscope: interrupted (${signal})\n`);
    const closing = analyzer ? analyzer.close().catch(() => {}) : Promise.resolve();
    void closing.finally(() => process.exit(code));
  });
}

// `heroscope … | head` closes stdout early: that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.ok);
  throw error;
});

try {
  const code = await runCli({
    argv: process.argv.slice(2),
    stdout: process.stdout,
    stderr: { write: (text: string) => interrupted || process.stderr.write(text) },
    onAnalyzer: (a) => {
      analyzer = a;
    },
  });
  // Once interrupted, the signal handler decides the exit code.
  if (!interrupted) {
    // Let stdout drain before exiting: a large report to a pipe may still be in flight.
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    process.exit(code);
  }
} catch (error) {
  if (!interrupted) {
    const detail = error instanceof Error ? error.stack : String(error);
    process.stderr.write(`heroscope: internal error: ${detail}\n`);
    process.exit(EXIT.internal);
  }
}
