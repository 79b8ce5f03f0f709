import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { createPublishedReport, DESKTOP_PNG } from '../../test/published-report-fixture.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.js';
import { openQueue } from '../queue/open-queue.js';
import { handleDeliveryJob } from './deliver-report.js';
import { queueSchemaName } from '../queue/queue-schema.js';
import { settleLostDeliveries } from './settle-lost-deliveries.js';
import { drainDeliveries } from './deliveries-drainer.js';
import { DELIVERY_QUEUE, DELIVERY_RETRY_LIMIT, type DeliveryJobData } from './delivery-job.js';
import { startDeliveryWorker } from './start-delivery-workers.js';

const logger = pino({ level: 'silent' });
const PUBLIC_URL = 'https://heroscope.example';
const FROM = 'HEROSCOPE <reports@heroscope.example>';

interface DeliveryRow {
  id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  message_ref: string | null;
  sent_at: Date | null;
}

describeOnEachEngine('delivering a report by email', (context) => {
  let boss: PgBoss;
  let smtp: TestSmtpServer;
  let mailer: Mailer | undefined;
  let workerId: string | undefined;
  beforeAll(async () => {
    boss = await openQueue(context().db, context().config, logger);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false, wait: true });
  });
  beforeEach(async () => {
    await context().reset();
    await boss.purgeQueue(DELIVERY_QUEUE);
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    if (workerId) await boss.offWork({ id: workerId });
    workerId = undefined;
    mailer?.close();
    await smtp.close();
  });

  const config = () => context().configWith({ PUBLIC_URL: `${PUBLIC_URL}/` });
  const deps = () => ({ db: context().db, mailer: mailer!, config: config(), logger });
  const delivery = async (id: number) =>
    (
      await context().db.query<DeliveryRow>(
        `SELECT id, state, attempts, last_error, message_ref, sent_at
         FROM report_deliveries WHERE id = $1`,
        [id],
      )
    )[0]!;
  async function until(id: number, states: string[], timeoutMs = 20_000): Promise<DeliveryRow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await delivery(id);
      if (states.includes(row.state)) return row;
      if (Date.now() > deadline) throw new Error(`delivery ${id} is ${row.state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** A job as pg-boss hands it over, for driving one try by hand. */
  const jobFor = (deliveryId: number, retryCount = 0) =>
    ({
      id: '00000000-0000-4000-8000-00000000000a',
      name: DELIVERY_QUEUE,
      data: { deliveryId },
      retryCount,
      retryLimit: DELIVERY_RETRY_LIMIT,
    }) as unknown as PgBoss.JobWithMetadata<DeliveryJobData>;

  it('sends the report through SMTP: links from PUBLIC_URL, one-click unsubscribe, the HTML report attached', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db, {
      emails: ['ada@example.org', 'bob@example.org'],
    });
    workerId = await startDeliveryWorker(boss, deps());
    expect(await drainDeliveries(context().db, boss)).toBe(2);
    const [ada, bob] = report.deliveries;
    const sent = await until(ada!.id, ['sent', 'failed']);
    await until(bob!.id, ['sent', 'failed']);

    expect(sent).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    expect(smtp.recipients.sort()).toEqual(['ada@example.org', 'bob@example.org']);
    const mail = smtp.received.find((m) => m.text?.includes(ada!.unsubscribeToken))!;
    expect(sent.message_ref).toBe(mail.messageId);
    expect(mail.subject).toBe('Your HEROSCOPE report for shop.example');
    expect(mail.from?.value).toEqual([{ name: 'HEROSCOPE', address: 'reports@heroscope.example' }]);
    const reportUrl = `${PUBLIC_URL}/report/${report.accessToken}`;
    const unsubscribe = `${PUBLIC_URL}/unsubscribe/${ada!.unsubscribeToken}`;
    expect(mail.text).toContain(reportUrl);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`href="${reportUrl}"`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    // The four scores of the published version, as the email shows them.
    for (const score of report.version.scores) {
      const shown = score.value === 0 ? 'NA' : String(score.value);
      expect(mail.text).toMatch(new RegExp(`${score.label}\\s+${shown}\\b`));
    }
    // Unfolded: a long header is wrapped onto continuation lines.
    const header = (key: string) =>
      mail.headerLines.find((h) => h.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0]!;
    expect(attachment.filename).toBe('heroscope-report-shop.example.html');
    expect(attachment.contentType).toBe('text/html');
    const html = attachment.content.toString('utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    // Self-contained: the screenshot inlined from report_screenshots, nothing fetched.
    expect(html).toContain(`src="data:image/png;base64,${DESKTOP_PNG.toString('base64')}"`);
    expect(html).not.toContain('screenshot:desktop');
    expect(html).not.toMatch(/<script|<link|@import|url\(|src="(?!data:)/i);
    // The published version, not the engine's draft: every opportunity the reviewer kept.
    for (const o of report.version.opportunities.slice(0, 3))
      expect(html).toContain(o.component.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  });

  it("links an iteration's email to the first report's page, where v2 shows beside v1", async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const v1 = await createPublishedReport(context().db, { emails: ['ada@example.org'] });
    await context().db.query("UPDATE report_deliveries SET state = 'sent' WHERE report_id = $1", [
      v1.reportId,
    ]);
    const v2 = await createPublishedReport(context().db, {
      emails: ['ada@example.org'],
      parentRequestId: v1.requestId,
    });
    const outcome = await handleDeliveryJob(jobFor(v2.deliveries[0]!.id), deps());
    expect(outcome).toMatchObject({ outcome: 'sent' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain(`${PUBLIC_URL}/report/${v1.accessToken}`);
    expect(smtp.received[0]!.text).not.toContain(v2.accessToken);
  });

  it('sends what the reviewer approved, not what the engine first wrote', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db, {
      edit: (version) => ({
        ...version,
        opportunities: [
          { ...version.opportunities[0]!, component: 'Reviewer-rewritten hero headline' },
        ],
      }),
    });
    await handleDeliveryJob(jobFor(report.deliveries[0]!.id), deps());
    const html = smtp.received[0]!.attachments[0]!.content.toString('utf8');
    expect(html).toContain('Reviewer-rewritten hero headline');
    expect(html).not.toContain(report.version.opportunities[1]?.component ?? '\u0000');
  });

  it('writes an .eml file to DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const outboxDir = join(config().dataDir, 'outbox');
    mailer = createMailer({ outboxDir, from: FROM, logger });
    const report = await createPublishedReport(context().db);
    const outcome = await handleDeliveryJob(jobFor(report.deliveries[0]!.id), deps());
    const row = await delivery(report.deliveries[0]!.id);
    expect(outcome).toEqual({ outcome: 'sent', messageRef: row.message_ref });
    expect(row.state).toBe('sent');
    expect(row.message_ref!.startsWith(`${outboxDir}/`)).toBe(true);
    expect(row.message_ref!.endsWith('.eml')).toBe(true);
    const mail = await simpleParser(readFileSync(row.message_ref!));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.org');
    expect(mail.text).toContain(`${PUBLIC_URL}/report/${report.accessToken}`);
    expect(mail.attachments[0]?.filename).toBe('heroscope-report-shop.example.html');
    expect(smtp.received).toHaveLength(0);
  });

  it('retries after the mail server refuses for now, and delivers on the next try', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db);
    const id = report.deliveries[0]!.id;
    smtp.rejectWith = 451;
    const states: string[] = [];
    const record = (state: string) => states.at(-1) !== state && states.push(state);
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        record((await delivery(id)).state);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      workerId = await startDeliveryWorker(boss, deps());
      // pg-boss's first retry waits 1 to 2 s with a delay of 1 s.
      await drainDeliveries(context().db, boss, { retryDelaySeconds: 1 });
      const retrying = await until(id, ['retrying']);
      expect(retrying).toMatchObject({ attempts: 1, message_ref: null });
      expect(retrying.last_error).toContain('Refused by the test server');
      smtp.rejectWith = null;
      const sent = await until(id, ['sent', 'failed']);
      expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    } finally {
      watching = false;
      await watcher;
    }
    record((await delivery(id)).state);
    // queued → sending → retrying → sending → sent (a poll may miss a short 'sending').
    expect(states.filter((s) => s === 'retrying' || s === 'sent')).toEqual(['retrying', 'sent']);
    expect(states.every((s) => ['queued', 'sending', 'retrying', 'sent'].includes(s))).toBe(true);
    expect(smtp.received).toHaveLength(1);
  });

  it('ends a delivery the server refuses for good as failed, with the reason, and does not retry', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db);
    smtp.rejectWith = 550;
    const outcome = await handleDeliveryJob(jobFor(report.deliveries[0]!.id), deps());
    expect(outcome).toMatchObject({ outcome: 'failed' });
    const row = await delivery(report.deliveries[0]!.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.last_error).toContain('Refused by the test server');
  });

  it('gives up as failed after the last try of a transient failure', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db);
    const id = report.deliveries[0]!.id;
    smtp.rejectWith = 451;
    await expect(handleDeliveryJob(jobFor(id, 0), deps())).rejects.toMatchObject({
      transient: true,
    });
    expect((await delivery(id)).state).toBe('retrying');
    const outcome = await handleDeliveryJob(jobFor(id, DELIVERY_RETRY_LIMIT), deps());
    expect(outcome).toMatchObject({ outcome: 'failed' });
    const row = await delivery(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    expect(row.last_error).toMatch(/^Gave up after 6 tries: .*Refused by the test server/);
  });

  it('sends nothing to an address that unsubscribed, nor twice to one already sent', async () => {
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const report = await createPublishedReport(context().db, {
      emails: ['ada@example.org', 'bob@example.org'],
    });
    const [ada, bob] = report.deliveries;
    await context().db.query("UPDATE report_deliveries SET state = 'unsubscribed' WHERE id = $1", [
      ada!.id,
    ]);
    expect(await handleDeliveryJob(jobFor(ada!.id), deps())).toEqual({
      outcome: 'skipped',
      state: 'unsubscribed',
    });
    await handleDeliveryJob(jobFor(bob!.id), deps());
    expect(await handleDeliveryJob(jobFor(bob!.id), deps())).toEqual({
      outcome: 'skipped',
      state: 'sent',
    });
    expect(smtp.recipients).toEqual(['bob@example.org']);
    expect(await delivery(ada!.id)).toMatchObject({ state: 'unsubscribed', attempts: 0 });
  });

  it('ends as failed a delivery whose job pg-boss gave up on mid-send', async () => {
    const { db } = context();
    const report = await createPublishedReport(db, {
      emails: ['ada@example.org', 'bob@example.org'],
    });
    const [lost, fine] = report.deliveries;
    // A last try whose process died: the job failed with no retry left, the row still sending.
    const jobId = await boss.send(DELIVERY_QUEUE, { deliveryId: lost!.id }, { retryLimit: 0 });
    await boss.fail(DELIVERY_QUEUE, jobId!, { message: 'worker died' });
    await db.query(
      "UPDATE report_deliveries SET state = 'sending', attempts = 1, job_id = $2 WHERE id = $1",
      [lost!.id, jobId],
    );
    expect(await settleLostDeliveries(db, await queueSchemaName(db))).toBe(1);
    expect(await delivery(lost!.id)).toMatchObject({
      state: 'failed',
      last_error: 'The email was not sent: its worker stopped or hung on every try',
    });
    expect((await delivery(fine!.id)).state).toBe('queued');
    expect(await settleLostDeliveries(db, await queueSchemaName(db))).toBe(0);
  });
});
