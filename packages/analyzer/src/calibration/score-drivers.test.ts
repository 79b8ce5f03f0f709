import type { AuditResultSummary } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { scoreDrivers } from './score-drivers.js';

const audit = (id: string, score: number | null, weight: number): AuditResultSummary => ({
  id,
  category: 'Clarity',
  title: id,
  score,
  weight,
  status: score === null ? 'not-applicable' : score === 1 ? 'pass' : 'fail',
  details: {},
});

describe('scoreDrivers', () => {
  it('ranks audits by the points they took off their category, leaving out the inapplicable', () => {
    const audits = [
      audit('headline', 0.5, 8), // 8 × 0.5 / 20 = 20 points
      audit('subheadline', 0, 2), // 2 / 20 = 10 points
      audit('readability', 1, 10), // nothing lost
      audit('placeholder', null, 50), // not applicable: no weight
    ];
    expect(scoreDrivers(audits, 'Clarity')).toEqual([
      { id: 'headline', lost: 20 },
      { id: 'subheadline', lost: 10 },
    ]);
    expect(scoreDrivers(audits, 'Design')).toEqual([]);
  });
});
