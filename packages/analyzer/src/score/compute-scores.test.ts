import { describe, expect, it } from 'vitest';
import type { AuditResult, Finding } from '../audits/types.js';
import { computeScores, findingKey, type Weights } from './compute-scores.js';

const weights: Weights = {
  Standards: {},
  Clarity: { a: 3, b: 1, c: 2, d: 4 },
  Conversion: { x: 1 },
  Design: {},
};

function finding(o: Partial<Finding> = {}): Finding {
  return { component: 'C', problem: 'P', action: 'Improve CTA', usercategory: 'Incomplete', ...o };
}

function result(id: string, score: number | null, o: Partial<AuditResult> = {}): AuditResult {
  return {
    id,
    category: 'Clarity',
    title: id,
    status: score === null ? 'not-applicable' : score >= 0.9 ? 'pass' : 'fail',
    score,
    findings: [],
    details: {},
    ...o,
  };
}

describe('computeScores', () => {
  it('takes the weighted mean of applicable audits, leaving out errors and not-applicable', () => {
    const results = [
      result('a', 1),
      result('b', 0),
      result('c', null),
      result('d', null, { status: 'error', error: 'x' }),
    ];
    const { scores } = computeScores(results, weights);
    // (3×1 + 1×0) / 4 = 75
    expect(scores.find((s) => s.label === 'Clarity')!.value).toBe(75);
  });

  it('returns the four labels in report order, 0 for a category with nothing applicable', () => {
    const { scores } = computeScores([result('a', 0.5)], weights);
    expect(scores.map((s) => s.label)).toEqual(['Standards', 'Clarity', 'Conversion', 'Design']);
    expect(scores.map((s) => s.value)).toEqual([0, 50, 0, 0]);
  });

  it('shares lost points among findings by severity, summing to 100 − score', () => {
    const results = [
      result('a', 0.5, {
        findings: [
          finding({ severity: 3 }),
          finding(),
          finding({ usercategory: 'Well implemented', action: 'Well executed' }),
        ],
      }),
      result('b', 0.2, { findings: [finding({ usercategory: 'Missing' })] }),
      result('c', 0.9, { findings: [finding()] }),
      result('d', 1),
    ];
    const { scores, findingPoints } = computeScores(results, weights);
    const score = scores.find((s) => s.label === 'Clarity')!.value;
    // (3×0.5 + 1×0.2 + 2×0.9 + 4×1) / 10 = 0.75, less one point for each of the 4 flaws named.
    expect(score).toBe(71);
    // a loses 3×0.5/10×100 = 15 points, 3:1 by severity, plus a point per finding.
    expect(findingPoints.get(findingKey('a', 0))).toBe(12.3);
    expect(findingPoints.get(findingKey('a', 1))).toBe(4.8);
    expect(findingPoints.get(findingKey('a', 2))).toBe(0);
    expect(findingPoints.get(findingKey('b', 0))).toBe(9);
    expect(findingPoints.get(findingKey('c', 0))).toBe(3);
    const sum = [...findingPoints.values()].reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(100 - score, 0);
  });

  it('gives a flaw charged by another audit only its flat point, the loss to the others', () => {
    const results = [
      result('a', 0.5, {
        findings: [finding({ chargedElsewhere: true }), finding({ severity: 9 })],
      }),
      result('b', 1, { findings: [finding({ chargedElsewhere: true })] }),
    ];
    const { findingPoints } = computeScores(results, weights);
    // a loses 3×0.5/4×100 = 37.5 points, all of them the second finding's, plus its point.
    expect(findingPoints.get(findingKey('a', 0))).toBe(1);
    expect(findingPoints.get(findingKey('a', 1))).toBe(38.5);
    // Still a named flaw where its own audit lost nothing: one point.
    expect(findingPoints.get(findingKey('b', 0))).toBe(1);
  });

  it('ignores audits without a weight', () => {
    const { scores } = computeScores([result('a', 1), result('unknown', 0)], weights);
    expect(scores.find((s) => s.label === 'Clarity')!.value).toBe(100);
  });
});

