import { analysisResultSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { analyzeFacts, ENGINE_VERSION } from './analyze.js';
import { AUDITS } from './audits/registry.js';
import { flawedPageFacts } from './report/test-page-facts.js';

function withoutTimes(r: ReturnType<typeof analyzeFacts>) {
  const { meta, ...rest } = r;
  const { analyzedAt: _a, durationMs: _d, ...stable } = meta;
  return { ...rest, meta: stable };
}

describe('analyzeFacts', () => {
  it('is deterministic apart from the meta times', () => {
    const a = analyzeFacts(flawedPageFacts(), {
      analyzedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 10,
    });
    const b = analyzeFacts(flawedPageFacts(), {
      analyzedAt: '2026-01-02T00:00:00.000Z',
      durationMs: 99,
    });
    expect(withoutTimes(a)).toEqual(withoutTimes(b));
  });

  it('produces a schema-valid result with findings in every category that has audits', () => {
    const result = analyzeFacts(flawedPageFacts(), {
      analyzedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 1234,
    });
    expect(() => analysisResultSchema.parse(result)).not.toThrow();
    expect(result.meta).toEqual({
      url: 'http://example.com',
      finalUrl: 'http://example.com/',
      analyzedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 1234,
      engine: { name: 'heroscope', version: ENGINE_VERSION },
    });
    expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    const categories = new Set(AUDITS.map((a) => a.meta.category));
    for (const category of categories) {
      const costly = result.opportunities.filter(
        (o) => o.metric === category && o.usercategory !== 'Well implemented',
      );
      expect(costly.length, category).toBeGreaterThan(0);
      const score = result.scores.find((s) => s.label === category)!.value;
      expect(score, category).toBeGreaterThan(0);
      expect(score, category).toBeLessThan(100);
    }
    expect(result.audits.map((a) => a.id)).toEqual(AUDITS.map((a) => a.meta.id));
    expect(result.audits.every((a) => a.status !== 'error')).toBe(true);
  });

  it("sums each category's opportunity points to about 100 − its score", () => {
    const result = analyzeFacts(flawedPageFacts());
    for (const s of result.scores) {
      if (s.value === 0) continue;
      const points = result.opportunities
        .filter((o) => o.metric === s.label)
        .reduce((sum, o) => sum + (o.points ?? 0), 0);
      // Audits that lose points without a finding (none here) and rounding make it approximate.
      expect(Math.abs(points - (100 - s.value)), s.label).toBeLessThan(1.5);
    }
  });

  it('records each audit with its weight, and uses the current time by default', () => {
    const result = analyzeFacts(flawedPageFacts());
    const cta = result.audits.find((a) => a.id === 'cta-above-fold-desktop')!;
    expect(cta).toMatchObject({ category: 'Conversion', weight: 8, status: 'pass', score: 1 });
    expect(Number.isNaN(Date.parse(result.meta.analyzedAt))).toBe(false);
  });
});

const LANDING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme — Invoicing for freelancers</title>
<meta name="description" content="Send invoices in a minute and get paid twice as fast.">
<style>
  body { margin: 0; font-family: Arial, sans-serif; color: #111827; background: #ffffff; }
  header { display: flex; justify-content: space-between; padding: 16px 40px; }
  header a { color: #111827; margin-left: 24px; text-decoration: none; }
  .hero { padding: 80px 40px; max-width: 900px; }
  h1 { font-size: 56px; margin: 0 0 16px; }
  .sub { font-size: 20px; margin: 0 0 32px; }
  .cta { display: inline-block; background: #4f46e5; color: #ffffff; padding: 14px 28px;
         border-radius: 8px; font-weight: 700; text-decoration: none; }
  .ghost { display: inline-block; padding: 14px 28px; margin-left: 12px; color: #4f46e5;
           border: 1px solid #c7d2fe; border-radius: 8px; text-decoration: none; }
  .logos { display: flex; gap: 40px; padding: 20px 40px; }
  .logos svg { width: 120px; height: 40px; }
  section { padding: 40px; min-height: 700px; }
</style></head>
<body>
<header><strong>Acme</strong><nav><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>
<main>
  <div class="hero">
    <h1>Invoicing that gets freelancers paid</h1>
    <p class="sub">Send invoices in a minute, built for freelancers and small agencies.</p>
    <a class="cta" href="/signup">Start your free trial</a>
    <a class="ghost" href="/tour">See how it works</a>
  </div>
  <p style="padding: 0 40px">Trusted by 10,000+ freelancers</p>
  <div class="logos">
    <svg viewBox="0 0 120 40"><rect width="120" height="40" fill="#9ca3af"/></svg>
    <svg viewBox="0 0 120 40"><rect width="120" height="40" fill="#9ca3af"/></svg>
    <svg viewBox="0 0 120 40"><rect width="120" height="40" fill="#9ca3af"/></svg>
    <svg viewBox="0 0 120 40"><rect width="120" height="40" fill="#9ca3af"/></svg>
  </div>
  <section><h2>Recurring invoices</h2><p>Set it once and every client is billed on time.</p></section>
  <section><h2>Online payments</h2><p>Clients pay by card or bank transfer from the invoice.</p></section>
  <section><a class="cta" href="/signup">Start your free trial</a></section>
</main>
</body></html>`;

describe('createAnalyzer (real Chromium)', () => {
  it('collects a live page and analyses it', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      if (req.url === '/' || req.url === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(LANDING_PAGE);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { createAnalyzer } = await import('./analyze.js');
    const analyzer = await createAnalyzer({
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      allowPrivate: true,
    });
    try {
      const steps: string[] = [];
      const result = await analyzer.analyze(`http://127.0.0.1:${port}/`, {
        onProgress: (step) => steps.push(step),
      });
      expect(() => analysisResultSchema.parse(result)).not.toThrow();
      expect(steps.at(-1)).toBe('done');
      expect(steps).toContain('scoring');
      expect(result.meta.durationMs).toBeGreaterThan(0);
      expect(result.websiteContent.image).toMatch(/^data:image\//);
      const audit = (id: string) => result.audits.find((a) => a.id === id)!;
      expect(audit('cta-above-fold-desktop')).toMatchObject({ status: 'pass', score: 1 });
      expect(audit('cta-above-fold-mobile')).toMatchObject({ status: 'pass', score: 1 });
      expect(audit('dominant-cta').score).toBe(1);
      expect(audit('cta-repeated').score).toBe(1);
      expect(audit('trust-signals').details).toMatchObject({ kinds: ['logos', 'usage'] });
      expect(audit('trust-near-cta').score).toBe(1);
      expect(result.brandIntelligence!.typography[0]).toMatchObject({
        text: 'Invoicing that gets freelancers paid',
        size: '56px',
      });
      expect(result.brandIntelligence!.colorScheme).toContainEqual({
        color: '#4f46e5',
        name: 'Primary',
      });
      const action = result.questions.find((q) => q.text.startsWith('Which action matters most'))!;
      expect(action.options[0]).toBe('Start your free trial');
      expect(result.scores.find((s) => s.label === 'Conversion')!.value).toBeGreaterThan(70);

      // The facts come back too, and scoring them again gives the same report without the page.
      const withFacts = await analyzer.analyzeWithFacts(`http://127.0.0.1:${port}/`);
      expect(withFacts.facts.url).toBe(`http://127.0.0.1:${port}/`);
      const again = analyzeFacts(withFacts.facts, {
        analyzedAt: withFacts.result.meta.analyzedAt,
        durationMs: withFacts.result.meta.durationMs,
      });
      expect(again).toEqual(withFacts.result);
    } finally {
      await analyzer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
