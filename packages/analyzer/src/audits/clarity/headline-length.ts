import { HEADLINE_AUDIT, quote, NO_HEADLINE, findStandingHeadline } from '../shared/hero.js';
import { wordCount } from '../shared/clarity-text-metrics.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

const MIN_WORDS = 4;
const MAX_WORDS = 12;
/** Past this many words a headline is a paragraph. */
const POOR_WORDS = 25;
const MAX_CHARS = 70;
const POOR_CHARS = 140;

export const headlineLength = defineAudit({
  meta: {
    id: 'headline-length',
    category: 'Clarity',
    title: 'Headline short enough to scan',
    description:
      'NN/g: users scan headlines and often read only their first words; a headline of about 4–12 words (at most ~70 characters) is read at a glance, while a single word cannot say what you offer and a long one is skipped.',
    source: {
      name: 'Nielsen Norman Group: Headings Are Pick-up Lines',
      url: 'https://www.nngroup.com/articles/headings-pickup-lines/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const headline = findStandingHeadline(facts.desktop);
    if (!headline) {
      return notApplicable(NO_HEADLINE, HEADLINE_AUDIT);
    }
    const words = wordCount(headline.text);
    const chars = headline.text.length;
    const wordScore =
      words <= 1
        ? 0.2
        : words < MIN_WORDS
          ? 0.7 + (0.3 * (words - 2)) / (MIN_WORDS - 2)
          : linearScore(words, MAX_WORDS, POOR_WORDS);
    const charScore = linearScore(chars, MAX_CHARS, POOR_CHARS);
    const score = round(Math.min(wordScore, charScore), 3);

    const findings: Finding[] = [];
    const target = {
      viewport: 'desktop' as const,
      rect: headline.rect,
      elementId: headline.id,
    };
    if (words <= 1) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text)} is a single word; it cannot say what you offer or for whom.`,
        action: 'Clarify value',
        usercategory: 'Incomplete',
        target,
      });
    } else if (words < MIN_WORDS) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text)} has only ${words} words; a few more could name the outcome visitors get.`,
        action: 'Clarify value',
        usercategory: 'Incomplete',
        target,
        lowConfidence: true,
      });
    } else if (words > MAX_WORDS || chars > MAX_CHARS) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text)} runs to ${words} words (${chars} characters); visitors scan, so keep it to ${MIN_WORDS}–${MAX_WORDS} words and under ${MAX_CHARS} characters and move detail to the sub-headline.`,
        action: 'Simplify message',
        usercategory: 'Incomplete',
        target,
      });
    }
    return {
      score,
      findings,
      details: {
        headline: headline.text,
        words,
        characters: chars,
        goodWords: [MIN_WORDS, MAX_WORDS],
        maxCharacters: MAX_CHARS,
      },
    };
  },
});