describe('computeScores: every named flaw costs points', () => {
  const clarity = (results: AuditResult[]) =>
    computeScores(results, weights).scores.find((s) => s.label === 'Clarity')!.value;

  it('lowers the category for one more flaw even when its audit is already at 0', () => {
    const one = [result('a', 1), result('b', 0, { findings: [finding()] })];
    const two = [result('a', 1), result('b', 0, { findings: [finding(), finding()] })];
    expect(clarity(two)).toBeLessThan(clarity(one));
  });

  it('counts findings, not the elements a finding groups', () => {
    const few = [result('a', 0.95, { findings: [finding({ instances: 2 })] })];
    const many = [result('a', 0.95, { findings: [finding({ instances: 60 })] })];
    const two = [result('a', 0.95, { findings: [finding(), finding()] })];
    // 3 × 0.05 / 3 = 5 points of share, plus one point per finding: one fix, whatever its size.
    expect(clarity(few)).toBe(94);
    expect(clarity(many)).toBe(94);
    expect(clarity(two)).toBe(93);
    // A capped list's last finding also carries the flaws its "and N more" folds in.
    const folded = [result('a', 0.95, { findings: [finding({ flaws: 3, instances: 9 })] })];
    expect(clarity(folded)).toBe(92);
  });

  it('never goes below 1, since 0 means not applicable (NA)', () => {
    const flood = [
      result('a', 0, { findings: [finding(), finding({ instances: 500 })] }),
      result('b', 0, { findings: [finding(), finding()] }),
    ];
    expect(clarity(flood)).toBe(1);
    // The opportunities still explain exactly the 99 points lost.
    const { findingPoints } = computeScores(flood, weights);
    const sum = [...findingPoints.values()].reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(99, 0);
  });
});

describe('computeScores: an audit left with nothing to judge by another flaw', () => {
  const w: Weights = {
    ...weights,
    Conversion: { above: 2, dominant: 2, trust: 4, other: 2, unweighted: 0 },
  };
  const conversion = (results: AuditResult[]) =>
    computeScores(
      results.map((r) => ({
        ...r,
        category: r.category === 'Clarity' ? 'Conversion' : r.category,
      })),
      w,
    );
  const value = (b: ReturnType<typeof computeScores>) =>
    b.scores.find((s) => s.label === 'Conversion')!.value;
  const noCta = result('above', 0, {
    findings: [finding({ usercategory: 'Missing', missingSubject: true })],
  });
  const dominantNa = (chargedTo?: string) =>
    result('dominant', null, { status: 'not-applicable', ...(chargedTo ? { chargedTo } : {}) });

  it('counts its weight as lost on the finding that names what is missing', () => {
    // Without a CTA there is no CTA to dominate: 4 of 8 weight lost, not 2 of 6.
    const b = conversion([noCta, dominantNa('above'), result('trust', 1)]);
    expect(value(b)).toBe(49);
    expect(b.findingPoints.get(findingKey('above', 0))).toBe(51);
    expect(value(conversion([noCta, dominantNa(), result('trust', 1)]))).toBe(66);
  });

  it('puts the absorbed weight only on that finding, not on the audit’s other flaws', () => {
    const above = result('above', 0.5, {
      findings: [
        finding({ severity: 3 }),
        finding({ usercategory: 'Missing', missingSubject: true, severity: 1 }),
      ],
    });
    const b = conversion([above, dominantNa('above'), result('trust', 1)]);
    // Own loss 2 × 0.5 / 8 = 12.5 points, shared 3:1; the 25 absorbed points go to the second.
    expect(b.findingPoints.get(findingKey('above', 0))).toBe(10.4);
    expect(b.findingPoints.get(findingKey('above', 1))).toBe(29.1);
  });

  it('drops out as usual when the audit it names has no finding of something missing', () => {
    const trust = result('trust', 0.5);
    // Passing, weak without naming an absence, only praise, weight 0, errored, elsewhere.
    for (const target of [
      result('above', 1),
      result('above', 0.5, { findings: [finding()] }),
      result('above', 0.95, {
        findings: [finding({ usercategory: 'Well implemented', missingSubject: true })],
      }),
      result('unweighted', 0, { findings: [finding({ missingSubject: true })] }),
      result('above', null, { status: 'error' }),
      result('above', 0, { category: 'Design', findings: [finding({ missingSubject: true })] }),
    ]) {
      const withNa = conversion([target, dominantNa(target.id), trust]);
      const without = conversion([target, trust]);
      expect(value(withNa), JSON.stringify(target)).toBe(value(without));
    }
  });

  it('keeps the opportunities adding up to the points lost when the category bottoms out', () => {
    const heavy: Weights = { ...w, Conversion: { above: 1, dominant: 50, other: 1 } };
    const b = computeScores(
      [noCta, dominantNa('above'), result('other', 0, { findings: [finding()] })].map((r) => ({
        ...r,
        category: 'Conversion' as const,
      })),
      heavy,
    );
    expect(b.scores.find((s) => s.label === 'Conversion')!.value).toBe(1);
    const sum = [...b.findingPoints.values()].reduce((a, p) => a + p, 0);
    expect(sum).toBeCloseTo(99, 0);
  });
});

