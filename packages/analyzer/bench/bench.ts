/**
 * Performance figures of the analyzer on the fixture pages, printed beside their targets:
 * warm seconds per page, cold seconds (browser launch included), pages per minute at
 * concurrency 2 and peak memory of node + Chromium. It prints; it never fails on a figure.
 *
 *   npm run bench -w packages/analyzer [-- --runs 5 --throughput 12]
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAnalyzer, type Analyzer } from '../src/analyze.js';
import { runPool } from '../src/cli/run-pool.js';
import { startFixtureServer } from '../test/fixture-server.js';
import { PeakMemorySampler, type TreeMemory } from './process-tree-rss.js';

/** The realistic landing pages; the misbehaving fixtures (hang, dialogs, 20 000 px…) are not. */
const PAGES = [
  'good-saas.html',
  'good-product.html',
  'flawed-generic.html',
  'flawed-conversion.html',
  'fade-in-hero.html',
  'lazy-reveal.html',
];

// 1 GB read strictly as 10^9 bytes.
const TARGET = { warmS: 1.5, coldS: 3, rssBytes: 1e9 };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cold: { type: 'string', default: '3' },
    throughput: { type: 'string', default: '12' },
  },
});
const runs = Math.max(3, Number(values.runs));
const coldRuns = Math.max(1, Number(values.cold));
const throughputN = Math.max(2, Number(values.throughput));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const BIN = fileURLToPath(new URL('../bin/heroscope.mjs', import.meta.url));

/**
 * Runs the heroscope bin to completion, output discarded; rejects on a non-zero exit.
 * `onStart` gets the child's pid (to measure its process tree).
 */
function runBin(args: string[], onStart?: (pid: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: 'ignore' });
    if (child.pid !== undefined) onStart?.(child.pid);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
}

const sampler = new PeakMemorySampler();
/** Measures the `heroscope analyze` child at concurrency 2, once it has started. */
const cliMemory: { sampler: PeakMemorySampler | null } = { sampler: null };
const server = await startFixtureServer();
const options = { allowPrivate: true };
const log = (line = '') => process.stdout.write(`${line}\n`);
// Timings mean little on a busy machine: the load average is printed with them.
const load = () => loadavg()[0]!.toFixed(1);

