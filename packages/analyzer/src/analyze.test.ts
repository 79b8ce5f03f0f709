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
