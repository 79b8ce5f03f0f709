import { defineAudit, type Finding } from '../types.js';
import { round } from '../shared/score-curves.js';

const REQUIRED: { key: string; what: string }[] = [
  { key: 'title', what: 'shared links fall back to the page title or the bare address' },
  { key: 'description', what: 'shared links show no summary under the title' },
  {
    key: 'image',
    what: 'shared links show no preview picture, and posts without one get fewer clicks',
  },
];

export const openGraph = defineAudit({
  meta: {
    id: 'open-graph',
    category: 'Standards',
    title: 'Link previews are set (Open Graph)',
    description:
      'The Open Graph protocol (ogp.me) defines og:title, og:description and og:image, which social networks and chat apps use to build the preview card when someone shares the page.',
    source: { name: 'The Open Graph protocol', url: 'https://ogp.me/' },
    requiredFacts: ['meta'],
  },
  run(facts) {
    const og = facts.meta.openGraph;
    const missing = REQUIRED.filter(({ key }) => (og[key] ?? '').trim() === '');
    // With none of them there is one thing to do (add the tags), so one finding says so.
    const findings: Finding[] =
      missing.length === REQUIRED.length
        ? [
            {
              component: 'Open Graph tags',
              problem:
                'The page has no og:title, og:description or og:image, so links to it shared on social networks and chat apps show a bare address instead of a preview card.',
              action: 'Add content',
              usercategory: 'Missing',
            },
          ]
        : missing.map(({ key, what }) => ({
            component: `og:${key}`,
            problem: `The page has no og:${key}, so ${what}.`,
            action: 'Add content',
            usercategory: 'Missing',
          }));
    return {
      score: round((REQUIRED.length - missing.length) / REQUIRED.length, 4),
      findings,
      details: {
        present: REQUIRED.filter((r) => !missing.includes(r)).map((r) => `og:${r.key}`),
        missing: missing.map((r) => `og:${r.key}`),
      },
    };
  },
});
