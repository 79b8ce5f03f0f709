import { defineAudit } from '../types.js';
import { metricScore, round } from '../shared/score-curves.js';

/** web.dev Core Web Vitals: good ≤ 0.1, poor > 0.25. */
export const CLS_THRESHOLDS = { good: 0.1, poor: 0.25, zero: 0.5 };

/** How the figure is measured (see collect/layout-shift-script.ts), so it reads as it should. */
export const CLS_NOTE =
  'Lab measurement on a phone (390×844): the first screen as laid out before pictures and web fonts arrive, as on a slow connection, against the settled page, scored as one jump.';

export const cumulativeLayoutShift = defineAudit({
  meta: {
    id: 'cumulative-layout-shift',
    category: 'Standards',
    title: 'The layout stays put while loading (CLS)',
    description:
      'web.dev Core Web Vitals: Cumulative Layout Shift measures how much content jumps while the page loads; 0.1 or less is good and more than 0.25 is poor, because jumps make visitors lose their place or tap the wrong thing. Measured on a phone, with pictures and web fonts arriving after the first layout, as on a slow connection.',
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
    // Within "good" the rating alone is reported; a larger shift to two decimals, as stated.
    const details = {
      ...(cls <= CLS_THRESHOLDS.good ? {} : { cls: round(cls, 2) }),
      rating,
      thresholds: { good: CLS_THRESHOLDS.good, poor: CLS_THRESHOLDS.poor },
      note: CLS_NOTE,
    };
    if (cls <= CLS_THRESHOLDS.good) return { score, findings: [], details };
    return {
      score,
      findings: [
        {
          component: 'Layout stability',
          problem: `On a phone, content jumps as pictures and fonts arrive (CLS ${round(cls, 2)}); web.dev counts 0.1 or less as good and more than 0.25 as poor. Reserve space for images (width and height attributes), embeds and late banners.`,
          action: 'Improve layout',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
