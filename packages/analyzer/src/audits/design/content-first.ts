import { quote } from '../shared/hero.js';
import { firstScreenPlaceholders, placeholderScore } from '../shared/clarity-placeholders.js';
import { defineAudit, notApplicable } from '../types.js';

/**
 * A first screen laid out around lorem ipsum, "Your Company" or a grey placeholder picture is a
 * mock-up: its type, spacing and hierarchy were set for copy and pictures it does not have, so
 * a designer cannot call the design finished, however tidy it looks. 'Placeholder content'
 * names each piece to replace and 'hero-finished' what it costs in trust; this audit counts what
 * it costs the design, once, as the browser's own styles do.
 */
export const contentFirst = defineAudit({
  meta: {
    id: 'content-first',
    category: 'Design',
    title: 'The first screen is designed around its real content',
    description:
      'Jeffrey Zeldman: "Content precedes design. Design in the absence of content is not design, it\'s decoration." A layout shown with filler copy or stand-in pictures has not been tried on what it must say: its hierarchy and spacing are unproven, and visitors see a mock-up.',
    source: {
      name: 'Jeffrey Zeldman: Content precedes design',
      url: 'https://zeldman.com/2008/05/06/content-precedes-design/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const hits = firstScreenPlaceholders(facts);
    // Like the browser's own styles, a mock-up is judged only where it is found: a finished
    // first screen gains no design points for being finished, so this dilutes no other rule.
    if (hits.length === 0) return notApplicable('No stand-in content on the first screen.');
    const details = { hits: hits.map((h) => h.match) };
    const more = hits.length > 1 ? ` and ${hits.length - 1} more` : '';
    return {
      score: placeholderScore(hits.length),
      findings: [
        {
          component: 'First-screen layout',
          problem: `The first screen is laid out around stand-in content (${quote(hits[0]!.match, 40)}${more}): its type, spacing and hierarchy have not been tried on the real words and pictures, so it reads as a mock-up.`,
          action: 'Update content',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
