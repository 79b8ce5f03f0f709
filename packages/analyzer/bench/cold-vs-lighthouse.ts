/**
 * The cold command against Lighthouse (issue #9 §5): `heroscope analyze <url>` as a fresh
 * process, start to exit, against one Lighthouse run of the same page, interleaved run by run
 * (the order alternates) so that both meet the same machine load. Prints the medians, their
 * ratio and where the cold command's time goes (its --timings marks). It prints; it never fails
 * on a figure.
 *
 *   npm run bench:cold -w packages/analyzer [-- --runs 5 --pages good-saas.html,tall.html]
 *   LIGHTHOUSE_CLI=/tmp/lh/node_modules/lighthouse/cli/index.js npm run bench:cold -w packages/analyzer
 *   npm run bench:cold -w packages/analyzer -- --baseline-bin /tmp/old/packages/analyzer/bin/heroscope.mjs
 *
 * --baseline-bin times another build of the command in the same interleaved runs (before/after
 * a change, under the same load); its phases are printed beside this one's when it has --timings.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { TimingReport } from '../src/collect/timings.js';
import { startFixtureServer } from '../test/fixture-server.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'good-saas.html,good-product.html,flawed-generic.html' },
    'baseline-bin': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 5);
const pages = values.pages.split(',').filter(Boolean);
const BIN = fileURLToPath(new URL('../bin/heroscope.mjs', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const lighthouse = process.env.LIGHTHOUSE_CLI;

const log = (line = '') => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg()[0]!.toFixed(1);
const now = () => performance.timeOrigin + performance.now();

interface Run {
  ms: number;
  /** Epoch ms at spawn and at exit, to place the child's marks on this clock. */
  spawnedAt: number;
  exitedAt: number;
  stderr: string;
}

/** Runs a command to completion, stdout read and dropped; rejects on a non-zero exit. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const spawnedAt = now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const exitedAt = now();
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${stderr.slice(-2000)}`));
      else resolve({ ms: exitedAt - spawnedAt, spawnedAt, exitedAt, stderr });
    });
  });
}

const baselineBin = values['baseline-bin'];
const heroscope = (url: string, bin = BIN) =>
  run(process.execPath, [bin, 'analyze', url, '--allow-private', '--quiet', '--timings']);

const runLighthouse = (url: string) =>
  run(
    process.execPath,
    [lighthouse!, url, '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
    { ...process.env, CHROME_PATH: CHROMIUM },
  );

/**
 * Phase durations of one cold command: process spawn, then each mark of each track until the
 * next, and the exit after the last mark of the main track.
 */
function phases(r: Run): Map<string, number> {
  const line = r.stderr.split('\n').find((l) => l.startsWith('heroscope timings: '));
  const out = new Map<string, number>();
  if (!line) return out;
  const report = JSON.parse(line.slice('heroscope timings: '.length)) as TimingReport;
  const byTrack = new Map<string, TimingReport['marks']>();
  for (const m of report.marks) byTrack.set(m.track, [...(byTrack.get(m.track) ?? []), m]);
  const main = byTrack.get('main') ?? [];
  out.set('main: spawn until Node runs', report.timeOrigin - r.spawnedAt);
  out.set('main: Node start, bin/heroscope.mjs, main.js', main[0]?.at ?? NaN);
  for (const [track, marks] of byTrack) {
    marks.forEach((m, i) => {
      const next = marks[i + 1];
      if (!next) return;
      const key = `${track}: ${m.phase}`;
      // The first time only: a collector that prepares contexts for a next page (the baseline)
      // marks them again after the page is done.
      if (!out.has(key)) out.set(key, next.at - m.at);
    });
  }
  const last = main.at(-1);
  if (last)
    out.set(
      'main: exit (process.exit until the parent sees it)',
      r.exitedAt - (report.timeOrigin + last.at),
    );
  return out;
}

const server = await startFixtureServer();
const hero: Record<string, number[]> = {};
const base: Record<string, number[]> = {};
const lh: Record<string, number[]> = {};
const phaseRuns: Array<Map<string, number>> = [];
const basePhaseRuns: Array<Map<string, number>> = [];
const haveLighthouse = lighthouse !== undefined && existsSync(lighthouse);

