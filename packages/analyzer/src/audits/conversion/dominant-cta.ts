import {
  CTA_ABOVE_FOLD_AUDIT,
  ctaWeight,
  findCtas,
  quote,
  NO_CTA_ABOVE_FOLD,
} from '../shared/hero.js';
import { sameAction } from '../shared/cta-helpers.js';
import { defineAudit, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';
import { andMore } from '../shared/text-list.js';

/** A CTA within 20% of the heaviest one's weight competes with it. */
const COMPETING_RATIO = 0.8;

export const dominantCta = defineAudit({
  meta: {
    id: 'dominant-cta',
    category: 'Conversion',
    title: 'One call to action dominates the first screen',
    description:
      "Hick's law: every extra equal choice slows the decision; NN/g advises one visually dominant primary action, with secondary actions styled as lighter (ghost) buttons.",
    source: { name: "Laws of UX: Hick's Law", url: 'https://lawsofux.com/hicks-law/' },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const ctas = findCtas(vf)
      .filter((c) => c.aboveFold)
      .map((c) => ({ cta: c, weight: ctaWeight(c) }))
      .sort(
        (a, b) => b.weight - a.weight || a.cta.rect.y - b.cta.rect.y || a.cta.rect.x - b.cta.rect.x,
      );
    if (ctas.length === 0) {
      return notApplicable(NO_CTA_ABOVE_FOLD, CTA_ABOVE_FOLD_AUDIT);
    }
    const top = ctas[0]!;
    const second = ctas[1];
    const ratio = second && top.weight > 0 ? second.weight / top.weight : 0;
    const details = {
      ctasAboveFold: ctas.length,
      heaviest: top.cta.text,
      secondToFirstWeightRatio: round(ratio),
      competingThreshold: COMPETING_RATIO,
    };
    const competitors = ctas
      .slice(1)
      .filter((c) => top.weight > 0 && c.weight / top.weight >= COMPETING_RATIO)
      .filter((c) => !sameAction(c.cta, top.cta));
    if (competitors.length === 0) return { score: 1, findings: [], details };

    // Two equal buttons halve the focus; each further one costs more.
    const score = Math.max(
      0,
      0.5 * linearScore(ratio, COMPETING_RATIO, 1) + 0.45 - 0.15 * (competitors.length - 1),
    );
    const group = [top, ...competitors];
    const labels = [...new Set(group.map((c) => quote(c.cta.text, 30)))];
    const who =
      labels.length === 1
        ? `${group.length} buttons all labelled ${labels[0]}`
        : andMore(labels.slice(0, 4), labels.length);
    return {
      score,
      findings: [
        {
          component: 'Competing calls to action',
          problem: `${who} carry the same visual weight above the fold (within 20% of each other) and lead to different places, so none reads as the main action.`,
          action: 'Improve CTA',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: top.cta.rect, elementId: top.cta.id },
        },
      ],
      details: { ...details, competing: competitors.map((c) => c.cta.text) },
    };
  },
});
