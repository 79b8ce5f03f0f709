/**
 * The whole promise, end to end on real parts (issue #8): a visitor submits an address on the
 * landing page; the server's own worker analyses it (a fictional page served on this machine,
 * pinned through ANALYZER_RESOLVE); a reviewer made with `npm run reviewer -- add` signs in to
 * /review, deletes one opportunity and edits another, approves; the email reaches a real SMTP
 * server; its link opens the private report showing the edit and not the deleted item; the
 * visitor answers a question and the reviewer sees the answer.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewQueueSchema, reviewRequestDetailSchema } from '@heroscope/schema';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../packages/server/src/mail/test-smtp-server.js';
import { launchBrowser } from './support/browser.js';
import { buildWeb, startServer, type RunningServer } from './support/server.js';

const root = new URL('..', import.meta.url).pathname;
const SITE = 'loopwise.example';
const VISITOR = 'founder@loopwise.example';
const REVIEWER = 'reviewer@heroscope.example';
const PASSWORD = 'a long reviewer passphrase';

let webDir: string;
let fixture: Server;
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

/**
 * The visitor's address has no port (SPEC §5), and the engine tries https then http on the
 * default ports: the page is served on 127.0.0.1:80 (the tests run as root here and in CI).
 */
async function serveFixturePage(): Promise<Server> {
  const html = readFileSync(join(root, 'samples/pages/pyladies/v1.html'));
  const s = createServer((request, response) => {
    if ((request.url ?? '/').split('?')[0] !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve, reject) => {
    s.once('error', reject);
    s.listen(80, '127.0.0.1', resolve);
  });
  return s;
}

/** `npm run reviewer -- add`, the password on standard input, while the server runs. */
function addReviewer(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'reviewer', '--', 'add', REVIEWER], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end(`${PASSWORD}\n`);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`reviewer add failed (${code}):\n${out}`)),
    );
  });
}

