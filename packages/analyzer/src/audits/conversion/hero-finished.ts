import { quote } from '../shared/hero.js';
import { firstScreenPlaceholders, placeholderScore } from '../shared/clarity-placeholders.js';
import { defineAudit } from '../types.js';

/**
 * Placeholder copy weighs on conversion as well as on clarity: a visitor who meets lorem ipsum,
 * "Button" or "123 456 7890" where the offer should be takes the business for one nobody minds,
 * and does not book, buy or sign up. 'Placeholder content' names each piece of copy to replace
 * (with its marker); this audit counts what it costs the page's first impression, once.
 */
export const heroFinished = defineAudit({
  meta: {
    id: 'hero-finished',
    category: 'Conversion',
    title: 'The first screen looks finished',
    description:
      'Stanford Web Credibility Guidelines: "avoid errors of all types, no matter how small they seem"; visitors who see template or filler copy on the first screen doubt the business behind it and leave before they act.',
    source: {
      name: 'Stanford Persuasive Technology Lab: Stanford Guidelines for Web Credibility',
      url: 'https://credibility.stanford.edu/guidelines/index.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const hits = firstScreenPlaceholders(facts);
    const details = { hits: hits.map((h) => h.match) };
    if (hits.length === 0) return { score: 1, findings: [], details };
    const first = hits[0]!;
    const more = hits.length > 1 ? ` and ${hits.length - 1} more` : '';
    return {
      // Every hit is on the first screen, where placeholder-content charges a hit in full too.
      score: placeholderScore(hits.length),
      findings: [
        {
          component: 'First-screen copy',
          problem: `The first screen still shows placeholder copy (${quote(first.match, 40)}${more}); visitors who see an unfinished page doubt the business behind it and rarely book, buy or sign up.`,
          action: 'Lacking trust',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
