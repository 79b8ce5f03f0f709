import { CTA_ABOVE_FOLD_AUDIT, quote, TRUST_SIGNALS_AUDIT } from '../shared/hero.js';
import { findPrimaryAction, px } from '../shared/cta-helpers.js';
import { findTrustSignals, type TrustSignalKind } from '../shared/trust-signals.js';
import { defineAudit, notApplicable } from '../types.js';
import { pageBehindOverlays } from '../shared/overlays.js';
import { linearScore } from '../shared/score-curves.js';

/** How one signal of each kind is named in a problem sentence. */
const NEAREST_LABELS: Record<TrustSignalKind, string> = {
  logos: 'customer logos',
  testimonial: 'the testimonial',
  rating: 'the rating',
  usage: 'the usage figure',
};

/** Vertical gap between two boxes, 0 when they overlap vertically. */
function verticalGap(a: { y: number; height: number }, b: { y: number; height: number }): number {
  return Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
}

export const trustNearCta = defineAudit({
  meta: {
    id: 'trust-near-cta',
    category: 'Conversion',
    title: 'Proof sits close to the primary action',
    description:
      'Law of proximity: things placed together are read together. Proof next to the call to action answers "can I trust this?" at the moment of deciding (Baymard; NN/g on credibility).',
    source: { name: 'Laws of UX: Law of Proximity', url: 'https://lawsofux.com/law-of-proximity/' },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = pageBehindOverlays(facts.desktop);
    const action = findPrimaryAction(vf);
    if (!action) {
      return notApplicable('No primary action above the fold.', CTA_ABOVE_FOLD_AUDIT);
    }
    const signals = findTrustSignals(vf);
    if (signals.length === 0) {
      return notApplicable(
        'The page shows no trust signals (see trust-signals).',
        TRUST_SIGNALS_AUDIT,
      );
    }
    const rect = action.kind === 'cta' ? action.cta.rect : action.form.rect;
    const elementId = action.kind === 'cta' ? action.cta.id : action.form.id;
    const fold = vf.viewport.height;
    const nearest = signals
      .map((s) => ({ s, gap: verticalGap(rect, s.rect) }))
      .sort((a, b) => a.gap - b.gap || a.s.rect.y - b.s.rect.y)[0]!;
    const score = linearScore(nearest.gap, fold, fold * 3);
    const details = {
      primaryAction: action.label,
      nearestSignal: nearest.s.kind,
      gapPx: Math.round(nearest.gap),
      goodWithinPx: fold,
    };
    if (nearest.gap <= fold) return { score, findings: [], details };
    const what =
      nearest.s.kind === 'logos'
        ? nearest.s.evidence
        : `${NEAREST_LABELS[nearest.s.kind]} ${quote(nearest.s.evidence, 40)}`;
    return {
      score,
      findings: [
        {
          component: `Primary action ${quote(action.label, 40)}`,
          problem: `The nearest proof (${what}) is ${px(nearest.gap)} away from ${quote(action.label, 40)}, more than one screen; visitors decide without seeing it.`,
          action: 'Reposition',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect, elementId },
        },
      ],
      details,
    };
  },
});
