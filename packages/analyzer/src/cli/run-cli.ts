import { constants } from 'node:fs';
import { access, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve as resolvePath } from 'node:path';
import type { Analyzer, AnalyzerOptions } from '../analyze.js';
import type { EarlyBrowser } from '../collect/early-browser.js';
import { enableTimings, mark } from '../collect/timings.js';

/** The part of the analyzer the command uses (it never needs the facts). */
export type CliAnalyzer = Pick<Analyzer, 'analyze' | 'close'>;
import { describeFailure } from './describe-failure.js';
import { displayUrl } from './display-text.js';
import { EXIT, worstExitCode, type ExitCode } from './exit-codes.js';
import { formatHtml } from './format-html.js';
import { formatJson, formatJsonLine } from './format-json.js';
import { formatMarkdown } from './format-markdown.js';
import { HELP_TEXT } from './help-text.js';
import { describeShortfall, findShortfalls } from './min-score.js';
import { parseCliArgs, UsageError, type AnalyzeCommand } from './parse-args.js';
import { doneLine, isFinalStep, progressLine } from './progress.js';
import { isAnalysed, type ReportEntry } from './report-entry.js';
import { runPool } from './run-pool.js';

interface TextSink {
  write(text: string): unknown;
}

export interface CliIo {
  argv: readonly string[];
  stdout: TextSink;
  stderr: TextSink;
  /** Defaults to the real one (loaded lazily, so --help never loads Playwright). */
  createAnalyzer?: (options: AnalyzerOptions) => Promise<CliAnalyzer>;
  /** A browser already launching, for the real analyzer to use (see main.ts). */
  earlyBrowser?: EarlyBrowser;
  /** Called with the analyzer once it exists, so the caller can close it on a signal. */
  onAnalyzer?: (analyzer: CliAnalyzer) => void;
}

export function packageVersion(): string {
  // src/cli and dist/cli are both two levels below the package root.
  const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
  return pkg.version;
}

/** The whole `heroscope` command. Returns the exit code; never throws for expected failures. */
export async function runCli(io: CliIo): Promise<ExitCode> {
  const fail = (message: string): ExitCode => {
    io.stderr.write(`heroscope: ${message} (see heroscope --help)\n`);
    return EXIT.usage;
  };
  let command;
  try {
    command = parseCliArgs(io.argv);
    if (command.kind === 'analyze' && command.out !== null) await checkWritable(command.out);
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    throw error;
  }
  if (command.kind === 'help') {
    io.stdout.write(HELP_TEXT);
    return EXIT.ok;
  }
  if (command.kind === 'version') {
    io.stdout.write(`heroscope ${packageVersion()}\n`);
    return EXIT.ok;
  }
  return analyzeUrls(command, io);
}

async function checkWritable(out: string): Promise<void> {
  const dir = dirname(resolvePath(out));
  try {
    await access(dir, constants.W_OK);
  } catch {
    throw new UsageError(
      `cannot write --out ${JSON.stringify(out)}: ${dir} is not a writable folder`,
    );
  }
}

/**
 * createAnalyzer() with the browser started first: Chromium launches (unless main.ts launched it
 * already) and its contexts are prepared while Node loads the audits, instead of after them.
 */
async function startAnalyzer(options: AnalyzerOptions): Promise<CliAnalyzer> {
  mark('main', 'collector modules');
  const { createCollector } = await import('../collect/index.js');
  const collector = createCollector(options);
  // Settled on either path: a failed launch must not be an unhandled rejection while the
  // audits load; it is thrown below.
  collector.catch(() => {});
  mark('main', 'analyzer modules (browser starting)');
  const { analyzerOn } = await import('../analyze.js');
  mark('main', 'browser launch (rest)');
  return analyzerOn(await collector);
}

async function analyzeUrls(command: AnalyzeCommand, io: CliIo): Promise<ExitCode> {
  if (command.timings) enableTimings();
  const options: AnalyzerOptions = {
    allowPrivate: command.allowPrivate,
    ...(command.resolve.length > 0 ? { resolve: command.resolve } : {}),
    ...(command.totalTimeoutMs !== null ? { totalTimeoutMs: command.totalTimeoutMs } : {}),
    // Several pages at once: one viewport at a time each, to bound Chromium's memory.
    parallelViewports: Math.min(command.concurrency, command.urls.length) <= 1,
    // One URL: no fresh pair of browser contexts is needed after it.
    keepSpare: command.urls.length > 1,
  };
  const create =
    io.createAnalyzer ??
    ((o: AnalyzerOptions) => startAnalyzer({ ...o, launched: io.earlyBrowser }));
  let analyzer: CliAnalyzer;
  try {
    analyzer = await create(options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`heroscope: could not start the analyzer: ${message.split('\n', 1)[0]}\n`);
    return EXIT.internal;
  }
  io.onAnalyzer?.(analyzer);

  const entries: Array<ReportEntry | undefined> = command.urls.map(() => undefined);
  const codes: ExitCode[] = [];
  // JSON to stdout streams each line as soon as every earlier URL is done, keeping input order.
  const streamJson = command.format === 'json' && command.out === null;
  let flushed = 0;
  const flushJson = () => {
    while (flushed < entries.length && entries[flushed] !== undefined) {
      const entry = entries[flushed++]!;
      if (isAnalysed(entry)) io.stdout.write(formatJsonLine(entry.result));
    }
  };

  try {
    await runPool(command.urls, command.concurrency, async (url, index) => {
      const label = displayUrl(url);
      const started = performance.now();
      try {
        const result = await analyzer.analyze(url, {
          onProgress: command.quiet
            ? undefined
            : (step, elapsedMs) => {
                if (!isFinalStep(step)) io.stderr.write(progressLine(label, step, elapsedMs));
              },
        });
        entries[index] = { url, result };
        if (!command.quiet) {
          io.stderr.write(doneLine(label, performance.now() - started, result.scores));
        }
        const shortfalls = findShortfalls(result.scores, command.minScores);
        for (const s of shortfalls) {
          io.stderr.write(`heroscope: ${url}: --min-score not met: ${describeShortfall(s)}\n`);
        }
        codes.push(shortfalls.length > 0 ? EXIT.belowMinScore : EXIT.ok);
      } catch (error) {
        const failure = describeFailure(error, { allowPrivate: command.allowPrivate });
        entries[index] = { url, error: failure.reason };
        io.stderr.write(`heroscope: ${url}: ${failure.reason}\n`);
        codes.push(failure.exitCode);
      }
      if (streamJson) flushJson();
    });
  } finally {
    mark('main', 'close browser');
    await analyzer.close();
  }
  mark('main', 'write output');

  if (!streamJson) {
    const done = entries as ReportEntry[];
    const text =
      command.format === 'html'
        ? formatHtml(done, { generatedAt: new Date().toISOString() })
        : command.format === 'md'
          ? formatMarkdown(done)
          : formatJson(done);
    if (command.out !== null) {
      try {
        await writeFile(command.out, text, 'utf8');
        if (!command.quiet) io.stderr.write(`heroscope: wrote ${command.out}\n`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        io.stderr.write(`heroscope: could not write ${command.out}: ${message}\n`);
        codes.push(EXIT.internal);
      }
    } else {
      io.stdout.write(text);
    }
  }
  return worstExitCode(codes);
}
