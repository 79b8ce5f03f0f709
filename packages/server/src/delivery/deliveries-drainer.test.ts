import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { createPublishedReport } from '../../test/published-report-fixture.js';
import { openQueue } from '../queue/open-queue.js';
import { drainDeliveries, startDeliveriesDrainer } from './deliveries-drainer.js';
import { DELIVERY_QUEUE, DELIVERY_RETRY_LIMIT } from './delivery-job.js';

const logger = pino({ level: 'silent' });

describeOnEachEngine('approved deliveries → deliver-report jobs', (context) => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await openQueue(context().db, context().config, logger);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false, wait: true });
  });
  beforeEach(async () => {
    await context().reset();
    await boss.purgeQueue(DELIVERY_QUEUE);
  });

  const deliveries = () =>
    context().db.query<{ id: string; email: string; state: string; job_id: string | null }>(
      'SELECT id, email, state, job_id FROM report_deliveries ORDER BY id',
    );

  it('gives each queued delivery exactly one job, in the transaction that records it', async () => {
    const { db } = context();
    await createPublishedReport(db, {
      emails: ['ada@example.org', 'bob@example.org', 'cy@example.org'],
    });
    // Settled or already queued rows are not touched.
    const [, second, third] = await deliveries();
    await db.query("UPDATE report_deliveries SET state = 'unsubscribed' WHERE id = $1", [
      second!.id,
    ]);
    await db.query(
      "UPDATE report_deliveries SET job_id = '00000000-0000-4000-8000-000000000001' WHERE id = $1",
      [third!.id],
    );

    expect(await drainDeliveries(db, boss)).toBe(1);
    expect(await drainDeliveries(db, boss)).toBe(0);
    const [first] = await deliveries();
    expect(first!.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await boss.getJobById<{ deliveryId: number }>(DELIVERY_QUEUE, first!.job_id!);
    expect(job).toMatchObject({
      data: { deliveryId: Number(first!.id) },
      state: 'created',
      retryLimit: DELIVERY_RETRY_LIMIT,
      retryBackoff: true,
    });
    expect(await boss.getQueueSize(DELIVERY_QUEUE)).toBe(1);
  });

  it('queues nothing twice when two drainers run over the same rows', async () => {
    const { db } = context();
    for (let i = 0; i < 4; i += 1) {
      await createPublishedReport(db, {
        url: `https://site${i}.example/`,
        emails: [`a${i}@example.org`, `b${i}@example.org`, `c${i}@example.org`],
      });
    }
    const racers = Array.from({ length: 2 }, async () => {
      while ((await drainDeliveries(db, boss)) > 0);
    });
    await Promise.all(racers);
    const rows = await deliveries();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(12);
    expect(rows.every((r) => r.job_id !== null)).toBe(true);
    expect(await boss.getQueueSize(DELIVERY_QUEUE)).toBe(12);
  });

  it('drains what an approval writes as soon as it is nudged, on every node', async () => {
    const { db } = context();
    // Long polls: only the nudge can explain a drain within the test.
    const drainers = [1, 2].map(() =>
      startDeliveriesDrainer({ db, boss, logger, intervalMs: 60_000 }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await createPublishedReport(db, { emails: ['ada@example.org', 'bob@example.org'] });
      drainers.forEach((d) => d.nudge());
      const deadline = Date.now() + 10_000;
      while ((await deliveries()).some((r) => r.job_id === null)) {
        if (Date.now() > deadline) throw new Error('not drained');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await Promise.all(drainers.map((d) => d.stop()));
    }
    expect(await boss.getQueueSize(DELIVERY_QUEUE)).toBe(2);
  });
});
