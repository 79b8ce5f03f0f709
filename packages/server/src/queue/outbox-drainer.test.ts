import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine, TEST_ANON_KEY } from '../../test/test-engines.js';
import { ANALYSIS_QUEUE } from './analysis-job.js';
import { openQueue } from './open-queue.js';
import { drainOne } from './outbox-drainer.js';

const logger = pino({ level: 'silent' });

describeOnEachEngine('submission → outbox → queue', (context) => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await openQueue(context().db, context().config, logger);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false, wait: true });
  });
  beforeEach(async () => {
    await context().reset();
    await boss.purgeQueue(ANALYSIS_QUEUE);
  });

  const submit = (url: string, email: string) =>
    context().db.query('SELECT append_email($1, $2)', [url, email]);
  const requests = () =>
    context().db.query<{
      id: string;
      url: string;
      status: string;
      emails: string[];
      job_id: string;
    }>('SELECT id, url, status, emails, job_id FROM analysis_requests ORDER BY id');

  it("writes the outbox row in the submission's own statement, whichever way it came", async () => {
    const app = await createApp({ config: context().config, db: context().db, logger });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/rest/v1/rpc/append_email',
        headers: { apikey: TEST_ANON_KEY },
        payload: { url: 'Example.com', new_email: 'ada@example.org' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // As a PostgREST would: the procedure called straight on the database.
    await submit('https://other.example', 'bob@example.org');
    expect(await context().db.query('SELECT url, email FROM analysis_outbox ORDER BY id')).toEqual([
      { url: 'https://example.com', email: 'ada@example.org' },
      { url: 'https://other.example', email: 'bob@example.org' },
    ]);
  });

  it('drains each row into a queued request and its job, in one transaction', async () => {
    await submit('https://example.com', 'ada@example.org');
    const outcome = await drainOne(context().db, boss, context().config);
    expect(outcome.kind).toBe('queued');
    expect(await drainOne(context().db, boss, context().config)).toEqual({ kind: 'empty' });
    const [request] = await requests();
    expect(request).toMatchObject({
      url: 'https://example.com',
      status: 'queued',
      emails: ['ada@example.org'],
    });
    const job = await boss.getJobById<{ requestId: number }>(ANALYSIS_QUEUE, request!.job_id);
    expect(job).toMatchObject({
      data: { requestId: Number(request!.id) },
      state: 'created',
      retryLimit: 2,
      retryBackoff: true,
    });
    expect(await context().db.query('SELECT * FROM analysis_outbox')).toEqual([]);
  });

  it('lets a second visitor join a request made within REANALYSE_AFTER_HOURS', async () => {
    await submit('https://example.com', 'ada@example.org');
    await submit('https://example.com', 'bob@example.org');
    await submit('https://example.com', 'ADA@example.org'); // the same inbox asking again
    for (let i = 0; i < 3; i += 1) await drainOne(context().db, boss, context().config);
    const [request, ...others] = await requests();
    expect(others).toEqual([]);
    expect(request!.emails).toEqual(['ada@example.org', 'bob@example.org']);
    expect(await boss.getQueueSize(ANALYSIS_QUEUE)).toBe(1);
  });

  it('starts a new analysis after REANALYSE_AFTER_HOURS, or when the last one failed', async () => {
    const config = context().configWith({ REANALYSE_AFTER_HOURS: '24' });
    await submit('https://example.com', 'ada@example.org');
    await drainOne(context().db, boss, config);
    await context().db.query(
      "UPDATE analysis_requests SET created_at = now() - interval '25 hours', status = 'draft'",
    );
    await submit('https://example.com', 'bob@example.org');
    await drainOne(context().db, boss, config);
    await context().db.query(
      "UPDATE analysis_requests SET status = 'failed' WHERE emails = '{bob@example.org}'",
    );
    await submit('https://example.com', 'cy@example.org');
    await drainOne(context().db, boss, config);
    expect((await requests()).map((r) => [r.status, r.emails])).toEqual([
      ['draft', ['ada@example.org']],
      ['failed', ['bob@example.org']],
      ['queued', ['cy@example.org']],
    ]);
  });

  it('queues nothing twice when several drainers race over the same rows', async () => {
    for (let i = 0; i < 10; i += 1)
      await submit(`https://site${i % 4}.example`, `v${i}@example.org`);
    const drainers = Array.from({ length: 4 }, async () => {
      while ((await drainOne(context().db, boss, context().config)).kind !== 'empty');
    });
    await Promise.all(drainers);
    const rows = await requests();
    expect(rows.map((r) => r.url).sort()).toEqual(
      [0, 1, 2, 3].map((i) => `https://site${i}.example`),
    );
    expect(rows.flatMap((r) => r.emails)).toHaveLength(10);
    expect(await boss.getQueueSize(ANALYSIS_QUEUE)).toBe(4);
  });
});
