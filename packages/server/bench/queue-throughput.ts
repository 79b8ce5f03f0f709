/**
 * Request-to-report figures of the analysis queue (issue #8 §4), on real processes:
 *
 * (a) latency: the production server entry (`npm start`'s dist/main.js) on PGlite in a temporary
 *     DATA_DIR with its default single worker process; visitors submit one after another through
 *     the landing page's HTTP call (POST /rest/v1/rpc/append_email with the anon key), each
 *     waiting for its draft: median and p95 of submission → stored draft.
 * (b) throughput: a PostgreSQL schema of its own per run, a server with WORKERS=0 taking the
 *     submissions, then 1 or 2 `npm run worker` processes (dist/worker-main.js): pages per
 *     minute from the first job started to the last draft stored.
 *
 * The pages are the analyzer's realistic fixture pages, served by this script on port 80 of a
 * random loopback address (the form takes no port), under .example host names pinned there with
 * ANALYZER_RESOLVE; every address is new, so no submission joins an earlier request.
 *
 *   npm run bench:queue -w packages/server [-- --latency 12 --jobs 20 --runs 3]
 *   BENCH_DATABASE_URL=postgres://… (or TEST_DATABASE_URL) for (b); without it only (a) runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFixtureServer, type FixtureServer } from '../../analyzer/test/fixture-server.js';
import { openDatabase } from '../src/database.js';
import {
  createTestSchema,
  makeDataDir,
  makeTempDir,
  writeFakeWebDist,
} from '../test/test-engines.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../dist/worker-main.js', import.meta.url));
const ANON_KEY = `bench-anon-${randomBytes(12).toString('hex')}`;

/** The realistic landing pages of the analyzer's own bench; the misbehaving fixtures are not. */
const PAGES = [
  'good-saas.html',
  'good-product.html',
  'flawed-generic.html',
  'flawed-conversion.html',
  'fade-in-hero.html',
  'lazy-reveal.html',
];

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '12' },
    jobs: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
  },
});
const LATENCY_SAMPLES = Math.max(2, Number(values.latency));
const JOBS = Math.max(2, Number(values.jobs));
const RUNS = Math.max(1, Number(values.runs));
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const log = (line = '') => process.stdout.write(`${line}\n`);
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1/5/15 min)`;

function quantile(xs: number[], q: number): number {
  // Nearest rank: with few samples the p95 is the slowest but one or the slowest, never an
  // interpolation between samples that did not happen.
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// ---- processes ---------------------------------------------------------------------------

interface LogLine {
  time: number;
  msg: string;
  requestId?: number;
}

interface Proc {
  child: ChildProcess;
  lines(): LogLine[];
  output(): string;
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Proc>();
const cleanups: Array<() => Promise<void> | void> = [];

function startProcess(entry: string, env: Record<string, string | undefined>): Proc {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    // What scripts/start.mjs gives its child, minus the inherited environment: nothing of the
    // caller's DATABASE_URL, WORKERS… leaks into a measurement.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const proc: Proc = {
    child,
    exited,
    output: () => out,
    lines: () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    async stop(graceMs = 120_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      running.delete(proc);
    },
  };
  running.add(proc);
  return proc;
}

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  proc?: Proc,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (proc && proc.child.exitCode !== null)
      throw new Error(`${what}: the process exited:\n${proc.output().slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`${what}: gave up after ${sec(timeoutMs)}\n${proc?.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server entry `npm start` runs, listening on a free port of 127.0.0.1. */
async function startServer(env: Record<string, string | undefined>) {
  const web = makeTempDir('bench-web');
  writeFakeWebDist(web.path);
  cleanups.push(web.remove);
  const proc = startProcess(SERVER_ENTRY, {
    ANON_KEY,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST_DIR: web.path,
    // Every visitor of the bench comes from 127.0.0.1; the per-address limit is not measured.
    RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const address = await waitFor(
    'server start',
    () => {
      const line = proc.lines().find((l) => l.msg.startsWith('Server listening at'));
      return line && /http:\/\/\S+/.exec(line.msg)?.[0];
    },
    240_000,
    proc,
  );
  return { proc, address };
}

/** The landing page's own call (packages/web sends the same). */
async function submit(base: string, address: string, email: string): Promise<void> {
  const response = await fetch(`${base}/rest/v1/rpc/append_email`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${ANON_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ url: address, new_email: email }),
  });
  if (!response.ok)
    throw new Error(`append_email ${address}: ${response.status} ${await response.text()}`);
}

// ---- the pages ---------------------------------------------------------------------------

/**
 * Port 80 of a random 127.x.y.z (so two benches, or anyone's server on 127.0.0.1:80, never
 * meet), forwarding to the analyzer's fixture server: `/` of host `…-pN.….example` is page
 * N mod 6, any other path (the pages' images) goes through as it is.
 */
async function startPageHost(
  fixtures: FixtureServer,
): Promise<{ ip: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const n = Number(/-p(\d+)\./.exec(req.headers.host ?? '')?.[1] ?? 0);
    const path = req.url === '/' ? `/${PAGES[n % PAGES.length]}` : (req.url ?? '/');
    const upstream = httpRequest(
      { host: '127.0.0.1', port: fixtures.port, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  for (let attempt = 0; ; attempt += 1) {
    const ip =
      attempt < 5
        ? `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`
        : '127.0.0.1';
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(80, ip, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return {
        ip,
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES')
        throw new Error(
          'The bench serves its pages on port 80 (the landing form takes no port): run it as root or give node cap_net_bind_service.',
        );
      if (attempt >= 5) throw error;
    }
  }
}

/** Distinct addresses (never joining an earlier request) and the ANALYZER_RESOLVE pinning them. */
function addresses(label: string, count: number, ip: string) {
  const tag = randomBytes(3).toString('hex');
  const hosts = Array.from({ length: count }, (_, i) => `${label}-${tag}-p${i}.bench.example`);
  return { hosts, resolve: hosts.map((h) => `${h}:${ip}`).join(',') };
}

// ---- (a) latency on PGlite ---------------------------------------------------------------

interface LatencySample {
  host: string;
  totalMs: number;
  waitMs: number;
  analysisMs: number;
}

async function latencyRun(pageIp: string): Promise<{ samples: LatencySample[]; firstMs: number }> {
  const data = await makeDataDir('bench-queue');
  cleanups.push(data.remove);
  // One more than measured: the first page also waits for the worker's Chromium to warm up.
  const { hosts, resolve } = addresses('lat', LATENCY_SAMPLES + 1, pageIp);
  const { proc, address } = await startServer({
    DATA_DIR: data.path,
    ANALYZER_RESOLVE: resolve,
    // Production refuses ANALYZER_RESOLVE unless told twice (config.ts).
    ALLOW_UNSAFE_ANALYZER: 'true',
  });
  await waitFor(
    'analysis worker start',
    () => proc.lines().find((l) => l.msg === 'analysis workers running'),
    240_000,
    proc,
  );

  // PGlite belongs to the server process while it runs: the server's own line, written once the
  // draft's transaction has committed, tells us it is stored; the database is read afterwards.
  const submittedAt = new Map<string, number>();
  const storedAt = new Map<number, number>();
  const settledIds = new Set<number>();
  for (const [i, host] of hosts.entries()) {
    const before = new Set(settledIds);
    submittedAt.set(`https://${host}`, Date.now());
    await submit(address, host, `visitor${i}@example.org`);
    await waitFor(
      `draft of ${host}`,
      () => {
        for (const line of proc.lines()) {
          if (line.requestId === undefined || before.has(line.requestId)) continue;
          if (line.msg === 'draft report stored') storedAt.set(line.requestId, line.time);
          if (line.msg === 'draft report stored' || line.msg === 'analysis failed') {
            settledIds.add(line.requestId);
            return true;
          }
        }
        return undefined;
      },
      300_000,
      proc,
    );
    process.stdout.write('.');
  }
  log();
  await proc.stop();

  const db = await openDatabase({ dataDir: data.path, databaseUrl: undefined });
  try {
    const rows = await db.query<{ id: string; url: string; status: string; started_at: Date }>(
      'SELECT id, url, status, started_at FROM analysis_requests ORDER BY id',
    );
    const samples: LatencySample[] = [];
    for (const row of rows) {
      const at = submittedAt.get(row.url);
      const stored = storedAt.get(Number(row.id));
      if (row.status !== 'draft' || at === undefined || stored === undefined)
        throw new Error(`request ${row.url} ended ${row.status}, not as a draft`);
      samples.push({
        host: row.url,
        totalMs: stored - at,
        waitMs: row.started_at.getTime() - at,
        analysisMs: stored - row.started_at.getTime(),
      });
    }
    if (samples.length !== hosts.length)
      throw new Error(`${hosts.length} submitted, ${samples.length} requests stored`);
    const [first, ...rest] = samples;
    return { samples: rest, firstMs: first!.totalMs };
  } finally {
    await db.close();
  }
}