try {
  sampler.start(100);
  log(
    `heroscope bench: Node ${process.version}, ${cpus().length} CPU(s), ` +
      `${PAGES.length} fixture pages on ${server.origin}, load average ${load()}`,
  );

  // Warm: one Analyzer, one unmeasured analysis to warm it, then each page `runs` times.
  sampler.setPhase('warm');
  const warm = await createAnalyzer(options);
  const perPage = new Map<string, number[]>();
  try {
    await warm.analyze(server.url(PAGES[0]!));
    for (let run = 0; run < runs; run++) {
      for (const page of PAGES) {
        const ms = await timed(() => warm.analyze(server.url(page)));
        perPage.set(page, [...(perPage.get(page) ?? []), ms]);
      }
    }

    log();
    log(`Warm, one Analyzer, ${runs} runs per page (median):`);
    for (const [page, times] of perPage) log(`  ${page.padEnd(24)} ${sec(median(times))}`);
    const warmMedian = median([...perPage.values()].flat());
    log(
      `  ${'overall median'.padEnd(24)} ${sec(warmMedian)}   target ≤ ${TARGET.warmS} s: ` +
        verdict(warmMedian / 1000 <= TARGET.warmS),
    );
  } finally {
    await warm.close();
  }

  // Throughput: `throughputN` analyses two at a time on a warm Analyzer set up as the CLI sets
  // one up for --concurrency 2 (one viewport at a time per page, to bound memory).
  const concurrent = await createAnalyzer({ ...options, parallelViewports: false });
  await concurrent.analyze(server.url(PAGES[0]!));
  sampler.setPhase('concurrency-2');
  const jobs = Array.from({ length: throughputN }, (_, i) => PAGES[i % PAGES.length]!);
  const totalMs = await timed(() =>
    runPool(jobs, 2, async (page) => {
      await concurrent.analyze(server.url(page));
    }),
  ).finally(() => concurrent.close());
  log();
  log(
    `Throughput at concurrency 2: ${throughputN} analyses in ${sec(totalMs)} = ` +
      `${((throughputN / totalMs) * 60_000).toFixed(1)} pages/min`,
  );

  // Cold: a fresh Analyzer each time, browser launch included, until the first result.
  sampler.setPhase('cold');
  const cold: number[] = [];
  for (let i = 0; i < coldRuns; i++) {
    let analyzer: Analyzer | null = null;
    const ms = await timed(async () => {
      analyzer = await createAnalyzer(options);
      await analyzer.analyze(server.url('good-saas.html'));
    });
    await (analyzer as Analyzer | null)?.close();
    cold.push(ms);
  }
  log();
  log(
    `Cold, launch + first analysis of good-saas.html (median of ${coldRuns}): ` +
      `${sec(median(cold))}   target ≤ ${TARGET.coldS} s: ${verdict(median(cold) / 1000 <= TARGET.coldS)}` +
      `   (runs: ${cold.map(sec).join(', ')})`,
  );

  // The command as a user runs it: process start (Node, the CLI, Chromium) to exit.
  sampler.setPhase('cli');
  const cli: number[] = [];
  for (let i = 0; i < coldRuns; i++) {
    cli.push(
      await timed(() =>
        runBin(['analyze', server.url('good-saas.html'), '--allow-private', '--quiet']),
      ),
    );
  }
  log(
    `CLI end to end, \`heroscope analyze\` from process start to exit (median of ${coldRuns}): ` +
      `${sec(median(cli))}   (runs: ${cli.map(sec).join(', ')})`,
  );

  // The command as a user runs it on several pages: its own process tree is measured.
  sampler.setPhase('cli-concurrency-2');
  const cliMs = await timed(() =>
    runBin(
      ['analyze', ...jobs.map((page) => server.url(page))].concat([
        '--concurrency',
        '2',
        '--allow-private',
        '--quiet',
      ]),
      (pid) => {
        cliMemory.sampler = new PeakMemorySampler({ root: pid });
        cliMemory.sampler.start(100);
      },
    ),
  ).finally(() => cliMemory.sampler?.stop());
  log(
    `CLI at concurrency 2, \`heroscope analyze\` with ${throughputN} URLs --concurrency 2: ` +
      `${sec(cliMs)} from process start to exit = ` +
      `${((throughputN / cliMs) * 60_000).toFixed(1)} pages/min`,
  );
} finally {
  sampler.stop();
  await server.close();
}

const c2 = sampler.peak('concurrency-2');
const cliC2 = cliMemory.sampler?.peak();
const all = sampler.peak();
const pss = (m: TreeMemory) => (m.pssBytes !== null ? `, Σ PSS ${mb(m.pssBytes)}` : '');
const kinds = (m: TreeMemory) =>
  Object.entries(m.rssByKind)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${mb(v)}`)
    .join(', ');
log();
log('Peak memory of node + its Chromium processes (sampled every 100 ms from /proc):');
if (cliC2) {
  log(
    `  heroscope analyze, ${throughputN} URLs at --concurrency 2: Σ VmRSS ${mb(cliC2.rssBytes)} ` +
      `over ${cliC2.processes} processes${pss(cliC2)}   target ≤ 1 GB: ` +
      verdict(cliC2.rssBytes <= TARGET.rssBytes),
  );
  log(`    at its peak: ${kinds(cliC2)}`);
}
if (c2) {
  log(
    `  this bench process at concurrency 2 (under tsx, fixture server included): ` +
      `Σ VmRSS ${mb(c2.rssBytes)} over ${c2.processes} processes${pss(c2)}   target ≤ 1 GB: ` +
      verdict(c2.rssBytes <= TARGET.rssBytes),
  );
  log(`    at its peak: ${kinds(c2)}`);
}
if (all) log(`  whole bench process: Σ VmRSS ${mb(all.rssBytes)}${pss(all)}`);
log(
  '  (Σ VmRSS counts memory shared between Chromium processes once per process: an upper bound.)',
);
log();
log(`Load average at the end: ${load()} (${cpus().length} CPUs).`);
