import { quote } from '../shared/hero.js';
import { defineAudit } from '../types.js';

const IDEAL_MIN = 50;
const IDEAL_MAX = 160;

export const metaDescription = defineAudit({
  meta: {
    id: 'meta-description',
    category: 'Standards',
    title: 'The page has a meta description',
    description:
      'Lighthouse "meta-description": search engines show the meta description under the title; without one they pick a random snippet, and 50–160 characters is what fits the result.',
    source: {
      name: 'Lighthouse: Document has a meta description',
      url: 'https://developer.chrome.com/docs/lighthouse/seo/meta-description',
    },
    requiredFacts: ['meta'],
  },
  run(facts) {
    const d = facts.meta.description?.replace(/\s+/g, ' ').trim() ?? '';
    if (d === '') {
      return {
        score: 0,
        findings: [
          {
            component: 'Meta description',
            problem:
              'The page has no meta description, so search engines show whatever snippet they pick from the page.',
            action: 'Add content',
            usercategory: 'Missing',
          },
        ],
        details: { description: null },
      };
    }
    const details = { description: d, length: d.length, idealLength: [IDEAL_MIN, IDEAL_MAX] };
    if (d.length < IDEAL_MIN) {
      return {
        score: 0.6,
        findings: [
          {
            component: 'Meta description',
            problem: `The meta description ${quote(d, 60)} is only ${d.length} characters; ${IDEAL_MIN}–${IDEAL_MAX} gives searchers a reason to click.`,
            action: 'Update content',
            usercategory: 'Incomplete',
          },
        ],
        details,
      };
    }
    if (d.length > IDEAL_MAX) {
      return {
        score: 0.8,
        findings: [
          {
            component: 'Meta description',
            problem: `The meta description is ${d.length} characters; search results cut it after about ${IDEAL_MAX}, mid-sentence.`,
            action: 'Update content',
            usercategory: 'Incomplete',
          },
        ],
        details,
      };
    }
    return { score: 1, findings: [], details };
  },
});
