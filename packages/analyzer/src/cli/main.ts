/**
 * Entry point of the `heroscope` command (run by bin/heroscope.mjs). Kept to process plumbing:
 * the command itself is `runCli`, which tests drive directly.
 */
import type { EarlyBrowser } from '../collect/early-browser.js';
import { enableTimings, mark, timingReport } from '../collect/timings.js';
import { EXIT } from './exit-codes.js';
import { looksLikeAnalysis } from './looks-like-analysis.js';
import type { CliAnalyzer } from './run-cli.js';

// Everything before this mark is Node starting and bin/heroscope.mjs (read before the arguments
// are parsed, so that this first mark is not lost).
if (process.argv.includes('--timings')) enableTimings();
mark('main', 'browser modules');

let analyzer: CliAnalyzer | null = null;
let interrupted = false;
// Chromium starts first and boots while Node loads the rest of the command (its modules and the
// schema, then the audits). The analyzer takes it over; otherwise it is closed before exiting.
let early: EarlyBrowser | null = null;

// Ctrl-C or a CI timeout: close Chromium before leaving rather than orphaning it, and exit
// 128 + signal. Analyses failing because the browser is closing are not reported as failures.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    process.stderr.write(`heroscope: interrupted (${signal})\n`);
    const closing = analyzer
      ? analyzer.close().catch(() => {})
      : (early?.close() ?? Promise.resolve());
    void closing.finally(() => process.exit(code));
  });
}

// `heroscope … | head` closes stdout early: that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.ok);
  throw error;
});

try {
  const argv = process.argv.slice(2);
  if (looksLikeAnalysis(argv)) early = (await import('../collect/early-browser.js')).launchEarly();
  mark('main', 'CLI modules (browser starting)');
  const { runCli } = await import('./run-cli.js');
  mark('main', 'command');
  const code = await runCli({
    argv,
    earlyBrowser: early ?? undefined,
    stdout: process.stdout,
    stderr: { write: (text: string) => interrupted || process.stderr.write(text) },
    onAnalyzer: (a) => {
      analyzer = a;
    },
  });
  // A browser launched for a command that turned out not to analyse (bad usage).
  await early?.close();
  // Once interrupted, the signal handler decides the exit code.
  if (!interrupted) {
    // Let stdout drain before exiting: a large report to a pipe may still be in flight.
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    mark('main', 'exit');
    const timings = timingReport();
    if (timings) process.stderr.write(`heroscope timings: ${JSON.stringify(timings)}\n`);
    process.exit(code);
  }
} catch (error) {
  if (!interrupted) {
    const detail = error instanceof Error ? error.stack : String(error);
    process.stderr.write(`heroscope: internal error: ${detail}\n`);
    process.exit(EXIT.internal);
  }
}
