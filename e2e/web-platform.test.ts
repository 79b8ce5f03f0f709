/**
 * The web app's platform in real headless Chromium against the real production server: the
 * full-viewport embedded pages, 404 for unknown pages, compressed files from a real build, and
 * the methodology page under its CSP.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_PAGES } from '@heroscope/schema';
import { launchBrowser } from './support/browser.js';
import { buildWeb, startServer, type RunningServer } from './support/server.js';

const VIEWPORT = { width: 1280, height: 800 };

let webDir: string;
let server: RunningServer;
let browser: Browser;

/**
 * Stand-ins for the generated sample pages (the real ones come from the samples command), each
 * with an image and a script of our origin: the sandbox must let the first load, not the second.
 */
function writeStandIns(dir: string): void {
  const probe = `document.getElementById('probe').textContent = 'a script ran';`;
  writeFileSync(join(dir, 'embedded-probe.js'), probe);
  for (const page of EMBEDDED_PAGES) {
    const path = join(dir, page.src);
    mkdirSync(dirname(path), { recursive: true });
    // The build precompressed the real page; the server would send that instead of the stand-in.
    for (const variant of ['.br', '.gz']) rmSync(`${path}${variant}`, { force: true });
    writeFileSync(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.name} stand-in</title>
<style>html,body{margin:0;height:100%;background:#123456;color:#fff;font:24px sans-serif}</style></head>
<body><h1>${page.name} stand-in page</h1><p id="probe">no script ran</p>
<img src="/favicon.svg" alt="" width="32" height="32">
<script src="/embedded-probe.js"></script></body></html>`,
    );
  }
}

async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

beforeAll(async () => {
  webDir = buildWeb();
  writeStandIns(webDir);
  server = await startServer({ WEB_DIST_DIR: webDir, ANON_KEY: 'e2e-anon-key-0123456789abcdef' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

describe.each(EMBEDDED_PAGES)('the embedded page $route, in Chromium', (embedded) => {
  it(`fills the window with ${embedded.src}, sandboxed, under its own title`, async () => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${server.origin}${embedded.route}`);
    expect(response?.status()).toBe(200);
    const frameElement = page.locator('iframe');
    await frameElement.waitFor();
    expect(await frameElement.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORT });
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.title()).toBe(`${embedded.name} (sample page) · HEROSCOPE`);

    const frame = page.frameLocator('iframe');
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${embedded.name} stand-in page`);
    // Its own files load (same origin), but no script runs in the sandbox.
    await expect
      .poll(() => frame.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await frame.locator('#probe').textContent()).toBe('no script ran');
    expect(problems.every((problem) => problem.includes('allow-scripts'))).toBe(true);
    await page.close();
  });
});

describe('pages and files, in Chromium', () => {
  it('answers an unknown page 404 with the app, which shows its not-found screen', async () => {
    const { page } = await openPage();
    const response = await page.goto(`${server.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    expect(await page.title()).toBe('Page not found · HEROSCOPE');
    await page.close();
  });

  it('receives the built app brotli-compressed, assets cached for a year', async () => {
    const { page } = await openPage();
    const scripts: { encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (
        new URL(response.url()).pathname.startsWith('/assets/') &&
        response.url().endsWith('.js')
      ) {
        const headers = response.headers();
        scripts.push({ encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }
    });
    const response = await page.goto(`${server.origin}/`);
    expect(response?.headers()['content-encoding']).toBe('br');
    await page.getByRole('textbox', { name: 'Website address' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toEqual({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
    }
    await page.close();
  });

  it('shows the methodology page styled, with no CSP violation', async () => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${server.origin}/methodology`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(await page.title()).toBe('How scores are calculated · HEROSCOPE');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(250, 250, 252)');
    expect(await page.locator('tr[id^="audit-"]').count()).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    await page.close();
  });
});