beforeAll(async () => {
  webDir = buildWeb();
  fixture = await serveFixturePage();
  smtp = await startTestSmtpServer();
  server = await startServer({
    WEB_DIST_DIR: webDir,
    ANON_KEY: 'e2e-anon-key-0123456789abcdef',
    WORKERS: '1',
    ANALYZER_RESOLVE: `${SITE}:127.0.0.1`,
    // The pin lets the engine reach a loopback page; production refuses it without this.
    ALLOW_UNSAFE_ANALYZER: 'true',
    ANALYSIS_PAGE_TIMEOUT_SECONDS: '30',
    SMTP_URL: smtp.url,
  });
  await addReviewer(server.dataDir);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await new Promise((resolve) => fixture?.close(resolve));
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

async function visitorSubmits(page: Page) {
  await page.goto(server.origin);
  await page.getByRole('textbox', { name: 'Website address' }).fill(SITE);
  await page.getByRole('button', { name: 'Analyse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get the analysis in your inbox' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(VISITOR);
  await dialog.getByRole('button', { name: /send me the analysis/i }).click();
  await expect
    .poll(() => page.getByText("Thank you! We'll get back to you soon.").isVisible())
    .toBe(true);
}

const queueItemSchema = reviewQueueSchema;

async function waitForDraft(reviewer: Page): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const r = await reviewer.request.get(`${server.origin}/api/review/requests`);
        const item = queueItemSchema.parse(await r.json()).items.find((i) => i.url.includes(SITE));
        if (item) id = item.id;
        return item?.status;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe('draft');
  return id;
}

/** Two opportunities whose component names are unique in the draft, so their cards can be named. */
async function pickTwo(reviewer: Page, id: number) {
  const r = await reviewer.request.get(`${server.origin}/api/review/requests/${id}`);
  const detail = reviewRequestDetailSchema.parse(await r.json());
  const names = detail.draft!.opportunities.map((o) => o.component);
  const unique = names.filter((n) => names.indexOf(n) === names.lastIndexOf(n));
  expect(unique.length).toBeGreaterThanOrEqual(2);
  return { edited: unique[0]!, deleted: unique[1]! };
}

describe('from a request to a verified report in the inbox', () => {
  it('runs the whole way on real parts', async () => {
    // The reviewer has the console open before anything is asked: the queue is empty.
    const reviewer = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await reviewer.goto(`${server.origin}/review`);
    await reviewer.getByLabel('Email').fill(REVIEWER);
    await reviewer.getByLabel('Password').fill(PASSWORD);
    await reviewer.getByRole('button', { name: 'Sign in' }).click();
    await reviewer.getByRole('button', { name: 'Sign out' }).waitFor();

    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visitorSubmits(visitor);

    // Without a reload the request appears on the idle queue (it asks every 30 s), then its row
    // leaves Analysing (it asks every 5 s while one is; In review once pickTwo has opened it).
    const row = reviewer
      .getByRole('listitem')
      .filter({ has: reviewer.getByRole('button', { name: SITE }) });
    await row.waitFor({ timeout: 45_000 });
    const id = await waitForDraft(reviewer);
    const { edited, deleted } = await pickTwo(reviewer, id);
    await row.getByText(/^(Draft|In review)$/).waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: SITE }).click();
    await reviewer.getByRole('heading', { name: `Request ${id}` }).waitFor();

    // Edit one opportunity's problem.
    const EDIT = 'Reviewed: the headline does not say who the programme is for.';
    await reviewer.getByRole('button', { name: edited, exact: true }).click();
    const editedCard = reviewer.locator('li', {
      has: reviewer.getByRole('button', { name: edited, exact: true }),
    });
    await editedCard.getByLabel('Problem').fill(EDIT);
    await editedCard.getByRole('button', { name: 'Save changes' }).click();
    await reviewer.getByText('revision 1').first().waitFor();

    // Delete another as a false positive, with its reason.
    await reviewer.getByRole('button', { name: deleted, exact: true }).click();
    const deletedCard = reviewer.locator('li', {
      has: reviewer.getByRole('button', { name: deleted, exact: true }),
    });
    await deletedCard.getByRole('button', { name: /Delete as a false positive/ }).click();
    await deletedCard.getByLabel(/Why is it a false positive/).fill('Not true of this page');
    await deletedCard.getByRole('button', { name: 'Delete', exact: true }).click();
    await reviewer.getByText('revision 2').first().waitFor();
    const trail = reviewer.getByRole('region', { name: /Audit trail/ });
    await expect.poll(() => trail.textContent()).toContain('Not true of this page');

    await reviewer.getByRole('button', { name: 'Approve and send…' }).click();
    await reviewer.getByRole('button', { name: 'Yes, approve and send' }).click();
    await reviewer.getByText(/on its way/).waitFor();

    // The email reaches the SMTP server: scores, the private link, the report attached.
    await expect
      .poll(() => smtp.received.some((m) => m.text?.includes('/report/')), { timeout: 30_000 })
      .toBe(true);
    const mail = smtp.received.find((m) => m.text?.includes('/report/'))!;
    expect(smtp.recipients).toContain(VISITOR);
    expect(mail.attachments.some((a) => a.contentType === 'text/html')).toBe(true);
    const link = new RegExp(`${server.origin}/report/[A-Za-z0-9_-]{43}`).exec(mail.text!)![0];
    const unsubscribe = new RegExp(`${server.origin}/unsubscribe/[A-Za-z0-9_-]{43}`).exec(
      mail.text!,
    )![0];

    // The private report shows the edit and not the deleted opportunity.
    await visitor.goto(link);
    await visitor.getByRole('button', { name: edited, exact: true }).click();
    await visitor.getByText(EDIT).waitFor();
    expect(await visitor.getByRole('button', { name: deleted, exact: true }).count()).toBe(0);

    // The visitor answers a question; the reviewer sees it.
    const questions = visitor.getByRole('region', { name: 'Personalize the analysis' });
    await questions.getByLabel('Your answer').fill('Mostly career changers');
    await questions.getByRole('button', { name: 'Save answer' }).click();
    await questions.getByText('Saved').waitFor();
    // The open request is in the address: a reload reopens the same draft.
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: `Request ${id}` }).waitFor();
    const answers = reviewer.getByRole('region', { name: /answers/ });
    await answers.getByText('Mostly career changers').waitFor();

    // One click removes the address.
    await visitor.goto(unsubscribe);
    await visitor.getByRole('button', { name: 'Remove my address' }).click();
    await visitor.getByText('Your address has been removed from our records.').waitFor();
  }, 300_000);
});
