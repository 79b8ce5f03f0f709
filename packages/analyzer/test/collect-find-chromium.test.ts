import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { BASE_CHROMIUM_ARGS, ENABLED_FEATURES } from '../src/browser/chromium-args.js';
import {
  CHROMIUM_INSTALL_HINT,
  findChromium,
  fromSparticuz,
} from '../src/browser/find-chromium.js';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, then the distro headless shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heroscope-chromium-'));
    const own = join(dir, 'my-chromium');
    writeFileSync(own, '#!/bin/sh\n');
    chmodSync(own, 0o755);
    try {
      process.env.CHROMIUM_PATH = own;
      expect(await findChromium()).toMatchObject({ executablePath: own, source: 'env' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    delete process.env.CHROMIUM_PATH;
    expect(await findChromium()).toMatchObject({
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      source: 'headless-shell',
    });
  });

  it('says how to install Chromium when a given path does not exist', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    await expect(findChromium()).rejects.toThrow(
      /CHROMIUM_PATH=\/nonexistent\/chromium is not an executable/,
    );
    await expect(findChromium('/nonexistent/chrome')).rejects.toThrow(CHROMIUM_INSTALL_HINT);
  });

  it(
    'falls back to @sparticuz/chromium without its unsafe or single-process flags',
    { timeout: 120_000 },
    async () => {
      const found = await fromSparticuz();
      expect(found).not.toBeNull();
      expect(
        found!.extraArgs.some((a) => /single-process|disable-web-security|site-isolation/.test(a)),
      ).toBe(false);
      const browser = await chromium.launch({
        executablePath: found!.executablePath,
        args: [...found!.extraArgs, ...BASE_CHROMIUM_ARGS],
      });
      try {
        const page = await browser.newPage();
        await page.setContent('<h1>bundled</h1>');
        expect(await page.textContent('h1')).toBe('bundled');
      } finally {
        await browser.close();
      }
    },
  );
});

/** Command lines of the Chromium processes this test process started, from /proc. */
function chromiumProcesses(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (/chrom/i.test(cmdline.split('\0')[0] ?? '')) lines.push(cmdline.split(/[\0 ]/));
  }
  return lines;
}

describe('launch flags', () => {
  it(
    'keep every feature Playwright enables and run the network service in the browser process',
    { timeout: 60_000 },
    async () => {
      const found = await findChromium();
      const browser = await chromium.launch({
        executablePath: found.executablePath,
        args: [...found.extraArgs, ...BASE_CHROMIUM_ARGS],
      });
      try {
        const page = await browser.newPage();
        await page.setContent('<h1>flags</h1>');
        const mine = chromiumProcesses().filter((args) =>
          args.some((a) => a === `--enable-features=${ENABLED_FEATURES.join(',')}`),
        );
        const root = mine.find((args) => !args.some((a) => a.startsWith('--type=')));
        expect(root, 'the browser process').toBeDefined();
        // Chromium honours only the last --enable-features; Playwright's own comes first.
        const given = root!.filter((a) => a.startsWith('--enable-features='));
        expect(given.length).toBeGreaterThanOrEqual(2);
        const features = (arg: string) => arg.slice('--enable-features='.length).split(',');
        const last = features(given.at(-1)!);
        for (const arg of given.slice(0, -1)) {
          for (const feature of features(arg)) expect(last).toContain(feature);
        }
        expect(mine.some((args) => args.some((a) => /NetworkService$/.test(a)))).toBe(false);
      } finally {
        await browser.close();
      }
    },
  );
});
