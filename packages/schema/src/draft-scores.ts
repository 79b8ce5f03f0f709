import type { Score } from './report.js';
import type { DraftOpportunity } from './review-api.js';

/** A category never falls below this (the engine's MAX_LOST_POINTS = 99 floor). */
export const MIN_CATEGORY_SCORE = 1;

/**
 * The scores of a draft, from the opportunities it keeps. The engine scores a category 100 minus
 * the points of its findings (score/compute-scores.ts), so a deleted opportunity gives its points
 * back and one a reviewer added costs what the reviewer gave it (0 unless set). Computed as a
 * change from the engine's own score rather than from 100, so an untouched draft scores exactly
 * what the engine said (each opportunity's points are rounded on their own). A category the
 * engine could not analyse (0, shown as NA) stays NA.
 */
export function draftScores(
  engineScores: readonly Score[],
  opportunities: readonly DraftOpportunity[],
): Score[] {
  return engineScores.map(({ label, value }) => {
    if (value === 0) return { label, value };
    const inCategory = opportunities.filter((o) => o.metric === label);
    const returned = inCategory
      .filter((o) => o.deleted && !o.addedByReviewer)
      .reduce((sum, o) => sum + (o.points ?? 0), 0);
    const added = inCategory
      .filter((o) => !o.deleted && o.addedByReviewer)
      .reduce((sum, o) => sum + (o.points ?? 0), 0);
    const next = Math.round(value + returned - added);
    return { label, value: Math.min(100, Math.max(MIN_CATEGORY_SCORE, next)) };
  });
}
