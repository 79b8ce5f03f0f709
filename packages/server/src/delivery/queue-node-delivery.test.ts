import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { createPublishedReport } from '../../test/published-report-fixture.js';
import { startQueueNode, type QueueNode } from '../queue/start-queue-node.js';

const logger = pino({ level: 'silent' });

describeOnEachEngine('a queue node delivers approved reports', (context) => {
  let node: QueueNode | undefined;
  afterEach(async () => {
    await node?.stop(0);
    node = undefined;
  });

  it('sends them as .eml files to DATA_DIR/outbox when SMTP_URL is not set, once nudged', async () => {
    await context().reset();
    const config = context().configWith({
      PUBLIC_URL: 'https://heroscope.example',
      MAIL_FROM: 'HEROSCOPE <reports@heroscope.example>',
      SMTP_URL: undefined,
    });
    node = await startQueueNode({ db: context().db, config, logger });
    // What "Approve and send" commits, then its nudge.
    const report = await createPublishedReport(context().db);
    node.deliveries.nudge();

    const deadline = Date.now() + 20_000;
    let row: { state: string; message_ref: string | null; attempts: number } | undefined;
    for (;;) {
      [row] = await context().db.query<{
        state: string;
        message_ref: string | null;
        attempts: number;
      }>('SELECT state, message_ref, attempts FROM report_deliveries WHERE id = $1', [
        report.deliveries[0]!.id,
      ]);
      if (row?.state === 'sent' || row?.state === 'failed') break;
      if (Date.now() > deadline) throw new Error(`delivery is ${row?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    expect(row!.message_ref!.startsWith(join(config.dataDir, 'outbox') + '/')).toBe(true);
    const mail = await simpleParser(readFileSync(row!.message_ref!));
    expect(mail.from?.value).toEqual([{ name: 'HEROSCOPE', address: 'reports@heroscope.example' }]);
    expect(mail.text).toContain(`https://heroscope.example/report/${report.accessToken}`);
    expect(mail.text).toContain(
      `https://heroscope.example/unsubscribe/${report.deliveries[0]!.unsubscribeToken}`,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(['heroscope-report-shop.example.html']);
  });
});
