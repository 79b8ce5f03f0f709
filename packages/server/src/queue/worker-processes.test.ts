import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../analyzer/test/fixture-server.js';
import { createTestSchema, TEST_DATABASE_URL } from '../../test/test-engines.js';
import { openDatabase, type Database } from '../database.js';
import { runMigrations } from '../migrations.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const JOBS = 20;

interface Worker {
  child: ChildProcess;
  name: string;
  /** pino lines of this worker. */
  lines(): Array<{ msg: string; requestId?: number }>;
  exited: Promise<number | null>;
}

/**
 * Scale-out on one PostgreSQL with real `npm run worker` processes (src/worker-main.ts from
 * source): two workers share 20 jobs; one is SIGKILLed in the middle of an analysis, the other
 * is stopped by SIGTERM in the middle of one, and a third takes over. Every request ends as
 * exactly one draft: the killed worker's jobs are picked up again once they expire, the
 * SIGTERMed worker finishes what it had started before it exits (or hands back a job it had
 * only just fetched).
 */
describe.skipIf(!TEST_DATABASE_URL)('worker processes on PostgreSQL', () => {
  let fixtures: FixtureServer;
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let db: Database;
  const workers: Worker[] = [];

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    schema = await createTestSchema(TEST_DATABASE_URL!);
    db = await openDatabase({ dataDir: '/nonexistent', databaseUrl: schema.url });
    await runMigrations(db);
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await db?.close();
    await schema?.drop();
    await fixtures?.close();
  }, 60_000);

  function startWorker(name: string): Worker {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/worker-main.ts'],
      {
        cwd: PACKAGE_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: schema.url,
          LOG_LEVEL: 'info',
          ANALYZER_RESOLVE: 'site.test:127.0.0.1',
          ANALYSIS_CONCURRENCY: '2',
          ANALYSIS_PAGE_TIMEOUT_SECONDS: '10',
          // A killed worker's job is retried this long after it started: short here, yet well
          // above the longest analysis (https refused at once, then http within 10 s).
          ANALYSIS_JOB_TIMEOUT_SECONDS: '30',
          ANALYSIS_RETRY_DELAY_SECONDS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // 'close', not 'exit': only then has all its output been read (the last lines of a killed
    // worker tell which analyses it had started).
    const exited = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    const worker: Worker = {
      child,
      name,
      exited,
      lines: () =>
        out
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg: string; requestId?: number }),
    };
    workers.push(worker);
    return worker;
  }

  /** Requests this worker has started and not yet stored, waiting until there is one. */
  async function inFlight(worker: Worker): Promise<number[]> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const lines = worker.lines();
      const stored = new Set(
        lines.filter((l) => l.msg === 'draft report stored').map((l) => l.requestId),
      );
      const started = lines
        .filter((l) => l.msg === 'analysing' && !stored.has(l.requestId))
        .map((l) => l.requestId!);
      if (started.length > 0) return started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${worker.name} never started an analysis:\n${JSON.stringify(worker.lines())}`);
  }

  it('finishes all 20 jobs exactly once through a SIGKILL and a SIGTERM', async () => {
    const a = startWorker('A');
    const b = startWorker('B');
    for (let i = 0; i < JOBS; i += 1) {
      await db.query('SELECT append_email($1, $2)', [
        `http://site.test:${fixtures.port}/?visitor=${i}`,
        `visitor${i}@example.org`,
      ]);
    }

    await inFlight(a);
    a.child.kill('SIGKILL');
    await a.exited;
    // What it had started and not stored when it died (read after its death: it may have
    // started another between our look and the kill).
    const killed = await inFlight(a);

    const finishing = await inFlight(b);
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    const storedByB = new Set(
      b
        .lines()
        .filter((l) => l.msg === 'draft report stored')
        .map((l) => l.requestId),
    );
    for (const id of finishing) expect(storedByB).toContain(id);

    startWorker('C');
    const deadline = Date.now() + 180_000;
    let rows: Array<{ id: string; status: string; attempts: number }> = [];
    while (Date.now() < deadline) {
      rows = await db.query('SELECT id, status, attempts FROM analysis_requests ORDER BY id');
      if (rows.length === JOBS && rows.every((r) => r.status === 'draft')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(rows.map((r) => r.status)).toEqual(Array(JOBS).fill('draft'));
    // One report per request, none twice.
    const counts = await db.query<{ reports: number; distinct: number }>(
      'SELECT count(*)::int AS reports, count(DISTINCT request_id)::int AS distinct FROM reports',
    );
    expect(counts).toEqual([{ reports: JOBS, distinct: JOBS }]);
    // Every try is one worker's 'analysing' line. B's and C's lines are all there (they were
    // flushed at exit, or long before the end); A's last ones may have died with it (pino
    // writes asynchronously), so A's tries are what the count leaves: at most one per request.
    const tries = (name: string, id: string) =>
      workers
        .find((w) => w.name === name)!
        .lines()
        .filter((l) => l.msg === 'analysing' && l.requestId === Number(id)).length;
    for (const row of rows) {
      const byA = row.attempts - tries('B', row.id) - tries('C', row.id);
      expect([row.id, byA >= tries('A', row.id) && byA <= 1]).toEqual([row.id, true]);
      // A retried request was lost by A, or handed back by B (a job it had only just fetched
      // when told to stop: pg-boss's graceful stop waits for the jobs it sees, then fails the
      // rest into a retry).
      if (row.attempts > 1) {
        const handedBack = tries('B', row.id) > 0 && !storedByB.has(Number(row.id));
        expect([row.id, byA === 1 || handedBack]).toEqual([row.id, true]);
      }
    }
    // The analyses A was seen to have under way were all tried again.
    for (const id of killed) {
      expect(rows.find((r) => Number(r.id) === id)?.attempts).toBe(2);
    }
  }, 400_000);
});
