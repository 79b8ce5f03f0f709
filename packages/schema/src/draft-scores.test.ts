import { describe, expect, it } from 'vitest';
import { draftScores } from './draft-scores.js';
import type { DraftOpportunity } from './review-api.js';
import type { Score } from './report.js';

const engine: Score[] = [
  { label: 'Standards', value: 80 },
  { label: 'Clarity', value: 70 },
  { label: 'Conversion', value: 0 },
  { label: 'Design', value: 90 },
];
const opp = (id: string, metric: string, points: number, extra: Partial<DraftOpportunity> = {}) =>
  ({
    id,
    metric,
    points,
    component: 'Hero',
    problem: 'p',
    action: 'Improve clarity',
    reason: 'r',
    usercategory: 'Incomplete',
    ...extra,
  }) as DraftOpportunity;
const deleted = { reason: 'false positive', by: 'a@b.example', at: '2026-11-24T00:00:00Z' };

describe('draftScores', () => {
  it('an untouched draft scores what the engine said', () => {
    expect(draftScores(engine, [opp('a', 'Standards', 12.4), opp('b', 'Clarity', 30)])).toEqual(
      engine,
    );
  });

  it('a deleted opportunity gives its points back to its category only', () => {
    const s = draftScores(engine, [
      opp('a', 'Standards', 12.4, { deleted }),
      opp('b', 'Clarity', 30),
    ]);
    expect(s.map((x) => x.value)).toEqual([92, 70, 0, 90]);
  });

  it('a reviewer-added opportunity costs its points; a category stays within 1..100 and NA stays NA', () => {
    const s = draftScores(engine, [
      opp('a', 'Design', 200, { addedByReviewer: true }),
      opp('b', 'Conversion', 5, { addedByReviewer: true }),
      opp('c', 'Standards', 50, { deleted }),
    ]);
    expect(s.map((x) => x.value)).toEqual([100, 70, 0, 1]);
  });
});
