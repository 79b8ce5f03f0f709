import { RESOURCE_TYPES } from '@heroscope/schema';
import { formatBytes } from '../shared/standards-format.js';
import { defineAudit } from '../types.js';
import { metricScore, round } from '../shared/score-curves.js';

const MB = 1000 * 1000;
/** Good up to 1.6 MB, poor from 5 MB (0.5), nothing left at 10 MB. */
export const WEIGHT_THRESHOLDS = { good: 1.6 * MB, poor: 5 * MB, zero: 10 * MB };

const TYPE_NAMES: Record<(typeof RESOURCE_TYPES)[number], string> = {
  document: 'HTML',
  script: 'scripts',
  stylesheet: 'stylesheets',
  image: 'images',
  font: 'fonts',
  media: 'video and audio',
  fetch: 'data requests',
  other: 'other files',
};

export const pageWeight = defineAudit({
  meta: {
    id: 'page-weight',
    category: 'Standards',
    title: 'The page is light to download',
    description:
      'Lighthouse "total-byte-weight": large pages load slowly on mobile networks and cost visitors data; aim for 1.6 MB or less, and treat 5 MB or more as poor.',
    source: {
      name: 'Lighthouse: Avoid enormous network payloads',
      url: 'https://developer.chrome.com/docs/lighthouse/performance/total-byte-weight',
    },
    requiredFacts: ['performance'],
  },
  run(facts) {
    if (!facts.performance) {
      return { score: null, findings: [], notApplicableReason: 'No performance measurements.' };
    }
    const { transferBytes, count, byType } = facts.performance.requests;
    const types = RESOURCE_TYPES.map((t) => ({
      t,
      bytes: byType[t]?.bytes ?? 0,
      n: byType[t]?.count ?? 0,
    }))
      .filter((x) => x.bytes > 0)
      .sort(
        (a, b) => b.bytes - a.bytes || RESOURCE_TYPES.indexOf(a.t) - RESOURCE_TYPES.indexOf(b.t),
      );
    const score = round(metricScore(transferBytes, WEIGHT_THRESHOLDS), 4);
    const details = {
      transferBytes,
      requests: count,
      byType: Object.fromEntries(types.map((x) => [x.t, { bytes: x.bytes, count: x.n }])),
      thresholdsBytes: { good: WEIGHT_THRESHOLDS.good, poor: WEIGHT_THRESHOLDS.poor },
    };
    if (transferBytes <= WEIGHT_THRESHOLDS.good) return { score, findings: [], details };
    const top = types
      .slice(0, 3)
      .map((x) => `${TYPE_NAMES[x.t]} ${formatBytes(x.bytes)}`)
      .join(', ');
    return {
      score,
      findings: [
        {
          component: 'Page weight',
          problem: `The page transfers ${formatBytes(transferBytes)} in ${count} requests${top ? ` (${top})` : ''}; Lighthouse aims for 1.6 MB or less.`,
          action: 'Speed up page',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
