import { afterEach, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { BASE_CHROMIUM_ARGS } from '../src/browser/chromium-args.js';
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
    process.env.CHROMIUM_PATH = '/usr/bin/chromium';
    expect(await findChromium()).toMatchObject({
      executablePath: '/usr/bin/chromium',
      source: 'env',
    });
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