// ---- (b) throughput on PostgreSQL --------------------------------------------------------

interface ThroughputRun {
  workers: number;
  drafts: number;
  failed: number;
  retries: number;
  spanMs: number;
  pagesPerMinute: number;
}

async function throughputRun(
  pgUrl: string,
  workers: number,
  pageIp: string,
): Promise<ThroughputRun> {
  const schema = await createTestSchema(pgUrl);
  const data = makeTempDir('bench-pg');
  const procs: Proc[] = [];
  const db = await openDatabase({ dataDir: data.path, databaseUrl: schema.url });
  try {
    const { hosts, resolve } = addresses(`w${workers}`, JOBS, pageIp);
    const env = {
      DATABASE_URL: schema.url,
      ANALYZER_RESOLVE: resolve,
      ALLOW_UNSAFE_ANALYZER: 'true',
    };
    const server = await startServer({ ...env, DATA_DIR: data.path, WORKERS: '0' });
    procs.push(server.proc);
    for (const [i, host] of hosts.entries())
      await submit(server.address, host, `visitor${i}@example.org`);
    // All queued (the server's outbox drainer made the jobs) before any worker starts.
    await waitFor(
      'jobs queued',
      async () => {
        const [row] = await db.query<{ queued: number }>(
          "SELECT count(*)::int AS queued FROM analysis_requests WHERE status = 'queued'",
        );
        return row!.queued === JOBS ? true : undefined;
      },
      60_000,
    );

    const workerProcs = Array.from({ length: workers }, () => startProcess(WORKER_ENTRY, env));
    procs.push(...workerProcs);
    const rows = await waitFor(
      'all jobs settled',
      async () => {
        const rows = await db.query<{ status: string; attempts: number }>(
          'SELECT status, attempts FROM analysis_requests',
        );
        return rows.length === JOBS &&
          rows.every((r) => r.status === 'draft' || r.status === 'failed')
          ? rows
          : undefined;
      },
      600_000,
    );
    for (const worker of workerProcs)
      if (worker.child.exitCode !== null) throw new Error(worker.output());
    // Times from the workers' own lines: the first 'analysing', the last 'draft report stored'
    // (written once its transaction has committed).
    const lines = workerProcs.flatMap((w) => w.lines());
    const first = Math.min(...lines.filter((l) => l.msg === 'analysing').map((l) => l.time));
    const last = Math.max(
      ...lines.filter((l) => l.msg === 'draft report stored').map((l) => l.time),
    );
    const drafts = rows.filter((r) => r.status === 'draft').length;
    const spanMs = last - first;
    return {
      workers,
      drafts,
      failed: JOBS - drafts,
      retries: rows.reduce((sum, r) => sum + r.attempts - 1, 0),
      spanMs,
      pagesPerMinute: (drafts / spanMs) * 60_000,
    };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await db.close();
    await schema.drop();
    data.remove();
  }
}

