import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFactsSchema } from '@heroscope/schema';
import type { PageFacts, ViewportFacts } from '@heroscope/schema';
import { chromium } from 'playwright-core';
import { parseHex, rgbDistance } from '../src/audits/shared/color.js';
import { findChromium } from '../src/browser/find-chromium.js';
import { createCollector } from '../src/collect/index.js';
import type { Collector } from '../src/collect/index.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

/** Facts collected from the fixture landing pages with real Chromium over real HTTP. */

let fixtures: FixtureServer;
let collector: Collector;
const cache = new Map<string, Promise<PageFacts>>();
/** Each page is collected once and shared by the tests that look at it. */
const factsOf = (page: string) => {
  let p = cache.get(page);
  if (!p) {
    p = collector.collect(fixtures.url(`/${page}`));
    cache.set(page, p);
  }
  return p;
};

beforeAll(async () => {
  fixtures = await startFixtureServer();
  collector = await createCollector({ allowPrivate: true });
});

afterAll(async () => {
  await collector?.close();
  await fixtures?.close();
});

/** Facts without what varies run to run: timings and the screenshots' bytes. */
const strip = (f: PageFacts) => ({
  ...f,
  collectedAt: '',
  performance: null,
  desktop: { ...f.desktop, screenshot: { ...f.desktop.screenshot, dataUrl: '' } },
  mobile: { ...f.mobile, screenshot: { ...f.mobile.screenshot, dataUrl: '' } },
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(dataUrl: string): { width: number; height: number } {
  const buf = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  expect(buf[0]).toBe(0xff);
  expect(buf[1]).toBe(0xd8);
  let i = 2;
  while (i < buf.length) {
    const marker = buf[i + 1]!;
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  throw new Error('no SOF marker');
}

/** Over two-coloured stripes the colour read is one of theirs, or one on the way between them. */
function expectBetween(hex: string, [one, other]: [string, string]) {
  const [a, b, c] = [one, other, hex].map(parseHex);
  expect(rgbDistance(c!, a!) + rgbDistance(c!, b!)).toBeLessThan(rgbDistance(a!, b!) + 2);
}
const STRIPES: [string, string] = ['#1e293b', '#475569'];
const text = (vf: ViewportFacts, s: string) => vf.texts.find((t) => t.text === s);
const byText = (vf: ViewportFacts, s: string) => vf.interactives.filter((i) => i.text === s);

describe('good-saas.html', () => {
  it('is accepted by the facts schema', async () => {
    const f = await factsOf('good-saas.html');
    expect(() => pageFactsSchema.parse(f)).not.toThrow();
  });

  it('finds the headline, its size and the one dominant CTA', async () => {
    const f = await factsOf('good-saas.html');
    const h1 = text(f.desktop, 'Get paid twice as fast, without chasing a single invoice')!;
    expect(h1).toMatchObject({
      tag: 'h1',
      fontSize: 56,
      fontWeight: 800,
      aboveFold: true,
      region: 'main',
      color: '#111827',
    });
    expect(h1.backgroundColor).toBe('#ffffff');
    expect(text(f.mobile, h1.text)?.fontSize).toBe(38);
    const [cta] = byText(f.desktop, 'Start your free trial');
    expect(cta).toMatchObject({
      buttonLike: true,
      visible: true,
      aboveFold: true,
      backgroundColor: '#4338ca',
      color: '#ffffff',
      surroundingColor: '#ffffff',
    });
    expect(
      f.desktop.interactives.filter((i) => i.buttonLike && i.visible && i.region === 'main'),
    ).toHaveLength(1);
    // The CTA's label is a text element that points back to it.
    expect(text(f.desktop, 'Start your free trial')?.interactiveId).toBe(cta!.id);
    expect(f.desktop.headings.filter((h) => h.level === 1)).toHaveLength(1);
  });

  it('counts five nav items on desktop and sees the hamburger on mobile', async () => {
    const f = await factsOf('good-saas.html');
    expect(f.desktop.navigation).toHaveLength(1);
    const items = f.desktop.navigation[0]!.itemIds.map(
      (id) => f.desktop.interactives.find((i) => i.id === id)!.text,
    );
    expect(items).toEqual(['Features', 'Pricing', 'Customers', 'Docs', 'Sign in']);
    expect(f.desktop.navigation[0]!.collapsed).toBe(false);
    expect(f.mobile.navigation[0]).toMatchObject({ collapsed: true, itemIds: [] });
  });

  it('reads meta, images and mobile layout', async () => {
    const f = await factsOf('good-saas.html');
    expect(f.meta).toMatchObject({
      lang: 'en',
      charset: 'utf-8',
      viewport: 'width=device-width, initial-scale=1',
      canonical: 'https://ledgerly.example/',
    });
    expect(f.meta.title).toContain('Ledgerly');
    expect(f.meta.description).toMatch(/^Ledgerly sends/);
    expect(f.meta.openGraph.title).toBe('Ledgerly – Get paid twice as fast');
    expect(f.meta.twitter.card).toBe('summary_large_image');
    expect(f.meta.favicon).toBe(fixtures.url('/image.png?w=32&h=32&c=4338ca'));
    const imgs = f.desktop.images.filter((i) => i.kind === 'img');
    expect(imgs).toHaveLength(4);
    expect(imgs.every((i) => i.alt && i.alt.length > 0)).toBe(true);
    const hero = imgs.find((i) => i.naturalWidth === 1200)!;
    expect(hero).toMatchObject({
      naturalHeight: 800,
      loading: 'auto',
      aboveFold: true,
      visible: true,
    });
    expect(hero.bytes).toBeGreaterThan(0);
    expect(f.mobileLayout).toEqual({
      layoutWidth: 390,
      scale: 1,
      visibleWidth: 390,
      visibleHeight: 844,
      horizontalOverflow: false,
      overflowPx: 0,
      smallTapTargets: [],
    });
    expect(f.mobile.documentWidth).toBe(390);
  });

  it('has axe results, performance and screenshots', async () => {
    const f = await factsOf('good-saas.html');
    expect(f.axe).not.toBeNull();
    expect(f.axe!.passes.length).toBeGreaterThan(10);
    expect(
      f.axe!.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    expect(f.performance!.lcp).not.toBeNull();
    expect(f.performance!.lcp!.time).toBeGreaterThan(0);
    expect(f.performance!.lcp!.selector).toBeTruthy();
    expect(f.performance!.requests.byType.document.count).toBe(1);
    expect(f.performance!.requests.byType.image.count).toBeGreaterThanOrEqual(2);
    expect(f.performance!.ttfb).toBeGreaterThan(0);
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.screenshot.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
      expect(jpegSize(vf.screenshot.dataUrl)).toEqual({
        width: vf.viewport.width,
        height: vf.screenshot.height,
      });
      expect(vf.screenshot.height).toBe(Math.min(Math.ceil(vf.documentHeight), 8000));
    }
    expect(f.consoleErrors).toEqual([]);
    expect(f.failedRequests).toEqual([]);
  });

  it('gives the same facts twice (apart from timings and screenshot bytes)', async () => {
    const a = await factsOf('good-saas.html');
    const b = await collector.collect(fixtures.url('/good-saas.html'));
    expect(strip(b)).toEqual(strip(a));
  });

  it('gives the same facts with one viewport at a time, and several collects at once', async () => {
    const a = await factsOf('good-saas.html');
    const sequential = await createCollector({ allowPrivate: true, parallelViewports: false });
    try {
      const [b, c] = await Promise.all([
        sequential.collect(fixtures.url('/good-saas.html')),
        sequential.collect(fixtures.url('/good-saas.html')),
      ]);
      expect(strip(b)).toEqual(strip(a));
      expect(strip(c)).toEqual(strip(a));
    } finally {
      await sequential.close();
    }
  });
});

describe('flawed-generic.html', () => {
  it('is accepted by the facts schema and shows its flaws', async () => {
    const f = await factsOf('flawed-generic.html');
    expect(() => pageFactsSchema.parse(f)).not.toThrow();
    expect(text(f.desktop, 'Welcome to our website')).toMatchObject({
      tag: 'h1',
      fontSize: 40,
      color: '#777777',
    });
    const learnMore = byText(f.desktop, 'Learn more');
    expect(learnMore).toHaveLength(3);
    expect(learnMore.every((i) => i.buttonLike)).toBe(true);
    expect(
      new Set(learnMore.map((i) => `${i.backgroundColor}${i.color}${i.rect.height}`)).size,
    ).toBe(1);
    expect(f.desktop.navigation[0]!.itemIds).toHaveLength(11);
    expect(f.desktop.images.filter((i) => i.kind === 'img' && i.alt === null)).toHaveLength(5);
    expect(f.meta).toMatchObject({ lang: null, description: null, viewport: null });
    expect(new Set(f.desktop.texts.map((t) => t.fontFamily)).size).toBeGreaterThanOrEqual(5);
    expect(f.desktop.texts.some((t) => t.text.startsWith('Lorem ipsum'))).toBe(true);
  });

  it('overflows on mobile, has tiny tap targets and axe violations', async () => {
    const f = await factsOf('flawed-generic.html');
    // No viewport meta: laid out at 980px like a phone does, its 1200px container wider still,
    // so the phone shows it shrunk to 390/1200.
    expect(f.mobileLayout).toMatchObject({
      layoutWidth: 980,
      visibleWidth: 1200,
      horizontalOverflow: true,
      overflowPx: 220,
    });
    expect(f.mobileLayout.scale).toBeCloseTo(0.325, 3);
    // Captured as the phone shows it: the whole width, 390 pixels wide.
    expect(jpegSize(f.mobile.screenshot.dataUrl)).toEqual({
      width: 390,
      height: f.mobile.screenshot.height,
    });
    expect(f.mobile.screenshot.height).toBe(
      Math.round(Math.min(Math.ceil(f.mobile.documentHeight), 8000) * f.mobileLayout.scale),
    );
    const tiny = f.mobileLayout.smallTapTargets.map(
      (t) => f.mobile.interactives.find((i) => i.id === t.interactiveId)!.text,
    );
    expect(tiny).toEqual(expect.arrayContaining(['Home', 'About', 'Contact']));
    // The footer's "Privacy" link sits inside a sentence: the inline exception applies.
    expect(tiny).not.toContain('Privacy');
    const ids = f.axe!.violations.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'html-has-lang', 'color-contrast']));
    const imageAlt = f.axe!.violations.find((v) => v.id === 'image-alt')!;
    expect(imageAlt.nodes).toHaveLength(5);
    expect(imageAlt.nodes[0]!.rect).not.toBeNull();
  });
});

