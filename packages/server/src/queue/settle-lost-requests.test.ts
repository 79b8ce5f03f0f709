import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { ANALYSIS_QUEUE } from './analysis-job.js';
import { openQueue } from './open-queue.js';
import { drainOne } from './outbox-drainer.js';
import { queueSchemaName } from './queue-schema.js';
import { settleLostRequests } from './settle-lost-requests.js';

describeOnEachEngine('requests whose job was lost', (context) => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await openQueue(context().db, context().config, pino({ level: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false, wait: true });
  });

  it('end as failed once pg-boss has given up on the job, and only then', async () => {
    const { db } = context();
    const config = context().configWith({ ANALYSIS_RETRY_DELAY_SECONDS: '0' });
    const schema = await queueSchemaName(db);
    await db.query('SELECT append_email($1, $2)', ['https://lost.example', 'ada@example.org']);
    await drainOne(db, boss, config);
    // Three tries taken and abandoned, as by workers that died or hung on each.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [job] = await boss.fetch(ANALYSIS_QUEUE, { ignoreStartAfter: true });
      expect(job).toBeDefined();
      await db.query("UPDATE analysis_requests SET status = 'analysing'");
      expect(await settleLostRequests(db, schema)).toBe(0);
      await boss.fail(ANALYSIS_QUEUE, job!.id, {
        message: 'job failed by timeout in active state',
      });
    }
    expect(await settleLostRequests(db, schema)).toBe(1);
    expect(
      await db.query('SELECT status, failure_code, failure_reason FROM analysis_requests'),
    ).toEqual([
      {
        status: 'failed',
        failure_code: 'lost',
        failure_reason:
          'The analysis did not finish: its worker stopped or hung on every try (job failed by timeout in active state)',
      },
    ]);
    expect(await settleLostRequests(db, schema)).toBe(0);
  });
});
