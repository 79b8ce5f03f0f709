import { defineAudit } from '../types.js';
import { LAB_NOTE } from './largest-contentful-paint.js';
import { metricScore, round } from '../shared/score-curves.js';

/** web.dev Core Web Vitals: good ≤ 0.1, poor > 0.25. */
export const CLS_THRESHOLDS = { good: 0.1, poor: 0.25, zero: 0.5 };

export const cumulativeLayoutShift = defineAudit({
  meta: {
    id: 'cumulative-layout-shift',
    category: 'Standards',
    title: 'The layout stays put while loading (CLS)',
    description:
      'web.dev Core Web Vitals: Cumulative Layout Shift measures how much content jumps while the page loads; 0.1 or less is good and more than 0.25 is poor, because jumps make visitors lose their place or tap the wrong thing.',
    source: { name: 'web.dev: Cumulative Layout Shift (CLS)', url: 'https://web.dev/articles/cls' },
    requiredFacts: ['performance'],
  },
  run(facts) {
    if (!facts.performance) {
      return { score: null, findings: [], notApplicableReason: 'No performance measurements.' };
    }
    const cls = facts.performance.cls;
    const score = round(metricScore(round(cls, 2), CLS_THRESHOLDS), 4);
    const rating =
      cls <= CLS_THRESHOLDS.good
        ? 'good'
        : cls <= CLS_THRESHOLDS.poor
          ? 'needs improvement'
          : 'poor';
    // As for LCP: a shift score within "good" varies with timing (0.002 one run, 0.005 the
    // next) and is reported as its rating alone; a larger one to two decimals, as stated.
    const details = {
      ...(cls <= CLS_THRESHOLDS.good ? {} : { cls: round(cls, 2) }),
      rating,
      thresholds: { good: CLS_THRESHOLDS.good, poor: CLS_THRESHOLDS.poor },
      note: LAB_NOTE,
    };
    if (cls <= CLS_THRESHOLDS.good) return { score, findings: [], details };
    return {
      score,
      findings: [
        {
          component: 'Layout stability',
          problem: `Content jumps while the page loads (CLS ${round(cls, 2)}); web.dev counts 0.1 or less as good and more than 0.25 as poor. Reserve space for images, embeds and late banners.`,
          action: 'Improve layout',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
