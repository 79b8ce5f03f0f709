/**
 * The report viewer of the built-in samples, in real headless Chromium against the real production
 * server and build: every SPEC §4 transition of the viewer, driven by role and name (and by the
 * keyboard where a screen-reader user would), checked against the committed sample data; axe-core
 * on its main states; and a phone-sized window.
 */
import { readFileSync, rmSync } from 'node:fs';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_LABELS, type Opportunity, type ViewerReport } from '@heroscope/schema';
import { launchBrowser } from './support/browser.js';
import { ACTION_PROMPT_INSTRUCTION } from '../packages/web/src/features/report-viewer/action-prompt.js';
import { buildWeb, startServer, type RunningServer } from './support/server.js';

const root = new URL('..', import.meta.url).pathname;
const VIEWPORT = { width: 1280, height: 800 };
const TOOLTIP =
  'Scores are calculated based on our extensive design framework. Click to dive deeper.';
const EMPTY_DRAWER = 'No items added to the action list yet';

/** A sample as committed: the test's expectations come from the same data the viewer shows. */
function sample(route: string): ViewerReport {
  const path = `${root}packages/web/src/features/report-viewer/samples/reports/${route}.json`;
  return JSON.parse(readFileSync(path, 'utf8')) as ViewerReport;
}

interface Expected {
  route: string;
  report: ViewerReport;
  /** v1's Incomplete and Missing items, in report order, each with its marker number. */
  identified: { opportunity: Opportunity; number: number }[];
}

function expected(route: string): Expected {
  const report = sample(route);
  const identified = report.originalData.opportunities
    .filter((o) => o.usercategory !== 'Well implemented')
    .map((opportunity, index) => ({ opportunity, number: index + 1 }));
  return { route, report, identified };
}

const WITH_V2 = expected('designwar');
const WITHOUT_V2 = expected('habitize');

let webDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let axeSource: string;

