import { analyzeFacts } from '@heroscope/analyzer';
import { analysisResultSchema, pageFactsSchema } from '@heroscope/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../analyzer/test/fixture-server.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { loadReport } from '../reports/load-report.js';
import { analyzerOptionsFrom } from './analysis-runner.js';
import { createChildProcessRunner } from './child-process-runner.js';
import { startQueueNode, type QueueNode } from './start-queue-node.js';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

interface RequestRow {
  id: string;
  url: string;
  status: string;
  emails: string[];
  attempts: number;
  failure_code: string | null;
  failure_reason: string | null;
  analysed_url: string | null;
}

/**
 * The whole path on real parts: append_email (as a PostgREST calls it) → outbox → pg-boss job →
 * a real Chromium loading fixture pages through the engine's guard → stored draft or failure.
 * The browser runs in a forked worker process, as the server runs it (`npm run worker`'s
 * in-process browser is in worker-processes.test.ts). One browser per engine for every case.
 */
describeOnEachEngine('analysis pipeline (real Chromium)', (context) => {
  let fixtures: FixtureServer;
  let node: QueueNode;
  let site: string;
  let childRunner: Awaited<ReturnType<typeof createChildProcessRunner>>;

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    site = `http://site.test:${fixtures.port}`;
    const config = context().configWith({
      ANALYZER_RESOLVE: 'site.test:127.0.0.1',
      ANALYSIS_PAGE_TIMEOUT_SECONDS: '6',
      ANALYSIS_RETRY_DELAY_SECONDS: '1',
      ANALYSIS_JOB_TIMEOUT_SECONDS: '60',
      ANALYSIS_CONCURRENCY: '2',
    });
    node = await startQueueNode({ db: context().db, config, logger });
    childRunner = await createChildProcessRunner(analyzerOptionsFrom(config), logger);
    await node.addRunner(childRunner);
  }, 120_000);
  afterAll(async () => {
    await node?.stop(1000);
    await fixtures?.close();
  }, 60_000);

  const submit = (url: string, email: string) =>
    context().db.query('SELECT append_email($1, $2)', [url, email]);

  async function settled(count: number): Promise<RequestRow[]> {
    const deadline = Date.now() + 150_000;
    for (;;) {
      const rows = await context().db.query<RequestRow>(
        `SELECT id, url, status, emails, attempts, failure_code, failure_reason, analysed_url
           FROM analysis_requests ORDER BY id`,
      );
      if (rows.length === count && rows.every((r) => r.status === 'draft' || r.status === 'failed'))
        return rows;
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('stores drafts, refuses private targets, retries transient failures only', async () => {
    await submit(site, 'ada@example.org');
    await submit(site, 'bob@example.org'); // joins ada's request
    await submit(`http://127.0.0.1:${fixtures.port}`, 'eve@example.org');
    await submit(`${site}/404`, 'cy@example.org');
    await submit(`${site}/hang`, 'dan@example.org');
    node.drainer.nudge();
    const rows = await settled(4);
    const byUrl = (url: string) => rows.find((r) => r.url === url)!;

    // https first: the plain-HTTP fixture fails the TLS handshake, so http is analysed.
    const good = byUrl(site);
    expect(good).toMatchObject({
      status: 'draft',
      emails: ['ada@example.org', 'bob@example.org'],
      attempts: 1,
      failure_code: null,
      analysed_url: `${site}/`,
    });
    const report = (await loadReport(context().db, Number(good.id)))!;
    expect(() => analysisResultSchema.parse(report.result)).not.toThrow();
    expect(() => pageFactsSchema.parse(report.facts)).not.toThrow();
    expect(report.result.websiteContent.image).toMatch(/^data:image\/\w+;base64,/);
    expect(report.facts.mobile.screenshot.dataUrl).toMatch(/^data:image\/\w+;base64,/);
    // The missing HTTPS is a finding of the report.
    expect(report.result.audits.find((a) => a.id === 'https')).toMatchObject({ score: 0 });
    // Re-scored from the stored facts alone, the same report comes out.
    expect(
      analyzeFacts(report.facts, {
        analyzedAt: report.result.meta.analyzedAt,
        durationMs: report.result.meta.durationMs,
      }),
    ).toEqual(report.result);
    const shots = await context().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM report_screenshots',
    );
    expect(shots).toEqual([{ count: 2 }]);

    // The guard stays on: only the pinned pair is allowed, not loopback itself. No retry.
    expect(byUrl(`http://127.0.0.1:${fixtures.port}`)).toMatchObject({
      status: 'failed',
      attempts: 1,
      failure_code: 'blocked',
    });
    expect(byUrl(`http://127.0.0.1:${fixtures.port}`).failure_reason).toMatch(/Refused to fetch/);
    // An HTTP error is permanent too.
    expect(byUrl(`${site}/404`)).toMatchObject({
      status: 'failed',
      attempts: 1,
      failure_code: 'http-error',
    });
    // A page that never answers times out: tried three times, then failed with the reason.
    expect(byUrl(`${site}/hang`)).toMatchObject({
      status: 'failed',
      attempts: 3,
      failure_code: 'timeout',
    });
    expect(fixtures.hits.get('/hang')).toBe(3);
    const reports = await context().db.query('SELECT request_id FROM reports');
    expect(reports).toEqual([{ request_id: good.id }]);
  }, 200_000);

  it('tries a job again when its worker process is killed mid-analysis', async () => {
    await context().reset();
    const before = childRunner.pid();
    await submit(`${site}/slow?ms=1000`, 'fay@example.org');
    node.drainer.nudge();
    // Killed once the page is being loaded (the fixture server has seen the request).
    while (!fixtures.hits.get('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(before!, 'SIGKILL');
    const [row] = await settled(1);
    expect(row).toMatchObject({ status: 'draft', analysed_url: `${site}/slow?ms=1000` });
    // The killed try and the one that stored the draft; on a loaded machine the first page of
    // the new browser may also time out once (6 s here), which is retried as it should be.
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(childRunner.pid()).not.toBe(before);
  }, 120_000);
});
