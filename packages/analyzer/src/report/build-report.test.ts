import { reportVersionSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { runAudits } from '../audits/run-audits.js';
import { interactive, makeFacts } from '../audits/shared/test-facts.js';
import { defineAudit, type Audit, type AuditProduct } from '../audits/types.js';
import { buildReport } from './build-report.js';
import { flawedPageFacts } from './test-page-facts.js';

function audit(id: string, category: Audit['meta']['category'], run: () => AuditProduct): Audit {
  return defineAudit({
    meta: {
      id,
      category,
      title: id,
      description: `Why ${id} matters.`,
      source: { name: 'Test' },
      requiredFacts: [],
    },
    run,
  });
}

const weights = {
  Standards: { s1: 1 },
  Clarity: { c1: 1 },
  Conversion: { v1: 3, v2: 1 },
  Design: {},
};

describe('buildReport', () => {
  it('builds a schema-valid report from the real audits on a flawed page', () => {
    const facts = flawedPageFacts();
    const report = buildReport(facts, runAudits(facts));
    expect(() => reportVersionSchema.parse(report)).not.toThrow();
    expect(report.websiteContent).toEqual({
      image: 'data:image/jpeg;base64,AAAA',
      alt: 'original page',
    });
    expect(report.scores.map((s) => s.label)).toEqual([
      'Standards',
      'Clarity',
      'Conversion',
      'Design',
    ]);
    expect(report.opportunities.length).toBeGreaterThan(10);
    for (const o of report.opportunities) {
      if (o.usercategory === 'Missing') expect(o.marker).toBeUndefined();
      if (o.marker) {
        expect(o.marker[0]).toBeGreaterThanOrEqual(0);
        expect(o.marker[0]).toBeLessThanOrEqual(100);
        expect(o.marker[1]).toBeGreaterThanOrEqual(0);
        expect(o.marker[1]).toBeLessThanOrEqual(100);
      }
      expect(o.reason.length).toBeGreaterThan(0);
    }
  });

  it('maps each finding to an opportunity with marker, reason, status and points', () => {
    const facts = makeFacts({
      desktop: { screenshot: { dataUrl: 'data:x', width: 1440, height: 2000 } },
    });
    const audits = [
      audit('v1', 'Conversion', () => ({
        score: 0.5,
        findings: [
          {
            component: "Primary CTA 'Go'",
            problem: 'Vague.',
            action: 'Improve CTA',
            usercategory: 'Incomplete',
            target: {
              viewport: 'desktop',
              rect: { x: 100, y: 400, width: 200, height: 50 },
              elementId: 'i1',
            },
            lowConfidence: true,
            resources: [{ name: 'NN/g', why: 'Labels' }],
          },
          {
            component: 'Social proof',
            problem: 'None.',
            action: 'Lacking trust',
            usercategory: 'Missing',
            reason: 'Own reason.',
            target: { viewport: 'desktop', rect: { x: 0, y: 0, width: 10, height: 10 } },
          },
        ],
      })),
      audit('v2', 'Conversion', () => ({
        score: 0,
        findings: [
          {
            component: 'Mobile CTA',
            problem: 'Small.',
            action: 'Responsiveness',
            usercategory: 'Incomplete',
            target: { viewport: 'mobile', rect: { x: 0, y: 0, width: 100, height: 30 } },
          },
        ],
      })),
      audit('c1', 'Clarity', () => ({
        score: 1,
        findings: [
          {
            component: 'Headline',
            problem: 'Clear.',
            action: 'Well executed',
            usercategory: 'Well implemented',
          },
        ],
      })),
      audit('s1', 'Standards', () => {
        throw new Error('broken');
      }),
    ];
    const report = buildReport(facts, runAudits(facts, audits), { audits, weights });
    expect(reportVersionSchema.parse(report)).toBeTruthy();
    // Conversion: (3×0.5 + 1×0) / 4 = 37.5, less a point for each of its 2 flaws the engine is
    // sure of (the low-confidence one costs no flat point) → 35.5 → 36; Standards errored → 0 (NA).
    expect(report.scores).toEqual([
      { label: 'Standards', value: 0 },
      { label: 'Clarity', value: 100 },
      { label: 'Conversion', value: 36 },
      { label: 'Design', value: 0 },
    ]);
    const [first, third, second, last] = report.opportunities;
    // v2 loses 25 points, v1 loses 37.5 shared by two findings (18.75 each), a point more each
    // but the low-confidence one.
    expect(first).toMatchObject({ auditId: 'v2', points: 26, metric: 'Conversion', status: '' });
    expect(first!.marker).toBeUndefined();
    expect(second).toEqual({
      metric: 'Conversion',
      component: "Primary CTA 'Go'",
      problem: 'Vague.',
      action: 'Improve CTA',
      reason: 'Why v1 matters.',
      usercategory: 'Incomplete',
      // Beside the button (a badge's width left of x=100, level with its first 28 px), not on
      // its label.
      marker: [4.7, 20.7],
      status: 'Low confidence',
      resources: [{ name: 'NN/g', why: 'Labels' }],
      points: 18.8,
      auditId: 'v1',
    });
    expect(third).toMatchObject({ usercategory: 'Missing', reason: 'Own reason.', points: 19.8 });
    expect(third!.marker).toBeUndefined();
    expect(last).toMatchObject({ usercategory: 'Well implemented', points: 0, metric: 'Clarity' });
    expect(report.opportunities).toHaveLength(4);
  });

  it('builds questions and brand intelligence from the page', () => {
    const facts = makeFacts({ desktop: { interactives: [interactive()] } });
    const report = buildReport(facts, runAudits(facts, []), { audits: [] });
    expect(report.questions.length).toBeGreaterThanOrEqual(11);
    expect(report.brandIntelligence!.goals).toEqual([]);
  });
});
