/**
 * What a template-built landing page (fixtures/pages/template-startup.html) must get right, in
 * real Chromium: findings that are true and said once. The page is modelled on public template
 * kits: a headline split into spans, reveal-on-scroll cards, icon + label pairs, a logo row.
 */
import { ACTION_LABELS, type AnalysisResult, type PageFacts } from '@heroscope/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFacts } from '../src/analyze.js';
import { createCollector, type Collector } from '../src/collect/index.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

let server: FixtureServer;
let collector: Collector;
let facts: PageFacts;
let result: AnalysisResult;

beforeAll(async () => {
  server = await startFixtureServer();
  collector = await createCollector({ allowPrivate: true });
  facts = await collector.collect(server.url('/template-startup.html'));
  result = analyzeFacts(facts);
}, 90_000);

afterAll(async () => {
  await collector?.close();
  await server?.close();
});

/** Every string anywhere in the report, for "nowhere does it say …" assertions. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('data:') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('text is read as the browser shows it', () => {
  it('keeps the space between inline elements', () => {
    const texts = facts.desktop.texts.map((t) => t.text);
    expect(texts).toContain('Design a landing page and make it conversion-friendly');
    expect(texts).toContain(
      'Pagecraft gives small marketing teams tested templates and one-click A/B tests.',
    );
  });

  it('never runs words together anywhere in the report', () => {
    const joined = strings(result).filter((s) =>
      /itconversion|Pagecraftgives|teamstested|templatesand/.test(s),
    );
    expect(joined).toEqual([]);
  });
});

describe('calls to action are seen as visitors see them', () => {
  it("takes a link painted by the one box inside it for a button, in that box's colours", () => {
    const cta = facts.desktop.interactives.find((i) => i.text === 'Start building for free')!;
    expect(cta).toMatchObject({ kind: 'link', buttonLike: true, backgroundColor: '#4f46e5' });
    expect(cta.color).toBe('#ffffff');
    // The painted box (15 px padding around an 18 px label), not the link's line box.
    expect(cta.rect.height).toBeGreaterThanOrEqual(50);
    expect(result.audits.find((a) => a.id === 'cta-above-fold-desktop')!.score).toBe(1);
  });
});

describe('actions name the fix', () => {
  it('does not judge plain HTTP on a loopback development server', () => {
    const audit = result.audits.find((a) => a.id === 'https')!;
    expect(audit.status).toBe('not-applicable');
    expect(result.opportunities.filter((o) => o.auditId === 'https')).toEqual([]);
  });

  it('uses SPEC §3 actions, never a label that names the visitor’s doubt instead of a fix', () => {
    for (const o of result.opportunities) {
      expect(ACTION_LABELS, o.problem).toContain(o.action);
      expect(o.action, o.problem).not.toMatch(/^Lacking /);
    }
  });
});

describe('findings of one kind are said once', () => {
  it('makes the row of five lazy-loaded logos one opportunity that says how many and where', () => {
    const lazy = result.opportunities.filter((o) => o.auditId === 'hero-image-not-lazy');
    expect(lazy).toHaveLength(1);
    expect(lazy[0]!.component).toBe('Hero image (5 places)');
    expect(lazy[0]!.problem).toContain('The same goes for 4 more (4 in the first screen)');
  });

  it('never shows two opportunities of one audit with the same component', () => {
    const keys = result.opportunities.map((o) => `${o.auditId} ${o.component}`);
    expect(keys).toEqual([...new Set(keys)]);
  });
});

describe('markers', () => {
  const px = (m: [number, number]) => {
    const shot = facts.desktop.screenshot;
    return { x: (m[0] / 100) * shot.width, y: (m[1] / 100) * shot.height };
  };

  it('sit beside the headline they flag, not on its words', () => {
    // The box of the headline's words (the h1 element itself spans its centred column).
    const h1 = facts.desktop.texts.find((t) => t.tag === 'h1')!;
    const o = result.opportunities.find((x) => x.auditId === 'headline-specificity');
    expect(o?.marker).toBeDefined();
    const { x, y } = px(o!.marker!);
    const inside =
      x >= h1.rect.x &&
      x <= h1.rect.x + h1.rect.width &&
      y >= h1.rect.y &&
      y <= h1.rect.y + h1.rect.height;
    expect(inside, `marker at ${x},${y}; h1 ${JSON.stringify(h1.rect)}`).toBe(false);
  });

  it('never share a spot', () => {
    const spots = result.opportunities.flatMap((o) => (o.marker ? [px(o.marker)] : []));
    for (let i = 0; i < spots.length; i++)
      for (let j = i + 1; j < spots.length; j++)
        expect(Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y)).toBeGreaterThan(
          18,
        );
  });
});

describe('line length', () => {
  it('measures the full lines, not an average dragged down by the short last line', () => {
    // Lines of 43 and 40 characters and a last line of 4: comfortable, not "every ~29".
    const audit = result.audits.find((a) => a.id === 'line-length')!;
    const narrow = facts.desktop.texts.find((t) => t.text.startsWith('Templates ship with'))!;
    const measured = (audit.details.charsPerLine as Array<{ id: string; cpl: number }>).find(
      (p) => p.id === narrow.id,
    )!;
    expect(measured.cpl).toBeGreaterThanOrEqual(38);
    expect(measured.cpl).toBeLessThanOrEqual(46);
    const flagged = result.opportunities.filter(
      (o) => o.auditId === 'line-length' && o.problem.includes('Templates ship with'),
    );
    expect(flagged).toEqual([]);
  });
});

describe('alignment', () => {
  it('reads an icon and its label as one centred pair, not a misaligned text', () => {
    const misaligned = result.opportunities.filter(
      (o) => o.auditId === 'grid-alignment' && o.problem.includes('Trusted by'),
    );
    expect(misaligned).toEqual([]);
  });
});

describe('questions and brand', () => {
  const question = (start: string) => result.questions.find((q) => q.text.startsWith(start))!;

  it('offers the page’s indigo accent among its colours, not three near-whites', () => {
    const colours = question('Must the redesign keep your current colours?');
    const all = `${colours.impact} ${colours.options.join(' ')}`;
    expect(all).toContain('#4f46e5');
    const nearWhites = ['#ffffff', '#fafafa', '#f8fafc', '#f9fafb'].filter((c) => all.includes(c));
    expect(nearWhites.length, all).toBeLessThanOrEqual(1);
  });

  it('offers audiences that are people, not things or a boast', () => {
    const audience = question('Who is this page mainly for?');
    expect(audience.options).toContain('small marketing teams');
    expect(audience.options).toContain('freelancers');
    expect(audience.options).not.toContain('landing pages');
    expect(audience.options).not.toContain('well-known companies');
    const users = result.brandIntelligence!.insights.find((i) => i.title === 'Primary Users')!;
    expect(users.content).not.toMatch(/landing pages|well-known/);
  });
});