async function postgresProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** host:port/database of a connection string, without its credentials. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

// ---- main --------------------------------------------------------------------------------

async function cleanup(): Promise<void> {
  for (const proc of running) proc.child.kill('SIGKILL');
  for (const fn of cleanups.splice(0).reverse()) await fn();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

// What `npm start` does first; the entries run from dist/ as in production.
const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'));
const built = spawnSync(
  process.execPath,
  [tsc, '-b', 'packages/schema', 'packages/analyzer', 'packages/server'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

let exitCode = 0;
const fixtures = await startFixtureServer();
const pages = await startPageHost(fixtures);
cleanups.push(fixtures.close, pages.close);
try {
  log(`HEROSCOPE queue bench — ${new Date().toISOString()}`);
  log(`machine at start: ${machine()}, Node ${process.version}`);
  log(
    `pages: ${PAGES.length} analyzer fixture pages on http://<host>.bench.example → ${pages.ip}:80`,
  );
  log();

  log(`(a) submission → stored draft: PGlite, production server entry, default single worker`);
  log(`    (WORKERS=1, ANALYSIS_CONCURRENCY=2), ${LATENCY_SAMPLES} visitors one after another`);
  log(`    machine: ${machine()}`);
  const latency = await latencyRun(pages.ip);
  const col = (xs: number[]) =>
    `${sec(median(xs)).padStart(8)} ${sec(quantile(xs, 0.95)).padStart(8)} ${sec(Math.max(...xs)).padStart(8)}`;
  log(`    ${''.padEnd(28)}   median      p95      max`);
  log(
    `    ${'submission → stored draft'.padEnd(28)} ${col(latency.samples.map((s) => s.totalMs))}`,
  );
  log(
    `    ${'  of which waiting in queue'.padEnd(28)} ${col(latency.samples.map((s) => s.waitMs))}`,
  );
  log(
    `    ${'  of which analysis + store'.padEnd(28)} ${col(latency.samples.map((s) => s.analysisMs))}`,
  );
  log(
    `    first submission after the start (browser warming up, not counted): ${sec(latency.firstMs)}`,
  );
  log();

  log(`(b) pages per minute, first job started → last draft stored: PostgreSQL, server with`);
  log(`    WORKERS=0, ${JOBS} jobs queued before the workers start, \`npm run worker\` processes`);
  log(`    with ANALYSIS_CONCURRENCY=2, a fresh schema per run, median of ${RUNS} run(s)`);
  const problem = PG_URL ? await postgresProblem(PG_URL) : 'no PostgreSQL given';
  if (!PG_URL) {
    log(
      '    not run: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL to measure it.',
    );
  } else if (problem) {
    log(`    REFUSED: PostgreSQL at ${describeUrl(PG_URL)} is not reachable (${problem}).`);
    exitCode = 2;
  } else {
    log(`    database: ${describeUrl(PG_URL)}`);
    log(
      `    ${'workers'.padEnd(8)} ${'run'.padEnd(4)} ${'drafts'.padStart(6)} ${'failed'.padStart(6)} ${'retries'.padStart(7)} ${'span'.padStart(8)} ${'pages/min'.padStart(9)}   load at start`,
    );
    const results: ThroughputRun[] = [];
    for (const workers of [1, 2]) {
      for (let run = 1; run <= RUNS; run += 1) {
        const load = loadavg()[0]!.toFixed(2);
        const r = await throughputRun(PG_URL, workers, pages.ip);
        results.push(r);
        log(
          `    ${String(workers).padEnd(8)} ${String(run).padEnd(4)} ${String(r.drafts).padStart(6)} ${String(r.failed).padStart(6)} ${String(r.retries).padStart(7)} ${sec(r.spanMs).padStart(8)} ${r.pagesPerMinute.toFixed(1).padStart(9)}   ${load}`,
        );
      }
    }
    log();
    for (const workers of [1, 2]) {
      const mine = results.filter((r) => r.workers === workers).map((r) => r.pagesPerMinute);
      log(
        `    ${workers} worker process${workers > 1 ? 'es' : ''}: median ${median(mine).toFixed(1)} pages/min`,
      );
    }
  }
  log();
  log(`machine at the end: ${machine()}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