beforeAll(async () => {
  webDir = buildWeb();
  server = await startServer({ WEB_DIST_DIR: webDir, ANON_KEY: 'e2e-anon-key-0123456789abcdef' });
  browser = await launchBrowser();
  // Reduced motion: scrolls and the dialog's entrance are instant, so nothing waits on animations.
  context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  axeSource = readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

/** Opens a sample route and waits for the viewer; collects console errors and page errors. */
async function openSample(
  route: string,
  within: BrowserContext = context,
): Promise<{ page: Page; problems: string[] }> {
  const page = await within.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(`${server.origin}/${route}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('region', { name: 'Opportunities identified' }).waitFor();
  return { page, problems };
}

/** Serious and critical axe-core violations of the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

/** The page, seen the way the tests drive it: by role and accessible name. */
function viewer(page: Page) {
  const opportunities = () => page.getByRole('region', { name: 'Opportunities identified' });
  const drawer = () => page.getByRole('region', { name: 'Action list' });
  return {
    tab: (name: 'v1' | 'v2') =>
      page.getByRole('tablist', { name: 'Report version' }).getByRole('tab', { name }),
    brandButton: () => page.getByRole('button', { name: 'Brand intelligence' }),
    dial: (label: string) =>
      page
        .getByRole('group', { name: 'Filter opportunities by score' })
        .getByRole('button', { name: new RegExp(`^${label} `) }),
    chip: (category: 'Incomplete' | 'Missing') =>
      page
        .getByRole('group', { name: 'Filter opportunities by category' })
        .getByRole('button', { name: new RegExp(`^${category}`) }),
    opportunities,
    /** The components of the listed cards, in order (their titles are the only h3 there). */
    cardTitles: () => opportunities().getByRole('heading', { level: 3 }).allTextContents(),
    card: (component: string) =>
      opportunities()
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: component, exact: true }) }),
    cardToggle: (component: string) =>
      opportunities().getByRole('button', { name: component, exact: true }),
    markers: () => page.getByRole('button', { name: /^Opportunity \d+:/ }),
    marker: (number: number, component: string) =>
      page.getByRole('button', { name: `Opportunity ${number}: ${component}`, exact: true }),
    pressedMarkers: () => page.getByRole('button', { name: /^Opportunity \d+:/, pressed: true }),
    expandedCards: () => opportunities().getByRole('button', { expanded: true }),
    drawer,
    drawerToggle: () => drawer().getByRole('button', { name: /^Action list/ }),
    drawerItems: () => drawer().getByRole('listitem'),
    copyButton: () => drawer().getByRole('button', { name: /^(copy prompt|copied!)$/ }),
    position: () => page.getByText(/^\d+ of \d+$/),
    previous: () => page.getByRole('button', { name: 'Previous question' }),
    next: () => page.getByRole('button', { name: 'Next question' }),
  };
}

/**
 * Whether an element is on screen and not covered (by the sticky drawer, the top bar…): the point
 * at its centre hits the element itself.
 */
async function inView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

const ariaPressed = (page: Page, label: string) =>
  viewer(page).dial(label).getAttribute('aria-pressed');
const componentsOf = (items: { opportunity: Opportunity }[]) =>
  items.map((item) => item.opportunity.component);
const isUnique = (sampleData: Expected, component: string) =>
  sampleData.identified.filter((item) => item.opportunity.component === component).length === 1;

/** Two Incomplete items with a marker and a name of their own: the first and the last listed. */
function twoMarkedCards(sampleData: Expected) {
  const marked = sampleData.identified.filter(
    (item) =>
      item.opportunity.usercategory === 'Incomplete' &&
      item.opportunity.marker &&
      isUnique(sampleData, item.opportunity.component),
  );
  const first = marked[0];
  const last = marked[marked.length - 1];
  if (!first || !last || first === last) throw new Error('the sample needs two marked cards');
  return [first, last] as const;
}

describe.each([WITH_V2, WITHOUT_V2])('the sample /$route, in Chromium', (data) => {
  const { report, identified } = data;
  const all = componentsOf(identified);
  // axe-core takes most of a second a run: each state is checked once, on the first sample.
  const checkA11y = async (page: Page) => {
    if (data === WITH_V2) expect(await axeViolations(page)).toEqual([]);
  };

  it('shows its title, name chip, version tabs, screenshot and the scoring link', async () => {
    const { page, problems } = await openSample(data.route);
    const v = viewer(page);
    expect(await page.title()).toBe(`${report.siteName} — sample report · HEROSCOPE`);
    expect(await page.getByText(report.siteName, { exact: true }).isVisible()).toBe(true);
    const tabs = page.getByRole('tablist', { name: 'Report version' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['v1', 'v2']);
    expect(await v.tab('v1').getAttribute('aria-selected')).toBe('true');
    expect(await v.tab('v2').getAttribute('aria-selected')).toBe('false');
    const screenshot = page.getByRole('img', { name: 'original page' });
    await expect
      .poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(report.originalData.websiteContent.width);

    const link = page.getByRole('link', { name: 'How is it calculated?' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe('/methodology');
    await link.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(TOOLTIP);

    expect(await v.cardTitles()).toEqual(all);
    for (const score of report.originalData.scores) {
      expect(await v.dial(score.label).getAttribute('aria-label')).toBe(
        `${score.label} ${Math.round(score.value)}`,
      );
    }
    expect(await v.markers().count()).toBe(
      identified.filter((i) => i.opportunity.usercategory === 'Incomplete' && i.opportunity.marker)
        .length,
    );
    await checkA11y(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters by a dial and by a category chip, each toggling, and by both together', async () => {
    const { page } = await openSample(data.route);
    const v = viewer(page);
    // Every metric in the samples is one of the four dials' labels.
    for (const item of identified) expect(SCORE_LABELS).toContain(item.opportunity.metric);
    const byMetric = (label: string) => identified.filter((i) => i.opportunity.metric === label);
    // A dial under which both categories are listed, so the combined filter means something.
    const label = SCORE_LABELS.find((candidate) => {
      const items = byMetric(candidate);
      return (
        items.some((i) => i.opportunity.usercategory === 'Missing') &&
        items.some((i) => i.opportunity.usercategory === 'Incomplete')
      );
    });
    if (!label) throw new Error('no dial lists both categories');

    await v.dial(label).click();
    expect(await ariaPressed(page, label)).toBe('true');
    for (const other of SCORE_LABELS.filter((l) => l !== label)) {
      expect(await ariaPressed(page, other)).toBe('false');
    }
    expect(await v.cardTitles()).toEqual(componentsOf(byMetric(label)));
    // The other dials step back.
    const ringOpacity = (l: string) =>
      v
        .dial(l)
        .locator('svg')
        .evaluate((svg) => Number(getComputedStyle(svg).opacity));
    expect(await ringOpacity(label)).toBe(1);
    for (const other of SCORE_LABELS.filter((l) => l !== label)) {
      expect(await ringOpacity(other)).toBeLessThan(1);
    }
    await checkA11y(page);

    // By keyboard: Space on the focused chip.
    await v.chip('Missing').focus();
    await page.keyboard.press('Space');
    expect(await v.chip('Missing').getAttribute('aria-pressed')).toBe('true');
    const both = byMetric(label).filter((i) => i.opportunity.usercategory === 'Missing');
    expect(await v.cardTitles()).toEqual(componentsOf(both));
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe(
      `Showing ${both.length} of ${identified.length} · ${label} · Missing`,
    );

    // Incomplete replaces Missing; clicking it again clears the category.
    await v.chip('Incomplete').click();
    expect(await v.chip('Missing').getAttribute('aria-pressed')).toBe('false');
    expect(await v.chip('Incomplete').getAttribute('aria-pressed')).toBe('true');
    expect(await v.cardTitles()).toEqual(
      componentsOf(byMetric(label).filter((i) => i.opportunity.usercategory === 'Incomplete')),
    );
    await v.chip('Incomplete').click();
    expect(await v.chip('Incomplete').getAttribute('aria-pressed')).toBe('false');
    expect(await v.cardTitles()).toEqual(componentsOf(byMetric(label)));

    await v.dial(label).click();
    for (const any of SCORE_LABELS) expect(await ariaPressed(page, any)).toBe('false');
    expect(await v.cardTitles()).toEqual(all);

    await v.chip('Missing').click();
    expect(await v.cardTitles()).toEqual(
      componentsOf(identified.filter((i) => i.opportunity.usercategory === 'Missing')),
    );
    await v.chip('Missing').click();
    expect(await v.cardTitles()).toEqual(all);
    await page.close();
  });

  it('expands one card at a time, ties it to its marker, and scrolls a clicked marker’s card into view', async () => {
    const { page } = await openSample(data.route);
    const v = viewer(page);
    const [first, last] = twoMarkedCards(data);
    const firstName = first.opportunity.component;
    const lastName = last.opportunity.component;

    await v.cardToggle(firstName).click();
    expect(await v.cardToggle(firstName).getAttribute('aria-expanded')).toBe('true');
    expect(await v.card(firstName).getByText(first.opportunity.reason).isVisible()).toBe(true);
    expect(await v.marker(first.number, firstName).getAttribute('aria-pressed')).toBe('true');
    expect(await v.pressedMarkers().count()).toBe(1);
    await checkA11y(page);

    await v.cardToggle(lastName).click();
    expect(await v.expandedCards().allTextContents()).toEqual([lastName]);
    expect(await v.marker(first.number, firstName).getAttribute('aria-pressed')).toBe('false');
    expect(await v.marker(last.number, lastName).getAttribute('aria-pressed')).toBe('true');

    await v.cardToggle(lastName).click();
    expect(await v.expandedCards().count()).toBe(0);
    expect(await v.pressedMarkers().count()).toBe(0);

    // The last card is far down the sidebar: pressing its marker brings it into view, expanded.
    await v.cardToggle(firstName).scrollIntoViewIfNeeded();
    const before = await v.card(lastName).boundingBox();
    expect(before!.y).toBeGreaterThan(VIEWPORT.height);
    await v.marker(last.number, lastName).click();
    expect(await v.marker(last.number, lastName).getAttribute('aria-pressed')).toBe('true');
    expect(await v.expandedCards().allTextContents()).toEqual([lastName]);
    await expect.poll(() => inView(v.cardToggle(lastName))).toBe(true);
    await v.marker(last.number, lastName).click();
    expect(await v.marker(last.number, lastName).getAttribute('aria-pressed')).toBe('false');
    expect(await v.expandedCards().count()).toBe(0);
    await page.close();
  });

  it('moves cards to the action list and back, and copies them as a prompt', async () => {
    const { page, problems } = await openSample(data.route);
    const v = viewer(page);
    const [first, last] = twoMarkedCards(data);
    const chosen = [first, last];

    expect(await v.drawerToggle().getAttribute('aria-expanded')).toBe('false');
    expect(await v.copyButton().count()).toBe(0);
    await v.drawerToggle().click();
    expect(await v.drawerToggle().getAttribute('aria-expanded')).toBe('true');
    expect(await v.drawer().getByText(EMPTY_DRAWER).isVisible()).toBe(true);
    expect(await v.copyButton().count()).toBe(0);
    await v.drawerToggle().click();
    expect(await v.drawerToggle().getAttribute('aria-expanded')).toBe('false');

    const domId = (component: string) => v.card(component).getAttribute('id');
    const firstId = await domId(first.opportunity.component);
    // Adding an expanded card clears its expansion and its marker.
    await v.cardToggle(first.opportunity.component).click();
    expect(await v.pressedMarkers().count()).toBe(1);
    for (const item of chosen) {
      await v
        .card(item.opportunity.component)
        .getByRole('button', { name: 'Add to action list' })
        .click();
    }
    expect(await v.cardTitles()).toEqual(all.filter((c) => !componentsOf(chosen).includes(c)));
    expect(await v.expandedCards().count()).toBe(0);
    expect(await v.pressedMarkers().count()).toBe(0);
    expect(await v.drawerToggle().textContent()).toBe('Action list2');
    // The card took the focus with it: the list's heading has it now.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Opportunities identified',
    );

    // The copy button of the collapsed drawer: 'copied!' for about 2 s, the prompt on the clipboard.
    const clickedAt = Date.now();
    await v.copyButton().click();
    await expect.poll(() => v.copyButton().textContent()).toBe('copied!');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(
      [
        ACTION_PROMPT_INSTRUCTION,
        ...chosen.map(
          ({ opportunity: o }) =>
            `Action: ${o.action}\nComponent: ${o.component}\nProblem: ${o.problem}`,
        ),
      ].join('\n\n'),
    );
    await expect
      .poll(() => v.copyButton().textContent(), { timeout: 5000, interval: 50 })
      .toBe('copy prompt');
    const feedbackMs = Date.now() - clickedAt;
    expect(feedbackMs).toBeGreaterThanOrEqual(1950);
    expect(feedbackMs).toBeLessThan(3200);

    await v.drawerToggle().click();
    expect(await v.drawerToggle().getAttribute('aria-expanded')).toBe('true');
    expect(await v.copyButton().count()).toBe(0);
    const shown = await v
      .drawerItems()
      .evaluateAll((items) =>
        items.map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent)),
      );
    expect(shown).toEqual(chosen.map(({ opportunity: o }) => [o.action, o.component, o.problem]));
    await checkA11y(page);

    // Removing the first returns its card to its place in the list; focus stays in the drawer.
    await v.drawerItems().first().getByRole('button', { name: 'Remove from action list' }).click();
    expect(await v.drawerItems().count()).toBe(1);
    expect(await v.cardTitles()).toEqual(all.filter((c) => c !== last.opportunity.component));
    // It comes back under a new, restored id.
    expect(await domId(first.opportunity.component)).not.toBe(firstId);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('action-list-toggle');
    // The keyboard: Tab to the remaining item's remove button, Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await v.cardTitles()).toEqual(all);
    expect(await v.drawer().getByText(EMPTY_DRAWER).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("walks the questions one at a time: '1 of N', previous and next disabled at the ends", async () => {
    const { page } = await openSample(data.route);
    const v = viewer(page);
    const total = report.originalData.questions.length;
    const questions = page.getByRole('region', { name: 'Personalize the analysis' });
    expect(await questions.getByText('Not yet submittable').isVisible()).toBe(true);
    expect(await v.position().textContent()).toBe(`1 of ${total}`);
    expect(await questions.getByText(report.originalData.questions[0]!.text).isVisible()).toBe(
      true,
    );
    expect(await v.previous().isDisabled()).toBe(true);
    expect(await v.next().isDisabled()).toBe(false);
    await v.next().click();
    expect(await v.position().textContent()).toBe(`2 of ${total}`);
    expect(await v.previous().isDisabled()).toBe(false);
    // The rest by keyboard: focus stays on next until it becomes disabled.
    for (let n = 3; n <= total; n++) await page.keyboard.press('Enter');
    expect(await v.position().textContent()).toBe(`${total} of ${total}`);
    expect(await v.next().isDisabled()).toBe(true);
    expect(
      await questions.getByText(report.originalData.questions[total - 1]!.text).isVisible(),
    ).toBe(true);
    // Focus moved to previous when next became disabled: Enter goes back one.
    await page.keyboard.press('Enter');
    expect(await v.position().textContent()).toBe(`${total - 1} of ${total}`);
    expect(await v.next().isDisabled()).toBe(false);
    await page.close();
  });

  it('opens the brand intelligence from +, 80% of the window high, with three tabs', async () => {
    const { page } = await openSample(data.route);
    const v = viewer(page);
    await v.brandButton().click();
    const dialog = page.getByRole('dialog', { name: 'Brand intelligence' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.abs((box?.height ?? 0) - 0.8 * VIEWPORT.height)).toBeLessThanOrEqual(2);
    const tab = (name: string) => dialog.getByRole('tab', { name });
    expect(await dialog.getByRole('tab').allTextContents()).toEqual([
      'Raw data',
      'Insights',
      'Your goals',
    ]);
    expect(await tab('Raw data').getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByRole('heading', { name: 'Colours' }).isVisible()).toBe(true);
    await checkA11y(page);

    const brand = report.originalData.brandIntelligence;
    await tab('Insights').click();
    expect(await tab('Insights').getAttribute('aria-selected')).toBe('true');
    if (brand?.insights[0]) {
      expect(await dialog.getByRole('heading', { name: brand.insights[0].title }).isVisible()).toBe(
        true,
      );
    }
    // Arrow keys move between the tabs (automatic activation in the dialog).
    // Radix moves the focus on the next task.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Your goals').getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Edit your goals' }).isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'none'))
      .toMatch(/aria-label="Brand intelligence"/);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await tab('Raw data').getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });
});

/** Puts the viewer in a state every version switch must undo: a question, a card, the action list. */
async function dirty(page: Page, expanded: string, added: string) {
  const v = viewer(page);
  await v.next().click();
  await v.next().click();
  await v.card(added).getByRole('button', { name: 'Add to action list' }).click();
  await v.cardToggle(expanded).click();
  expect(await v.position().textContent()).toMatch(/^3 of /);
  expect(await v.pressedMarkers().count()).toBe(1);
  expect(await v.drawerToggle().textContent()).toBe('Action list1');
}

describe('switching versions, in Chromium', () => {
  it(`on /${WITH_V2.route}: v2 and back each reset the question, list, card, marker and action list`, async () => {
    const { page, problems } = await openSample(WITH_V2.route);
    const v = viewer(page);
    const [first, last] = twoMarkedCards(WITH_V2);
    const v2 = WITH_V2.report.iteration1Data!;
    const v2Identified = v2.opportunities.filter((o) => o.usercategory !== 'Well implemented');
    expect(v2Identified.length).toBeGreaterThan(0);

    await dirty(page, first.opportunity.component, last.opportunity.component);
    await v.copyButton().click();
    await expect.poll(() => v.copyButton().textContent()).toBe('copied!');
    // The keyboard: arrows only move focus between the tabs (manual activation), Enter switches.
    await v.tab('v1').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('v2');
    expect(await v.tab('v1').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await v.tab('v2').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('img', { name: 'iteration 1 page' }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'original page' }).count()).toBe(0);
    expect(await v.position().textContent()).toBe(`1 of ${v2.questions.length}`);
    expect(await v.cardTitles()).toEqual(v2Identified.map((o) => o.component));
    expect(await v.expandedCards().count()).toBe(0);
    expect(await v.pressedMarkers().count()).toBe(0);
    expect(await v.drawerToggle().textContent()).toBe('Action list0');
    // v2's scores, each with its change since v1 when it moved.
    for (const score of v2.scores) {
      const v1 = WITH_V2.report.originalData.scores.find((s) => s.label === score.label)!;
      const change = Math.round(score.value) - Math.round(v1.value);
      const since = change === 0 ? '' : `, ${change > 0 ? '+' : '−'}${Math.abs(change)} since v1`;
      expect(await v.dial(score.label).getAttribute('aria-label')).toBe(
        `${score.label} ${Math.round(score.value)}${since}`,
      );
    }

    // v2's own card and marker work; then back to v1 undoes it all again.
    const v2Card = v2Identified[0]!.component;
    await v.next().click();
    await v.cardToggle(v2Card).click();
    expect(await v.pressedMarkers().count()).toBe(1);
    await v.card(v2Card).getByRole('button', { name: 'Add to action list' }).click();
    expect(await v.drawerToggle().textContent()).toBe('Action list1');
    // v1's list was copied, not this one.
    expect(await v.copyButton().textContent()).toBe('copy prompt');
    await v.tab('v1').click();
    expect(await v.tab('v1').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('img', { name: 'original page' }).isVisible()).toBe(true);
    expect(await v.position().textContent()).toBe(
      `1 of ${WITH_V2.report.originalData.questions.length}`,
    );
    expect(await v.cardTitles()).toEqual(componentsOf(WITH_V2.identified));
    expect(await v.expandedCards().count()).toBe(0);
    expect(await v.pressedMarkers().count()).toBe(0);
    expect(await v.drawerToggle().textContent()).toBe('Action list0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it(`on /${WITHOUT_V2.route}: v2 is the placeholder offering more iterations by call`, async () => {
    const { page, problems } = await openSample(WITHOUT_V2.route);
    const v = viewer(page);
    const [first, last] = twoMarkedCards(WITHOUT_V2);
    await dirty(page, first.opportunity.component, last.opportunity.component);

    await v.tab('v2').click();
    expect(await v.tab('v2').getAttribute('aria-selected')).toBe('true');
    for (const label of SCORE_LABELS) {
      expect(await v.dial(label).getAttribute('aria-label')).toBe(`${label} NA`);
    }
    expect(await page.getByText('No questions for this version.').isVisible()).toBe(true);
    expect(await v.position().count()).toBe(0);
    expect(
      await v.opportunities().getByText('No opportunities for this version.').isVisible(),
    ).toBe(true);
    expect(await v.cardTitles()).toEqual([]);
    expect(await v.markers().count()).toBe(0);
    expect(await v.drawerToggle().textContent()).toBe('Action list0');
    expect(
      await page
        .getByRole('heading', { name: 'Ready for the next version of this page?' })
        .isVisible(),
    ).toBe(true);
    const call = page.getByRole('link', { name: 'Book a call for more iterations' });
    expect(await call.getAttribute('target')).toBe('_blank');
    expect(await call.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await axeViolations(page)).toEqual([]);

    await v.tab('v1').click();
    expect(await v.cardTitles()).toEqual(componentsOf(WITHOUT_V2.identified));
    expect(await v.position().textContent()).toBe(
      `1 of ${WITHOUT_V2.report.originalData.questions.length}`,
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('on a phone (390×844), in Chromium', () => {
  it('does not scroll sideways, and the drawer opens and works', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const { page } = await openSample(WITH_V2.route, phone);
    const v = viewer(page);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);

    const [first, last] = twoMarkedCards(WITH_V2);
    // A marker brings its card into view above the sticky drawer, on a window that scrolls itself.
    await v.marker(last.number, last.opportunity.component).click();
    expect(await v.expandedCards().allTextContents()).toEqual([last.opportunity.component]);
    await expect.poll(() => inView(v.cardToggle(last.opportunity.component))).toBe(true);
    await v.marker(last.number, last.opportunity.component).click();
    expect(await v.expandedCards().count()).toBe(0);

    await v
      .card(first.opportunity.component)
      .getByRole('button', { name: 'Add to action list' })
      .click();
    await v.drawerToggle().click();
    expect(await v.drawerToggle().getAttribute('aria-expanded')).toBe('true');
    // SPEC §9: the drawer is at most 60% of the viewport high.
    expect((await v.drawer().boundingBox())!.height).toBeLessThanOrEqual(0.6 * 844 + 1);
    const remove = v.drawerItems().getByRole('button', { name: 'Remove from action list' });
    const box = await remove.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await remove.click();
    expect(await v.drawer().getByText(EMPTY_DRAWER).isVisible()).toBe(true);
    expect(await v.cardTitles()).toEqual(componentsOf(WITH_V2.identified));

    await v.brandButton().click();
    await page.getByRole('dialog', { name: 'Brand intelligence' }).waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
