import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  AUDITS,
  AUDIT_WEIGHTS,
  computeScores,
  ENGINE_VERSION,
  MAX_LOST_POINTS,
  MIN_POINTS_PER_FLAW,
  type AuditResult,
} from '@heroscope/analyzer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { escapeHtml } from '../methodology/escape-html.js';
import { renderMethodologyPage } from '../methodology/render-methodology.js';
import { describeOnEachEngine } from '../../test/test-engines.js';

const input = { audits: AUDITS, weights: AUDIT_WEIGHTS, engineVersion: ENGINE_VERSION };

/** The table row of one audit, as rendered. */
function rowOf(html: string, id: string): string {
  const start = html.indexOf(`<tr id="audit-${id}">`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</tr>', start));
}

describe('renderMethodologyPage', () => {
  const html = renderMethodologyPage(input);

  it('lists every registered audit with its title, weight, share and linked source', () => {
    expect(AUDITS.length).toBeGreaterThan(40);
    for (const { meta } of AUDITS) {
      const row = rowOf(html, meta.id);
      const weights = AUDIT_WEIGHTS[meta.category];
      const total = Object.values(weights).reduce((sum, w) => sum + w, 0);
      const weight = weights[meta.id] ?? 0;
      expect(row).toContain(escapeHtml(meta.title));
      expect(row).toContain(escapeHtml(meta.description));
      expect(row).toContain(`<span class="weight">${weight}</span>`);
      expect(row).toContain(`${((weight / total) * 100).toFixed(1)}%`);
      expect(row).toContain(`Share of ${meta.category}`);
      expect(row).toContain(`href="${escapeHtml(meta.source.url ?? '')}"`);
      expect(row).toContain(escapeHtml(meta.source.name));
    }
  });

  it('has one section per category, with its audit count and total weight', () => {
    for (const category of ['Standards', 'Clarity', 'Conversion', 'Design'] as const) {
      const count = AUDITS.filter((a) => a.meta.category === category).length;
      const total = Object.values(AUDIT_WEIGHTS[category]).reduce((sum, w) => sum + w, 0);
      expect(html).toContain(`<h2 id="${category.toLowerCase()}-title">${category}</h2>`);
      expect(html).toContain(`${count} audits · weights add up to ${total}`);
    }
  });

  it('explains the scoring the engine does', () => {
    expect(html).toContain('audit’s share = weight × (1 − audit score) ÷ Σ(weight) × 100');
    expect(html).toContain(`plus ${MIN_POINTS_PER_FLAW} point for each flaw it names`);
    expect(html).toContain('score = round(100 − Σ(opportunity points))');
    expect(html).toContain(`scaled down to ${MAX_LOST_POINTS}`);
    expect(html).toContain('0 is shown as NA');
    expect(html).toContain(`version ${ENGINE_VERSION}`);
  });

  it('works its example as the engine does: computeScores gives the score the page shows', () => {
    const html = renderMethodologyPage(input);
    const example = /“([^”]+)” weighs[\s\S]*? = <strong>(\d+)<\/strong>/.exec(html);
    expect(example).not.toBeNull();
    const audit = AUDITS.find((a) => escapeHtml(a.meta.title) === example![1]);
    expect(audit).toBeDefined();
    const category = audit!.meta.category;
    const results: AuditResult[] = AUDITS.filter((a) => a.meta.category === category).map((a) => {
      const flawed = a.meta.id === audit!.meta.id;
      return {
        id: a.meta.id,
        category,
        title: a.meta.title,
        status: flawed ? 'fail' : 'pass',
        score: flawed ? 0.5 : 1,
        details: {},
        findings: flawed
          ? [{ component: 'Hero', problem: 'A flaw', action: 'Refine', usercategory: 'Incomplete' }]
          : [],
      };
    });
    const score = computeScores(results).scores.find((s) => s.label === category)?.value;
    expect(String(score)).toBe(example![2]);
  });

  it('changes with the weights', () => {
    const weights = structuredClone(AUDIT_WEIGHTS);
    weights.Clarity['headline-present'] = 42;
    const changed = renderMethodologyPage({ ...input, weights });
    expect(changed).not.toBe(html);
    expect(rowOf(changed, 'headline-present')).toContain('<span class="weight">42</span>');
    const clarityTotal = Object.values(weights.Clarity).reduce((sum, w) => sum + w, 0);
    expect(changed).toContain(`weights add up to ${clarityTotal}`);
    expect(rowOf(changed, 'headline-length')).toContain(
      `${((3 / clarityTotal) * 100).toFixed(1)}%`,
    );
  });

  it('escapes registry text and links only http(s) sources', () => {
    const [first] = AUDITS;
    const hostile = {
      ...first!,
      meta: {
        ...first!.meta,
        id: 'hostile',
        title: '<script>alert(1)</script>',
        description: 'A & B "quoted"',
        source: { name: '<b>Evil</b>', url: 'javascript:alert(1)' },
      },
    };
    const page = renderMethodologyPage({ ...input, audits: [hostile] });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('A &amp; B &quot;quoted&quot;');
    expect(page).not.toContain('javascript:');
    expect(page).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  });
});

const HTML = { accept: 'text/html' };

describeOnEachEngine('GET /methodology', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({ config: ctx().config, db: ctx().db });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the page rendered from the registry, revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/methodology', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(renderMethodologyPage(input));
    const again = await app.inject({
      method: 'GET',
      url: '/methodology',
      headers: { ...HTML, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends it %s-compressed when accepted', async (encoding, decode) => {
    const res = await app.inject({
      method: 'GET',
      url: '/methodology',
      headers: { ...HTML, 'accept-encoding': encoding },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.rawPayload).toString()).toBe(renderMethodologyPage(input));
    const plain = await app.inject({ method: 'GET', url: '/methodology', headers: HTML });
    expect(res.headers.etag).not.toBe(plain.headers.etag);
  });

  it('allows its own stylesheet by hash and nothing else inline, and refuses framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/methodology', headers: HTML });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.body).not.toMatch(/<script|style="/);
  });

  it('is where "How is it calculated?" leads by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ docsUrl: '/methodology' });
  });
});
