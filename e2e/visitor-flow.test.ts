/**
 * The whole visitor flow of the landing screen, in real headless Chromium against the real
 * production server (its own process, PGlite in a temporary data folder, the built web app).
 */
import { rmSync } from 'node:fs';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISPOSABLE_EMAIL_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  invalidEmailMessage,
  submissionSchema,
} from '@heroscope/schema';
import { launchBrowser } from './support/browser.js';
import { buildWeb, startServer, type RunningServer } from './support/server.js';

const SUPPORT = 'studio@heroscope.test';
const ADMIN = 'e2e-admin-token-0123456789';
const TITLE = 'Get the analysis in your inbox';
const SUCCESS = "Thank you! We'll get back to you soon.";
// The procedure's per-IP limit: the test's 4th submission meets the backend's 429.
const RATE_LIMIT = 3;

let webDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

async function submissions() {
  const r = await fetch(`${server.origin}/api/admin/submissions`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  expect(r.status).toBe(200);
  return submissionSchema.array().parse(await r.json());
}

const address = () => page.getByRole('textbox', { name: 'Website address' });
const dialog = () => page.getByRole('dialog', { name: TITLE });
const emailInput = () => dialog().getByRole('textbox', { name: 'Email' });
const submit = () => dialog().getByRole('button', { name: /send me the analysis/i });

async function openModalFor(site: string) {
  await address().fill(site);
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect.poll(() => dialog().isVisible()).toBe(true);
}

async function submitEmail(email: string) {
  await emailInput().fill(email);
  await submit().click();
}

beforeAll(async () => {
  webDir = buildWeb();
  server = await startServer({
    WEB_DIST_DIR: webDir,
    ANON_KEY: 'e2e-anon-key-0123456789abcdef',
    ADMIN_TOKEN: ADMIN,
    SUPPORT_EMAIL: SUPPORT,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(server.origin);
  await address().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

describe('landing screen, in Chromium', () => {
  it('shows the product, the 70px address box and its fixed https:// prefix', async () => {
    await expect.poll(() => page.getByText('BETA', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('HEROSCOPE').first().isVisible()).toBe(true);
    const box = await page.locator('.address-form__box').boundingBox();
    expect(box?.height).toBe(70);
    await expect.poll(() => page.getByText('https://', { exact: true }).isVisible()).toBe(true);
  });

  it('strips a typed scheme and inserts pasted text without its scheme at the cursor', async () => {
    await address().fill('');
    await address().pressSequentially('HTTPS://Example.com');
    expect(await address().inputValue()).toBe('Example.com');

    await address().fill('ab');
    await address().evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 1));
    await address().evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'http://paste.io');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await address().inputValue()).toBe('apaste.iob');
    const caret = await address().evaluate((el: HTMLInputElement) => el.selectionStart);
    expect(caret).toBe(9);
  });

  it('rejects an invalid address with the cat toast and puts focus back in the input', async () => {
    await address().fill('not a url');
    await address().press('Enter');
    await expect.poll(() => page.getByText(INVALID_ADDRESS_MESSAGE).isVisible()).toBe(true);
    expect(await address().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog().count()).toBe(0);
  });

  it('opens the modal on Enter for a valid address, and closes it on the backdrop, not inside', async () => {
    await address().fill('example.com');
    await address().press('Enter');
    await expect.poll(() => dialog().isVisible()).toBe(true);
    expect(await emailInput().getAttribute('placeholder')).toBe(SUPPORT);

    await dialog().getByText(TITLE).click();
    expect(await dialog().isVisible()).toBe(true);

    await page.mouse.click(8, 450);
    await expect.poll(() => dialog().count()).toBe(0);

    await openModalFor('example.com');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('shows each email error inline and writes nothing', async () => {
    await openModalFor('example.com');
    await submitEmail('ada@nowhere');
    await expect
      .poll(() => dialog().getByRole('alert').textContent())
      .toBe(invalidEmailMessage(SUPPORT));

    await submitEmail('ada@yopmail.com');
    await expect
      .poll(() => dialog().getByRole('alert').textContent())
      .toBe(DISPOSABLE_EMAIL_MESSAGE);
    expect(await submissions()).toEqual([]);
  });

  it('stores a valid submission: the modal closes, the success toast shows, the row is in the database', async () => {
    await submitEmail('ada@studio.example');
    await expect.poll(() => page.getByText(SUCCESS).isVisible()).toBe(true);
    expect(await dialog().count()).toBe(0);

    const rows = await submissions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: 'https://example.com', emails: ['ada@studio.example'] });
  });

  it('appends a second email to the same site and stores another site separately', async () => {
    await openModalFor('http://example.com/');
    await submitEmail('grace@studio.example');
    await expect.poll(() => dialog().count()).toBe(0);
    await openModalFor('heroscope-demo.io');
    await submitEmail('ada@studio.example');
    await expect.poll(() => dialog().count()).toBe(0);

    const rows = await submissions();
    const byUrl = Object.fromEntries(rows.map((r) => [r.url, r.emails]));
    // The box strips the typed scheme, so this is https://example.com again.
    expect(byUrl).toEqual({
      'https://example.com': ['ada@studio.example', 'grace@studio.example'],
      'https://heroscope-demo.io': ['ada@studio.example'],
    });
  });

  it("shows the backend's refusal in the product's words when the server answers with an error", async () => {
    await openModalFor('fourth.example.com');
    await submitEmail('linus@studio.example');
    await expect
      .poll(() => dialog().getByRole('alert').textContent())
      .toBe(`Something went wrong. Please try again or contact ${SUPPORT}`);
    expect(await dialog().isVisible()).toBe(true);
    expect((await submissions()).map((r) => r.url)).not.toContain('https://fourth.example.com');
  });

  it('has no horizontal scroll on a 390px phone', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(server.origin);
    await phone.getByRole('textbox', { name: 'Website address' }).waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