describe('computeScores: how sure and how visible a flaw is', () => {
  const standardsWeights: Weights = { ...weights, Standards: { s: 1, t: 1 } };
  const standards = (results: AuditResult[]) =>
    computeScores(
      results.map((r) => ({ ...r, category: 'Standards' as const })),
      standardsWeights,
    ).scores.find((s) => s.label === 'Standards')!.value;
  const at = (y: number, viewport: 'desktop' | 'mobile' = 'desktop') => ({
    viewport,
    rect: { x: 0, y, width: 100, height: 20 },
  });

  it('costs a low-confidence finding its share of the loss but no flat point', () => {
    const sure = [result('a', 0.95, { findings: [finding()] })];
    const unsure = [result('a', 0.95, { findings: [finding({ lowConfidence: true })] })];
    // 5 points of share, plus the flat point only when the engine is sure.
    expect(clarity(sure)).toBe(94);
    expect(clarity(unsure)).toBe(95);
  });

  it('charges a Standards flaw below the first screen 0.3 of what it costs on it', () => {
    const inView = [result('s', 0.6, { findings: [finding({ target: at(400) })] }), result('t', 1)];
    const below = [result('s', 0.6, { findings: [finding({ target: at(2000) })] }), result('t', 1)];
    // s loses 1 × 0.4 / 2 = 20 points of share and a flat point; below the fold, 0.3 of it.
    expect(standards(inView)).toBe(79);
    expect(standards(below)).toBe(94);
    // The fold is the viewport's own: 850px is below a 844px phone screen, not a 900px desktop.
    const phone = [
      result('s', 0.6, { findings: [finding({ target: at(850, 'mobile') })] }),
      result('t', 1),
    ];
    const desk = [result('s', 0.6, { findings: [finding({ target: at(850) })] }), result('t', 1)];
    expect(standards(phone)).toBe(94);
    expect(standards(desk)).toBe(79);
  });

  it('does not discount findings below the fold outside Standards', () => {
    const below = [result('a', 0.95, { findings: [finding({ target: at(2000) })] })];
    expect(clarity(below)).toBe(94);
  });

  it('discounts below the fold the findings of a page-wide audit of another category', () => {
    // Line length reads every paragraph of the page: one far down is seen less, like a
    // Standards flaw; an audit of the hero (a headline pushed below the fold) is not.
    const pageWide: Weights = { ...weights, Clarity: { 'line-length': 1, t: 1 } };
    const score = (y: number) =>
      computeScores(
        [result('line-length', 0.6, { findings: [finding({ target: at(y) })] }), result('t', 1)],
        pageWide,
      ).scores.find((s) => s.label === 'Clarity')!.value;
    expect(score(400)).toBe(79);
    expect(score(2000)).toBe(94);
  });

  it("discounts below the fold Design's page-wide checks, the line height and the images", () => {
    const design: Weights = { ...weights, Design: { 'line-height': 1, 'image-quality': 1, h: 1 } };
    const score = (id: string, y: number) =>
      computeScores(
        [
          result(id, 0.6, { category: 'Design', findings: [finding({ target: at(y) })] }),
          result('h', 1, { category: 'Design' }),
        ],
        design,
      ).scores.find((s) => s.label === 'Design')!.value;
    for (const id of ['line-height', 'image-quality']) {
      expect(score(id, 400), id).toBe(79);
      expect(score(id, 2000), id).toBe(94);
    }
  });

  it("discounts below the fold Conversion's check of every form on the page", () => {
    // A contact form far down the page is met only by the visitors who scrolled to it.
    const conversion: Weights = { ...weights, Conversion: { 'form-length': 1, c: 1 } };
    const score = (y: number) =>
      computeScores(
        [
          result('form-length', 0.6, {
            category: 'Conversion',
            findings: [finding({ target: at(y) })],
          }),
          result('c', 1, { category: 'Conversion' }),
        ],
        conversion,
      ).scores.find((s) => s.label === 'Conversion')!.value;
    expect(score(400)).toBe(79);
    expect(score(2000)).toBe(94);
  });
});

function clarity(results: AuditResult[]): number {
  return computeScores(results, weights).scores.find((s) => s.label === 'Clarity')!.value;
}
