/**
 * Every named flaw costs points: a flaw planted into a fixture page's real facts (collected in
 * Chromium) must be named by the report and must lower its category, on good and flawed pages
 * alike — also where the audit that names it was already near 0.
 */
import type { AnalysisResult, PageFacts, ScoreLabel, TextElement } from '@heroscope/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFacts } from '../src/analyze.js';
import { createCollector, type Collector } from '../src/collect/index.js';
import { runPool } from '../src/cli/run-pool.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

const PAGES = [
  'good-saas.html',
  'good-product.html',
  'flawed-generic.html',
  'flawed-conversion.html',
  'fade-in-hero.html',
  'lazy-reveal.html',
  'flawed-french.html',
  'template-startup.html',
];

interface Plant {
  name: string;
  category: ScoreLabel;
  auditId: string;
  /** What the report must quote to have named the planted flaw. */
  named: string;
  text: Partial<TextElement> & { text: string };
}

const PLANTS: Plant[] = [
  {
    // A grey no fixture page uses: a new flaw (a new fix). One more text in a grey the report
    // already names is more of the same flaw, which costs only its share of the audit's loss
    // (compute-scores.ts counts findings, not elements).
    name: 'grey-on-white text',
    category: 'Standards',
    auditId: 'color-contrast',
    named: '#a7a7a7',
    text: {
      text: 'Our team answers every message within one working day, Monday to Friday.',
      color: '#a7a7a7',
      backgroundColor: '#ffffff',
    },
  },
  {
    name: 'a lorem-ipsum paragraph',
    category: 'Clarity',
    auditId: 'placeholder-content',
    named: 'orem ipsum',
    text: {
      text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.',
    },
  },
  {
    name: 'a tutorial label',
    category: 'Clarity',
    auditId: 'placeholder-content',
    named: 'Image goes here',
    text: { text: 'Image goes here' },
  },
];

/** The facts with one more paragraph, below the first paragraph, on both viewports. */
function plant(facts: PageFacts, p: Plant): PageFacts {
  const planted = structuredClone(facts);
  for (const vf of [planted.desktop, planted.mobile]) {
    const base = vf.texts.find((t) => t.tag === 'p') ?? vf.texts[0]!;
    vf.texts.push({
      ...base,
      id: `planted${vf.texts.length}`,
      tag: 'p',
      interactiveId: null,
      backgroundUncertain: false,
      selector: 'main > p.planted',
      rect: { ...base.rect, y: base.rect.y + base.rect.height + 24, height: 24 },
      ...p.text,
    });
  }
  return planted;
}

const score = (r: AnalysisResult, label: ScoreLabel) =>
  r.scores.find((s) => s.label === label)!.value;

let server: FixtureServer;
let collector: Collector;
const facts = new Map<string, PageFacts>();

beforeAll(async () => {
  server = await startFixtureServer();
  collector = await createCollector({ allowPrivate: true, parallelViewports: false });
  await runPool(PAGES, 2, async (page) => {
    facts.set(page, await collector.collect(server.url(`/${page}`)));
  });
}, 180_000);

afterAll(async () => {
  await collector?.close();
  await server?.close();
});

describe.each(PLANTS)('planting $name', (p) => {
  it.each(PAGES)(`%s: is named and lowers ${p.category}`, (page) => {
    const before = analyzeFacts(facts.get(page)!);
    const after = analyzeFacts(plant(facts.get(page)!, p));
    const named = after.opportunities.filter(
      (o) => o.auditId === p.auditId && o.usercategory !== 'Well implemented',
    );
    expect(
      named.some((o) => o.problem.includes(p.named)),
      named.map((o) => o.problem).join(' | '),
    ).toBe(true);
    expect(score(after, p.category)).toBeLessThan(score(before, p.category));
  });
});