try {
  log(
    `bench:cold: Node ${process.version}, ${cpus().length} CPU(s), load average ${load()}, ` +
      `${pages.length} fixture pages on ${server.origin}, ${runs} runs each, ` +
      (haveLighthouse ? 'Lighthouse interleaved' : 'heroscope only'),
  );
  if (!haveLighthouse)
    log(
      lighthouse
        ? `  LIGHTHOUSE_CLI=${lighthouse} does not exist: Lighthouse skipped.`
        : '  LIGHTHOUSE_CLI is not set: Lighthouse skipped (npm i lighthouse@12 somewhere, then ' +
            'LIGHTHOUSE_CLI=<that>/node_modules/lighthouse/cli/index.js).',
    );
  // One unmeasured command first: the disk cache then holds Chromium and the modules, as it
  // does for anyone who runs the command twice.
  await heroscope(server.url(pages[0]!));
  if (baselineBin) await heroscope(server.url(pages[0]!), baselineBin);
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      const url = server.url(page);
      const measureHero = async () => {
        const r = await heroscope(url);
        (hero[page] ??= []).push(r.ms);
        phaseRuns.push(phases(r));
      };
      const measureBase = async () => {
        if (!baselineBin) return;
        const r = await heroscope(url, baselineBin);
        (base[page] ??= []).push(r.ms);
        basePhaseRuns.push(phases(r));
      };
      const measureLh = async () => {
        if (haveLighthouse) (lh[page] ??= []).push((await runLighthouse(url)).ms);
      };
      // The order turns every run, so that none always runs right after another's leftovers.
      const order = [measureHero, measureBase, measureLh];
      for (let k = 0; k < order.length; k++) await order[(i + k) % order.length]!();
    }
    log(`  run ${i + 1}/${runs} done, load average ${load()}`);
  }
} finally {
  await server.close();
}

log();
log(`Median of ${runs} runs per page, process start to exit:`);
const row = (label: string, h: number[], b: number[], l: number[]) => {
  const [hm, bm, lm] = [median(h), median(b), median(l)];
  const ratio = (x: number) => (haveLighthouse ? `${(lm / x).toFixed(1)}×` : '-');
  log(
    `  ${label.padEnd(24)} ${sec(hm).padStart(10)} ${(haveLighthouse ? sec(lm) : '-').padStart(11)} ` +
      `${ratio(hm).padStart(6)}` +
      (baselineBin ? ` ${sec(bm).padStart(10)} ${ratio(bm).padStart(6)}` : ''),
  );
};
log(
  `  ${'page'.padEnd(24)} ${'heroscope'.padStart(10)} ${'Lighthouse'.padStart(11)} ${'ratio'.padStart(6)}` +
    (baselineBin ? ` ${'baseline'.padStart(10)} ${'ratio'.padStart(6)}` : ''),
);
for (const page of pages) row(page, hero[page] ?? [], base[page] ?? [], lh[page] ?? []);
const flat = (r: Record<string, number[]>) => Object.values(r).flat();
row('all pages', flat(hero), flat(base), flat(lh));
if (haveLighthouse) log('  (target: Lighthouse ÷ heroscope ≥ 8×)');

log();
log(`Where the cold command's time goes (median over ${phaseRuns.length} runs, ms; the viewport`);
log('tracks run at the same time as the main one, and desktop and mobile at the same time):');
const printPhases = (runs: Array<Map<string, number>>) => {
  const seen = [...new Set(runs.flatMap((p) => [...p.keys()]))];
  const trackOf = (key: string) => key.slice(0, key.indexOf(': '));
  const tracks = [...new Set(seen.map(trackOf))];
  // Grouped by track (the main one first), each in the order its phases happen.
  const keys = tracks.flatMap((t) => seen.filter((k) => trackOf(k) === t));
  let track = '';
  for (const key of keys) {
    const t = trackOf(key);
    if (t !== track) log(`  ${(track = t)}`);
    const ms = median(runs.map((p) => p.get(key)).filter((v): v is number => v !== undefined));
    log(`    ${key.slice(t.length + 2).padEnd(46)} ${ms.toFixed(0).padStart(6)}`);
  }
};
printPhases(phaseRuns);
if (baselineBin && basePhaseRuns.some((p) => p.size > 2)) {
  log();
  log(`The baseline's (${baselineBin}):`);
  printPhases(basePhaseRuns);
}
log();
log(`Load average at the end: ${load()} (${cpus().length} CPUs).`);
