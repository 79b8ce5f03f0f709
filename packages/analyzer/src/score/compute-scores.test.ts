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
    // (3×0.5 + 1×0.2 + 2×0.9 + 4×1) / 10 = 0.75
    expect(score).toBe(75);
    // a loses 3×0.5/10×100 = 15 points: 3:1 by severity.
    expect(findingPoints.get(findingKey('a', 0))).toBe(11.3);
    expect(findingPoints.get(findingKey('a', 1))).toBe(3.8);
    expect(findingPoints.get(findingKey('a', 2))).toBe(0);
    expect(findingPoints.get(findingKey('b', 0))).toBe(8);
    expect(findingPoints.get(findingKey('c', 0))).toBe(2);
    const sum = [...findingPoints.values()].reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(100 - score, 0);
  });

  it('ignores audits without a weight', () => {
    const { scores } = computeScores([result('a', 1), result('unknown', 0)], weights);
    expect(scores.find((s) => s.label === 'Clarity')!.value).toBe(100);
  });
});
