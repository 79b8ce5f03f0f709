import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from './mail-delivery-error.js';
import { createMailer } from './mailer.js';
import { composeReportEmail } from './report-email.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

const FROM = 'HEROSCOPE <reports@heroscope.test>';
const message = () =>
  composeReportEmail({
    to: 'ada@example.org',
    siteUrl: 'https://shop.example/',
    scores: [
      { label: 'Standards', value: 0 },
      { label: 'Clarity', value: 62 },
      { label: 'Conversion', value: 47 },
      { label: 'Design', value: 71 },
    ],
    reportUrl: 'https://heroscope.test/report/abc123',
    unsubscribeUrl: 'https://heroscope.test/unsubscribe/def456',
    supportEmail: 'hello@heroscope.test',
    htmlReport: '<!doctype html><title>Report</title><h1>shop.example</h1>',
  });

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('createMailer over SMTP', () => {
  it('delivers the report email with its link, scores, attachment and one-click unsubscribe', async () => {
    smtp = await startTestSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    const sent = await mailer.send(message());
    mailer.close();

    expect(sent.via).toBe('smtp');
    expect(smtp.recipients).toEqual(['ada@example.org']);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Your HEROSCOPE report for shop.example');
    expect(mail?.from?.text).toContain('reports@heroscope.test');
    expect(mail?.text).toContain('https://heroscope.test/report/abc123');
    expect(mail?.text).toMatch(/Standards\s+NA/);
    expect(mail?.text).toMatch(/Clarity\s+62/);
    expect(mail?.html).toContain('href="https://heroscope.test/report/abc123"');
    const header = (key: string) => mail?.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://heroscope.test/unsubscribe/def456>',
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe('heroscope-report-shop.example.html');
    expect(mail?.attachments[0]?.content.toString()).toContain('<h1>shop.example</h1>');
  });

  it('says a 4xx refusal is worth retrying and a 5xx one is not', async () => {
    smtp = await startTestSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    smtp.rejectWith = 451;
    const temporary = await mailer.send(message()).catch((e: unknown) => e);
    expect(temporary).toBeInstanceOf(MailDeliveryError);
    expect(temporary).toMatchObject({ transient: true, responseCode: 451 });
    smtp.rejectWith = 550;
    const permanent = await mailer.send(message()).catch((e: unknown) => e);
    expect(permanent).toMatchObject({ transient: false, responseCode: 550 });
    mailer.close();
    expect(smtp.received).toHaveLength(0);
  });

  it('treats a server that is down as transient, and delivers once it is back', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: FROM,
      timeoutMs: 2000,
    });
    const outage = await mailer.send(message()).catch((e: unknown) => e);
    expect(outage).toMatchObject({ name: 'MailDeliveryError', transient: true });

    smtp = await startTestSmtpServer(port);
    await mailer.send(message());
    mailer.close();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('createMailer without SMTP_URL (the outbox)', () => {
  it('writes each message as an .eml file, logs where, and never names the file after the recipient', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'heroscope-outbox-')), 'outbox');
    const logged: unknown[] = [];
    const mailer = createMailer({
      outboxDir,
      from: FROM,
      logger: { info: (obj: unknown) => logged.push(obj) } as never,
    });
    const sent = await mailer.send(message());

    expect(sent.via).toBe('outbox');
    const files = readdirSync(outboxDir);
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    expect(files[0]).not.toContain('ada');
    expect(sent.path).toBe(join(outboxDir, files[0]!));
    expect(logged).toEqual([{ path: sent.path }]);

    const mail = await simpleParser(readFileSync(sent.path!));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.org');
    expect(mail.subject).toBe('Your HEROSCOPE report for shop.example');
    expect(mail.attachments[0]?.filename).toBe('heroscope-report-shop.example.html');
  });
});