describe('other fixture pages', () => {
  it('flawed-conversion.html: pop-up, long form, lazy upscaled hero image, no CTA above the fold', async () => {
    const f = await factsOf('flawed-conversion.html');
    expect(() => pageFactsSchema.parse(f)).not.toThrow();
    const [overlay] = f.desktop.overlays;
    expect(overlay).toMatchObject({ kind: 'dialog', viewportCoverage: 1 });
    expect(overlay!.text).toContain('Subscribe to our newsletter');
    expect(f.desktop.forms).toHaveLength(1);
    expect(f.desktop.forms[0]!.fields).toHaveLength(9);
    expect(f.desktop.forms[0]!.fields.every((x) => x.label)).toBe(true);
    expect(f.desktop.forms[0]).toMatchObject({ submitText: 'Submit', aboveFold: false });
    const img = f.desktop.images.find((i) => i.kind === 'img')!;
    expect(img).toMatchObject({ loading: 'lazy', aboveFold: true, naturalWidth: 80 });
    expect(img.rect.width).toBe(640);
    const pageCtas = f.desktop.interactives.filter(
      (i) =>
        i.buttonLike &&
        i.aboveFold &&
        !f.desktop.overlays.some((o) => i.selector.startsWith(o.selector)),
    );
    expect(pageCtas).toEqual([]);
  });

  it('good-product.html: labelled email form with its button', async () => {
    const f = await factsOf('good-product.html');
    expect(() => pageFactsSchema.parse(f)).not.toThrow();
    expect(f.desktop.forms[0]).toMatchObject({ aboveFold: true, submitText: 'Join the waitlist' });
    expect(f.desktop.forms[0]!.fields).toEqual([
      expect.objectContaining({
        type: 'email',
        label: 'Email address',
        placeholder: 'you@example.com',
        required: true,
      }),
    ]);
    // The visually hidden label is not a visible text element.
    expect(text(f.desktop, 'Email address')).toBeUndefined();
  });

  it('fade-in-hero.html: the hero is captured after the preloader and the fade', async () => {
    const f = await factsOf('fade-in-hero.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'Launch your startup site in an afternoon')).toMatchObject({
        aboveFold: true,
        color: '#f8fafc',
        backgroundColor: '#0f172a',
      });
      expect(byText(vf, 'Get the template')[0]).toMatchObject({ visible: true, buttonLike: true });
      expect(vf.overlays).toEqual([]);
    }
  });

  it('slow-preloader.html: a loading screen with its brand and a line of text is waited for until it fades', async () => {
    const f = await factsOf('slow-preloader.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'Entremets and macarons to order in Crumbhill')).toMatchObject({
        aboveFold: true,
        backgroundColor: '#ffffff',
      });
      expect(vf.overlays).toEqual([]);
    }
  });

  it('intro-swap.html: a welcome section in the flow, swapped for the page by a timer, is waited for', async () => {
    const f = await factsOf('intro-swap.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'Quiet rooms over the harbour in Brindlecote')).toMatchObject({
        aboveFold: true,
      });
      expect(byText(vf, 'Book a room')[0]).toMatchObject({ visible: true, buttonLike: true });
      expect(text(vf, 'BRINDLECOTE')).toBeUndefined();
    }
  });

  it('clipped-slides.html: what a clipping ancestor cuts off wholly is not visible', async () => {
    const f = await factsOf('clipped-slides.html');
    expect(text(f.desktop, 'Your bike serviced while you work')).toMatchObject({ aboveFold: true });
    // The slider's window shows the first slide; the others lie beside it, cut off.
    expect(text(f.desktop, 'Second slide about winter tyres')).toBeUndefined();
    expect(text(f.desktop, 'Third slide about gift vouchers')).toBeUndefined();
    // Four 300 px items fit the 1440 px bar; the two that wrap below its 56 px are cut off.
    const navItems = (label: string) => byText(f.desktop, label)[0];
    expect(navItems('Parts shop')).toMatchObject({ visible: true });
    expect(navItems('Contact the workshop')).toMatchObject({ visible: false });
    expect(navItems('Jobs at Ferncastle')).toMatchObject({ visible: false });
    // Positioned against an ancestor outside the clipping card, the badge hangs out and shows.
    expect(text(f.desktop, 'New: e-bike repairs')).toBeDefined();
  });

  it('eyebrow-marks.html: a mark drawn by ::before in front of the words is where the text begins', async () => {
    const f = await factsOf('eyebrow-marks.html');
    const eyebrow = text(f.desktop, 'CALM DENTISTRY · QUILLMERE')!;
    // The rule starts at the content box (x 80); the words after its 40 px and an 18 px gap.
    expect(eyebrow.markLeft).toBe(80);
    expect(eyebrow.rect.x).toBeGreaterThan(135);
    const tick = text(f.desktop, 'Evening appointments on weekdays')!;
    expect(tick.markLeft).toBe(80);
    expect(tick.rect.x).toBeCloseTo(108, 0);
    expect(text(f.desktop, 'Registered with the General Dental Council')!.markLeft).toBeUndefined();
    expect(text(f.desktop, 'Check-ups without the nerves')!.markLeft).toBeUndefined();
  });

  it('text-collisions.html: words drawn over words are marked, covered or tightly set ones are not', async () => {
    const f = await factsOf('text-collisions.html');
    const h1 = text(f.desktop, 'Crossings to the five islands, every hour')!;
    const menu = text(f.desktop, 'Timetables and fares')!;
    // The menu, positioned, is painted after the headline in flow: it is drawn over it.
    expect(menu.drawnOver).toBe(h1.id);
    // The badge's fill hides the link's words under it; the tight leading touches no ink.
    expect(text(f.desktop, 'New prices')!.drawnOver).toBeUndefined();
    expect(
      text(f.desktop, 'Book a seat or a car space on the Harrowdene ferries from the harbour.')!
        .drawnOver,
    ).toBeUndefined();
    // The watermark and the copy over it do meet: the audit, not the facts, tells it is faint.
    const watermark = text(f.desktop, 'ISLANDS')!;
    expect(
      text(
        f.desktop,
        'Sailings run from six in the morning until the last boat at eleven at night.',
      )!.drawnOver,
    ).toBe(watermark.id);
    expect(f.desktop.texts.filter((t) => t.drawnOver !== undefined)).toHaveLength(2);
  });

  it('splash-screen.html: the hero is read after an app splash painted by a gradient', async () => {
    const f = await factsOf('splash-screen.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'One shared week planner for the whole family')).toMatchObject({
        aboveFold: true,
        color: '#111827',
        backgroundColor: '#ffffff',
      });
      expect(byText(vf, 'Start planning free')[0]).toMatchObject({
        visible: true,
        buttonLike: true,
      });
      expect(vf.overlays).toEqual([]);
    }
  });

  it('fixed-backdrop.html: a fixed glow under the page is no overlay', async () => {
    const f = await factsOf('fixed-backdrop.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.overlays).toEqual([]);
      expect(byText(vf, 'Buy Murmurline')[0]).toMatchObject({ visible: true, buttonLike: true });
    }
  });

  it('fixed-hero.html: a hero set fixed, which the page scrolls over, is the page, not a layer', async () => {
    const f = await factsOf('fixed-hero.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.overlays).toEqual([]);
      expect(byText(vf, 'Download Ledgerleaf')[0]).toMatchObject({
        visible: true,
        buttonLike: true,
      });
    }
  });

  it('cookie-banner.html: a wordy consent banner stays a layer, though it holds most words', async () => {
    const f = await factsOf('cookie-banner.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.overlays).toHaveLength(1);
      expect(vf.overlays[0]!.text).toContain('We use cookies');
    }
  });

  it('screen-reader-word.html: a word for screen readers only is not read into the heading', async () => {
    const f = await factsOf('screen-reader-word.html');
    for (const vf of [f.desktop, f.mobile]) {
      const h1 = vf.texts.find((t) => t.tag === 'h1');
      expect(h1?.text).toBe('Your keys. Your apps. No passwords.');
    }
  });

  it('scripted-controls.html: a link a script opens and a barely padded <button> are controls', async () => {
    const f = await factsOf('scripted-controls.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(byText(vf, 'Start saving')[0]).toMatchObject({
        kind: 'link',
        href: null,
        visible: true,
        buttonLike: true,
      });
      expect(byText(vf, 'Talk to us')[0]).toMatchObject({ kind: 'button', buttonLike: true });
      // The browser's own grey buttons are what a failed stylesheet leaves, not calls to action.
      expect(byText(vf, 'Previous')[0]).toMatchObject({ kind: 'button', buttonLike: false });
      expect(byText(vf, 'Fees explained below')).toEqual([]);
      // The logo links back to this page; the menu's link goes elsewhere on it.
      expect(byText(vf, 'Copperwell')[0]).toMatchObject({ selfLink: true, buttonLike: true });
      expect(byText(vf, 'Fees')[0]?.selfLink).toBeUndefined();
      expect(byText(vf, 'Start saving')[0]?.selfLink).toBeUndefined();
    }
  });

  it('heading-subtitle.html: a subtitle set small inside the heading is a text of its own', async () => {
    const f = await factsOf('heading-subtitle.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.texts.find((t) => t.tag === 'h1')?.text).toBe('Desks for small teams');
      expect(vf.texts.find((t) => t.tag === 'small')?.text).toMatch(
        /^Shared desks, private offices/,
      );
      expect(vf.texts.find((t) => t.tag === 'h2')?.text).toBe('Open daily from eight');
    }
  });

  it('stored-popups.html: a transparent layer of closed pop-ups covers nothing', async () => {
    // A fixed full-screen store whose dialogs wait at opacity 0: nothing a visitor sees, so
    // neither an overlay over the hero nor a reason to hide the hero's copy and CTA.
    const f = await factsOf('stored-popups.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(vf.overlays).toEqual([]);
      expect(byText(vf, 'Get a price for your building')[0]).toMatchObject({
        visible: true,
        buttonLike: true,
      });
    }
  });

  it('grid-overlay.html: texts under a transparent overlay of column lines are read off the screen', async () => {
    // The lines' fixed layer is on top everywhere, but paints nothing where the texts sit: the
    // colour behind them is the hero's sibling layer, which only the capture shows.
    const f = await factsOf('grid-overlay.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'Bookkeeping for small fishing fleets, done by the week')).toMatchObject({
        color: '#ffffff',
        backgroundColor: '#1e3a8a',
        backgroundUncertain: false,
      });
      // Small bold words leave few pixels between their anti-aliased edges: the colour is
      // right, the reading stays marked as a guess.
      expect(text(vf, 'Features')).toMatchObject({ color: '#ffffff', backgroundColor: '#1e3a8a' });
    }
  });

  it('line-by-line-heading.html: a headline set as one block per line is one text', async () => {
    const f = await factsOf('line-by-line-heading.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(text(vf, 'Where every cup tells a story')).toMatchObject({ tag: 'h1', fontSize: 72 });
      expect(vf.texts.filter((t) => t.text.startsWith('Where every ') && t.tag !== 'h1')).toEqual(
        [],
      );
      // A link inside a heading stays its own text too, as before.
      expect(text(vf, "Today's menu")).toMatchObject({ tag: 'a' });
      expect(text(vf, "Today's menu and where the beans come from")).toMatchObject({ tag: 'h2' });
    }
  });

  it('hero-header.html: a hero in a <header> below the <nav> bar is no second menu', async () => {
    const f = await factsOf('hero-header.html');
    const nav = f.desktop.navigation;
    expect(nav).toHaveLength(1);
    const labels = nav[0]!.itemIds.map(
      (id) => f.desktop.interactives.find((i) => i.id === id)!.text,
    );
    expect(labels).toEqual(['Parcelwise', 'Features', 'Pricing', 'Changelog']);
  });

  it("boxed-link-cta.html: a painted box whose one control is a link is that link's button, inline ones too", async () => {
    const f = await factsOf('boxed-link-cta.html');
    for (const vf of [f.desktop, f.mobile]) {
      expect(byText(vf, 'BUY NOW')[0]).toMatchObject({
        buttonLike: true,
        aboveFold: true,
        backgroundColor: '#88ac1c',
        surroundingColor: '#68a3d2',
      });
      // A card is a painted box too, but it holds a heading and a sentence besides its link.
      // Nor is a highlighted tab of the menu.
      for (const label of ['Read the audit', 'See servers', 'Pricing'])
        expect(byText(vf, label)[0], label).toMatchObject({ buttonLike: false });
      // Inline boxes on one line: a theme's padded span around its link, a link never given a
      // display. A highlighted link that wraps over two lines is not a button.
      expect(byText(vf, 'Start a free trial')[0]).toMatchObject({
        buttonLike: true,
        backgroundColor: '#c2410c',
      });
      expect(byText(vf, 'Book a demo')[0]).toMatchObject({
        buttonLike: true,
        backgroundColor: '#1d4ed8',
      });
      expect(byText(vf, 'the fair-use policy that applies to all our servers')[0]).toMatchObject({
        buttonLike: false,
      });
    }
  });

  it('lazy-reveal.html: content revealed on scroll is collected, lazy image loaded', async () => {
    const f = await factsOf('lazy-reveal.html');
    for (const vf of [f.desktop, f.mobile]) {
      for (const s of ['Revealed section one', 'Revealed section two', 'Revealed section three'])
        expect(text(vf, s), s).toBeDefined();
      expect(vf.images.find((i) => i.alt === 'Lazy chart')).toMatchObject({
        naturalWidth: 600,
        visible: true,
      });
    }
    expect(f.mobileLayout.horizontalOverflow).toBe(false);
    // The hero headline sits on a CSS background image: the DOM walk can only guess its colour
    // (the section's #e0f2fe); the screen shows the picture, here one flat colour.
    expect(text(f.desktop, 'Content that appears as you scroll')).toMatchObject({
      backgroundUncertain: false,
      backgroundColor: '#bae6fd',
    });
    expect(text(f.desktop, 'Revealed section one')?.backgroundUncertain).toBe(false);
    expect(f.desktop.images.find((i) => i.kind === 'background')).toMatchObject({
      naturalWidth: 1600,
      naturalHeight: 900,
      decorative: true,
      aboveFold: true,
    });
  });

  it('console-errors.html: thrown errors, console.error and failed requests', async () => {
    const f = await factsOf('console-errors.html');
    expect(f.consoleErrors.join('\n')).toContain('Boom from the fixture');
    expect(f.consoleErrors.join('\n')).toContain('Something went wrong in the fixture');
    expect(f.failedRequests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: fixtures.url('/missing-script.js'),
          status: 404,
          resourceType: 'script',
          blockedByPolicy: false,
        }),
        expect.objectContaining({
          url: fixtures.url('/404'),
          status: 404,
          resourceType: 'image',
          blockedByPolicy: false,
        }),
      ]),
    );
  });

  it('hostile-scripts.html: a page that rewrites the DOM and JS APIs cannot change the facts or see our helpers', async () => {
    fixtures.hits.delete('/leak');
    const f = await factsOf('hostile-scripts.html');
    // Real boxes and styles, although the page replaced getBoundingClientRect,
    // getComputedStyle, Array.prototype.map/filter, JSON.stringify and querySelectorAll.
    const h1 = f.desktop.headings.find((h) => h.level === 1)!;
    expect(h1.text).toBe('Ship invoices that get paid on time');
    const h1Text = f.desktop.texts.find((t) => t.text === h1.text)!;
    expect(h1Text.fontSize).toBe(48);
    expect(h1Text.rect.width).toBeGreaterThan(300);
    const cta = f.desktop.interactives.find((i) => i.text === 'Start your free trial')!;
    expect(cta).toMatchObject({ buttonLike: true, aboveFold: true, backgroundColor: '#1d4ed8' });
    // axe ran (the image has no alt) and the performance observers saw the paint, although
    // the page replaced setTimeout, requestAnimationFrame and PerformanceObserver.
    expect(f.axe!.violations.map((v) => v.id)).toContain('image-alt');
    expect(f.performance!.lcp).not.toBeNull();
    // The page's own scripts never saw axe or our performance store.
    await new Promise((r) => setTimeout(r, 100));
    expect(fixtures.hits.get('/leak') ?? 0).toBe(0);
  });

  it('broken-hero-background.html: text over a background image that failed (404, unreachable) is measured on its colour', async () => {
    const f = await factsOf('broken-hero-background.html');
    const headline = text(f.desktop, 'Sourdough baked at dawn, on your table by eight')!;
    expect(headline).toMatchObject({ color: '#ffffff', backgroundColor: '#ffffff' });
    expect(headline.backgroundUncertain).toBe(false);
    // Nor does one whose server cannot be reached (a network error, not a status).
    expect(text(f.desktop, 'Ten percent off your first box')).toMatchObject({
      backgroundColor: '#ffffff',
      backgroundUncertain: false,
    });
    // Over an image that loaded, or a large inline SVG drawn behind it, the DOM walk can only
    // guess the colour behind the text: below the first screen the guess stands...
    expect(text(f.mobile, 'Our ovens, seen from the street')).toMatchObject({
      aboveFold: false,
      backgroundUncertain: true,
    });
    expect(text(f.mobile, 'Open every day from seven')).toMatchObject({
      aboveFold: false,
      backgroundUncertain: true,
    });
    // ...while on the first screen the colours are read off the screen (flat ones here).
    expect(text(f.desktop, 'Our ovens, seen from the street')).toMatchObject({
      aboveFold: true,
      backgroundColor: '#8899aa',
      backgroundUncertain: false,
    });
  });

  it('grain-overlay.html: a data: URI background is the picture, not a url() written inside it', async () => {
    const f = await factsOf('grain-overlay.html');
    const backgrounds = f.desktop.images.filter((i) => i.kind === 'background');
    expect(backgrounds.map((i) => i.src.slice(0, 24))).toEqual(['data:image/svg+xml;utf8,']);
    // The SVG filter's own reference, url(%23n), had been read as the layer's file: a page-sized
    // picture "failing" where the visitor sees the grain drawn.
    expect(f.desktop.images.some((i) => i.src.endsWith('%23n'))).toBe(false);
  });

  it("painted-layers.html: the first screen's colours are read off the screen where the DOM cannot know them", async () => {
    const f = await factsOf('painted-layers.html');
    // A sibling layer (a skewed coral .bg div) paints behind the heading: no ancestor of it
    // has that colour, the screen has.
    expect(text(f.desktop, 'A cider press for every orchard')).toMatchObject({
      color: '#ffffff',
      backgroundColor: '#f98477',
      backgroundUncertain: false,
    });
    // Over a striped picture there is no one colour: the text's stays uncertain, but is now
    // measured on the picture's colours rather than on the white section behind it.
    const lead = text(f.desktop, 'Pressed on the farm the morning the apples fall')!;
    expect(lead.backgroundUncertain).toBe(true);
    expectBetween(lead.backgroundColor, STRIPES);
    // A near-white box on the picture is a filled button, and an outlined one a button too;
    // what surrounds them is the picture, not the white the DOM walk guessed.
    const [solid] = byText(f.desktop, 'Order a press');
    const [ghost] = byText(f.desktop, 'See all models');
    expect(solid!.buttonLike).toBe(true);
    // 90% white over the stripes: #e9eaeb over one, #eceef0 over the other.
    expectBetween(solid!.backgroundColor, ['#e9eaeb', '#eceef0']);
    expectBetween(solid!.surroundingColor!, STRIPES);
    expect(ghost!.buttonLike).toBe(true);
    expect(ghost!.backgroundColor).not.toBe('#ffffff');
  });

  it('colour-bands.html: the full-page screenshot shows each part of the page once, where it is', async () => {
    // The first screen is captured a second time for its colours (screen-colours.ts); that
    // capture must not disturb the full-page one (two at once drew the top of the page again
    // further down). Read the JPEG back in Chromium and look at each band.
    const f = await factsOf('colour-bands.html');
    const { executablePath } = await findChromium();
    const browser = await chromium.launch({ executablePath });
    try {
      const page = await browser.newPage();
      const sample = (dataUrl: string, points: [number, number][]) =>
        page.evaluate(
          async ({ dataUrl, points }) => {
            const img = new Image();
            img.src = dataUrl;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.width;
            canvas.height = img.height;
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(img, 0, 0);
            return points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)]);
          },
          { dataUrl, points },
        );
      const near = (got: number[], want: [number, number, number]) =>
        got.every((v, i) => Math.abs(v - want[i]!) <= 12);
      const RED: [number, number, number] = [0xdc, 0x26, 0x26];
      const GREEN: [number, number, number] = [0x16, 0xa3, 0x4a];
      const BLUE: [number, number, number] = [0x25, 0x63, 0xeb];
      for (const vf of [f.desktop, f.mobile]) {
        // The header is sticky at the top only; each band sits at its place in the document.
        const [red, green, blue] = await sample(vf.screenshot.dataUrl, [
          [20, 560],
          [20, 1560],
          [20, 2560],
        ]);
        expect(near(red!, RED), `${vf.viewport.name} red ${red}`).toBe(true);
        expect(near(green!, GREEN), `${vf.viewport.name} green ${green}`).toBe(true);
        expect(near(blue!, BLUE), `${vf.viewport.name} blue ${blue}`).toBe(true);
      }
    } finally {
      await browser.close();
    }
  });

  it('tall.html: the screenshot stops at maxPageHeight', async () => {
    const f = await factsOf('tall.html');
    expect(f.desktop.documentHeight).toBeGreaterThan(20_000);
    expect(f.desktop.screenshot.height).toBe(8000);
    expect(jpegSize(f.desktop.screenshot.dataUrl)).toEqual({ width: 1440, height: 8000 });
    expect(f.desktop.headings.filter((h) => h.level === 2)).toHaveLength(20);
  });

  it('a redirect loop ends with "too-many-redirects" (Chromium\'s own redirect limit)', async () => {
    await expect(collector.collect(fixtures.url('/redirect-loop'))).rejects.toMatchObject({
      code: 'too-many-redirects',
    });
  });
});
