import { READ_TEXT_MIN_PX } from '../shared/attention.js';
import { heroTexts, quote } from '../shared/hero.js';
import { wordCount } from '../shared/clarity-text-metrics.js';
import { defineAudit } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

const GOOD_WORDS = 60;
const POOR_WORDS = 150;
/**
 * A few words over the ideal are not worth a to-do item, so they cost nothing either: every
 * point an audit takes off is explained by a finding.
 */
const FINDING_WORDS = 80;

export const textAboveFold = defineAudit({
  meta: {
    id: 'text-above-fold',
    category: 'Clarity',
    title: 'Little text on the first screen',
    description:
      'NN/g: users scan web pages rather than read them, and read less the more text there is. A hero of about 60 words or fewer (headline, one supporting sentence, a call to action) is taken in at a glance; past ~150 words the message drowns.',
    source: {
      name: 'Nielsen Norman Group: How Users Read on the Web',
      url: 'https://www.nngroup.com/articles/how-users-read-on-the-web/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const blocks = heroTexts(facts.desktop)
      .filter((t) => t.fontSize >= READ_TEXT_MIN_PX)
      .map((t) => ({ t, words: wordCount(t.text) }));
    const total = blocks.reduce((n, b) => n + b.words, 0);
    if (total === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No readable text above the fold on desktop.',
      };
    }
    const score = round(linearScore(total, FINDING_WORDS, POOR_WORDS), 3);
    const longest = [...blocks].sort((a, b) => b.words - a.words || a.t.rect.y - b.t.rect.y);
    const details = {
      words: total,
      blocks: blocks.length,
      good: GOOD_WORDS,
      poor: POOR_WORDS,
      longestBlocks: longest
        .slice(0, 3)
        .map((b) => ({ text: b.t.text.slice(0, 80), words: b.words })),
    };
    if (total <= FINDING_WORDS) return { score, findings: [], details };
    const top = longest[0]!;
    return {
      score,
      findings: [
        {
          component: 'Hero copy',
          problem: `The first screen holds ${total} words in ${blocks.length} text blocks (the longest, ${quote(top.t.text, 60)}, has ${top.words}); visitors scan, so cut to a headline, one supporting sentence and a call to action (about ${GOOD_WORDS} words).`,
          action: 'Simplify message',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: top.t.rect, elementId: top.t.id },
        },
      ],
      details,
    };
  },
});
