import { chromium } from 'playwright-core';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../browser/find-chromium.js';
import { evaluateScript } from './evaluate-script.js';
import { settlePage } from './settle-script.js';
import type { SettleResult } from './settle-script.js';

/** The scroll settle's height hold in real Chromium: short only when nothing can move the page. */

let browser: Browser;

beforeAll(async () => {
  const found = await findChromium();
  browser = await chromium.launch({
    executablePath: found.executablePath,
    args: [...found.extraArgs, '--no-sandbox', '--disable-gpu'],
  });
});

afterAll(async () => {
  await browser?.close();
});

const tall = (extra = '') =>
  `<!doctype html><body style="margin:0">${'<div style="height:400px">Section</div>'.repeat(8)}${extra}</body>`;

async function scrollSettle(html: string): Promise<{ result: SettleResult; height: number }> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const result = await evaluateScript(cdp, settlePage, {
      phase: 'scroll' as const,
      budgetMs: 6000,
      viewportHeight: 800,
      maxScroll: 8000,
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    return { result, height };
  } finally {
    await page.close();
  }
}

describe('settlePage, scroll phase', () => {
  it('ends the height hold early on a page nothing can still change', async () => {
    const { result } = await scrollSettle(tall());
    expect(result.scrollSteps).toBeGreaterThan(0);
    expect(result.heldBriefly).toBe(true);
  });

  it('holds the full 300 ms when the scroll revealed content', async () => {
    // Content added by a scroll listener, as infinite-scroll and reveal scripts do.
    const script = `<script>
      let added = false;
      addEventListener('scroll', () => {
        if (added || scrollY < 1000) return;
        added = true;
        const more = document.createElement('div');
        more.style.height = '600px';
        more.textContent = 'Loaded on scroll';
        document.body.append(more);
      });
    </script>`;
    const { result, height } = await scrollSettle(tall(script));
    expect(result.heldBriefly).toBe(false);
    expect(height).toBe(8 * 400 + 600);
  });

  it('holds the full 300 ms when the height moves while holding, and waits for it', async () => {
    // A change with no DOM mutation: an element's inline height grows through a CSS variable
    // set on the root by a timer. The hold must see the height change and wait past it.
    const script = `<script>
      addEventListener('scroll', () => {
        if (scrollY > 1000) setTimeout(() => document.documentElement.style.setProperty('--h', '900px'), 150);
      });
    </script><div style="height: var(--h, 10px)"></div>`;
    const { result, height } = await scrollSettle(tall(script));
    expect(result.heldBriefly).toBe(false);
    expect(height).toBe(8 * 400 + 900);
  });
});

async function revealSettle(html: string): Promise<SettleResult> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    const cdp: CDPSession = await page.context().newCDPSession(page);
    return await evaluateScript(cdp, settlePage, {
      phase: 'reveal' as const,
      budgetMs: 6000,
      viewportHeight: 800,
      maxScroll: 8000,
    });
  } finally {
    await page.close();
  }
}

describe('settlePage, reveal phase', () => {
  const photo = 'linear-gradient(135deg, #1e1b4b, #4338ca)';

  it('waits for a fixed splash painted by a gradient alone, until it is gone', async () => {
    const result = await revealSettle(`<!doctype html><body style="margin:0">
      <div id="splash" style="position:fixed;inset:0;z-index:9;background-image:${photo}"><b>Famweek</b></div>
      <h1>One shared week planner for the whole family</h1>
      <script>setTimeout(() => document.getElementById('splash').remove(), 600);</script></body>`);
    expect(result.waitedForPreloader).toBe(true);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(500);
  });

  it('does not wait for a hero photo layer that the headline stands in front of', async () => {
    // A common hero: the photo on an absolute (or fixed, parallax) layer, the copy over it.
    for (const position of ['absolute', 'fixed']) {
      const result = await revealSettle(`<!doctype html><body style="margin:0">
        <section style="position:relative;height:100vh">
          <div style="position:${position};inset:0;background-image:${photo}"></div>
          <div style="position:relative;padding:200px 80px;font-size:64px;color:#fff">
            <h1 style="margin:0">Fresh bread every morning in Leeds</h1>
            <p style="margin:0">Sourdough, rye and seeded loaves from 7 am</p>
          </div>
        </section></body>`);
      expect(result.waitedForPreloader, position).toBe(false);
    }
  });
});

describe('settlePage, an intro in the page flow', () => {
  const sections = Array.from(
    { length: 4 },
    (_, i) =>
      `<section><h2>Room ${i + 1} of the Brindlecote guesthouse</h2><p>Quiet rooms over the harbour with breakfast from the bakery next door, a view of the boats and a desk by the window for anyone who must work.</p></section>`,
  ).join('');

  it('waits while an intro shows and the rest of the page is display: none', async () => {
    const result = await revealSettle(`<!doctype html><body style="margin:0">
      <div id="intro"><h1>Brindlecote</h1><p>Welcome</p></div>
      <main id="main" style="display:none">${sections}</main>
      <script>setTimeout(() => {
        document.getElementById('intro').style.display = 'none';
        document.getElementById('main').style.display = 'block';
      }, 1200);</script></body>`);
    expect(result.waitedForPreloader).toBe(true);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(1100);
  });

  it('does not wait for a short page, nor for a page whose hidden text is a menu', async () => {
    const short = await revealSettle(`<!doctype html><body>
      <h1>Brindlecote</h1><p>Opening in spring</p></body>`);
    expect(short.waitedForPreloader).toBe(false);
    const menu = await revealSettle(`<!doctype html><body>
      <nav><ul style="display:none">${'<li>Rooms and rates</li>'.repeat(30)}</ul></nav>
      ${sections}</body>`);
    expect(menu.waitedForPreloader).toBe(false);
    expect(menu.elapsedMs).toBeLessThan(1000);
  });
});
