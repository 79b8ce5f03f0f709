import { SCORE_LABELS, type ReportVersion } from '@heroscope/schema';

/**
 * What v2 shows for a report without a second version (SPEC §4): every score 0 (shown as NA), no
 * questions, no opportunities. The frame shows an offer of more iterations instead of a page.
 */
export const NO_ITERATION_VERSION: ReportVersion = {
  websiteContent: { image: '', alt: 'iteration 1 page' },
  scores: SCORE_LABELS.map((label) => ({ label, value: 0 })),
  questions: [],
  opportunities: [],
};
