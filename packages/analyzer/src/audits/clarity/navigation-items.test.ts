import { describe, expect, it } from 'vitest';
import { image, interactive, makeFacts, navigation } from '../shared/test-facts.js';
import { navigationItems } from './navigation-items.js';

const LABELS = [
  'Product',
  'Pricing',
  'Customers',
  'Docs',
  'Blog',
  'About',
  'Careers',
  'Partners',
  'Security',
  'Changelog',
  'Contact',
];

function page(count: number, collapsed = false) {
  const items = LABELS.slice(0, count).map((label, i) =>
    interactive({
      text: label,
      buttonLike: false,
      region: 'nav',
      rect: { x: 300 + i * 90, y: 24, width: 80, height: 24 },
    }),
  );
  const nav = navigation({ itemIds: items.map((i) => i.id), collapsed });
  return makeFacts({ desktop: { interactives: items, navigation: [nav] } });
}

/** A top-bar <nav> of links; an item's href defaults to /<its label>, on example.com. */
function menu(items: { text: string; href?: string; buttonLike?: boolean }[]) {
  const links = items.map((item, i) =>
    interactive({
      text: item.text,
      href: `https://example.com${item.href ?? `/${item.text.toLowerCase()}`}`,
      buttonLike: item.buttonLike ?? false,
      region: 'nav',
      rect: { x: 200 + i * 100, y: 24, width: 90, height: 24 },
    }),
  );
  const nav = navigation({ itemIds: links.map((l) => l.id) });
  return makeFacts({ desktop: { interactives: links, navigation: [nav] } });
}

describe('navigation-items', () => {
  it('passes a menu of 5 items', () => {
    const product = navigationItems.run(page(5));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ items: 5 });
  });

  it('flags an 11-item menu, naming the items and pointing at the nav', () => {
    const facts = page(11);
    const product = navigationItems.run(facts);
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f).toMatchObject({
      component: 'Top navigation',
      usercategory: 'Incomplete',
      action: 'Organize content',
    });
    expect(f.problem).toContain(
      "The top navigation offers 11 items ('Product', 'Pricing', 'Customers'",
    );
    expect(f.target).toMatchObject({
      viewport: 'desktop',
      rect: facts.desktop.navigation[0]!.rect,
    });
  });

  it('scores 9 items halfway between good and poor', () => {
    expect(navigationItems.run(page(9)).score).toBeCloseTo(0.5, 5);
  });

  it('falls back to the header links of a top bar without a nav element', () => {
    const logo = interactive({
      text: 'Acme',
      href: 'https://example.com/',
      buttonLike: false,
      region: 'header',
      rect: { x: 24, y: 20, width: 80, height: 24 },
    });
    const links = LABELS.slice(0, 10).map((label, i) =>
      interactive({
        text: label,
        href: `https://example.com/${label.toLowerCase()}`,
        buttonLike: false,
        region: 'header',
        rect: { x: 200 + i * 100, y: 24, width: 90, height: 24 },
      }),
    );
    const signUp = interactive({
      text: 'Sign up',
      region: 'header',
      rect: { x: 1300, y: 16, width: 100, height: 40 },
    });
    const product = navigationItems.run(
      makeFacts({ desktop: { interactives: [logo, ...links, signUp] } }),
    );
    expect(product.details).toMatchObject({ items: 10, source: 'header links' });
    expect(product.score).toBeCloseTo(0.25, 5);
    expect(product.findings[0]).toMatchObject({
      lowConfidence: true,
      target: { elementId: links[0]!.id },
    });
  });

  it('is not applicable without a menu or with a collapsed one', () => {
    expect(navigationItems.run(makeFacts()).score).toBeNull();
    expect(navigationItems.run(page(6, true)).notApplicableReason).toContain('collapsed');
  });

  it("counts the sections to choose, not the logo, the bar's button, a language switch or a repeat", () => {
    const product = navigationItems.run(
      menu([
        { text: 'Acme', href: '/#top' },
        ...LABELS.slice(0, 6).map((text) => ({ text })),
        { text: 'Pricing' },
        { text: 'EN', href: '/en/' },
        { text: 'Get the app', buttonLike: true },
      ]),
    );
    expect(product.details).toMatchObject({ items: 6 });
    expect(product.score).toBe(1);
  });

  it('leaves out icons without words and a logo linked to "#"', () => {
    const facts = menu([
      { text: 'Parcelwise', href: '/#' },
      ...LABELS.slice(0, 5).map((text) => ({ text })),
    ]);
    const [logo] = facts.desktop.interactives;
    const themeSwitch = interactive({
      kind: 'button',
      text: '',
      accessibleName: 'Toggle theme',
      region: 'nav',
      rect: { x: 1200, y: 24, width: 28, height: 28 },
    });
    facts.desktop.interactives.push(themeSwitch);
    facts.desktop.navigation[0]!.itemIds.push(themeSwitch.id);
    facts.desktop.images.push(
      image({ inInteractiveId: logo!.id, rect: { x: 200, y: 24, width: 18, height: 18 } }),
    );
    expect(navigationItems.run(facts).details).toMatchObject({
      items: 5,
      labels: LABELS.slice(0, 5),
    });
  });

  it('keeps two-letter sections that are not language codes, such as AI or UX', () => {
    const product = navigationItems.run(
      menu(['AI', 'UX', 'Go', 'EN', 'DE'].map((text) => ({ text }))),
    );
    expect(product.details).toMatchObject({ items: 3, labels: ['AI', 'UX', 'Go'] });
  });

  it('still counts a template\'s unfinished "#" links as items of its menu', () => {
    const links = LABELS.slice(0, 10).map((_, i) => ({ text: `Link ${i + 1}`, href: '/#' }));
    expect(navigationItems.run(menu(links)).details).toMatchObject({ items: 10 });
  });
});
