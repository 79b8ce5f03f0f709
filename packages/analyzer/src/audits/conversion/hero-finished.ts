import { quote } from '../shared/hero.js';
import { matchPlaceholder, SITE_ITSELF_LABEL } from '../shared/clarity-placeholders.js';
import { round } from '../shared/score-curves.js';
import { defineAudit } from '../types.js';

/** As placeholder-content: one hit on the first screen leaves 0.2 of the score, two 0.04. */
const DECAY = 1.6;

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
    const vf = facts.desktop;
    const labelled = new Set(vf.texts.map((t) => t.interactiveId));
    const shown = [
      ...vf.texts.filter((t) => t.aboveFold).map((t) => t.text),
      ...vf.interactives
        .filter((i) => i.visible && i.aboveFold && !labelled.has(i.id))
        .map((i) => i.text),
    ];
    const hits = shown
      .map((text) => matchPlaceholder(text))
      .filter((m) => m !== null && m.pattern.label !== SITE_ITSELF_LABEL);
    const details = { hits: hits.map((h) => h!.match) };
    if (hits.length === 0) return { score: 1, findings: [], details };
    const first = hits[0]!;
    const more = hits.length > 1 ? ` and ${hits.length - 1} more` : '';
    return {
      score: round(Math.exp(-DECAY * hits.length), 3),
      findings: [
        {
          component: 'First screen',
          problem: `The first screen still shows placeholder copy (${quote(first.match, 40)}${more}); visitors who see an unfinished page doubt the business behind it and rarely book, buy or sign up.`,
          action: 'Lacking trust',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
