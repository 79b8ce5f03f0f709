import { checkCtaAboveFold } from '../shared/cta-above-fold.js';
import { defineAudit } from '../types.js';

export const ctaAboveFoldDesktop = defineAudit({
  meta: {
    id: 'cta-above-fold-desktop',
    category: 'Conversion',
    title: 'Primary CTA visible above the fold on desktop',
    description:
      'NN/g: people spend most of their viewing time above the fold, so the primary action must be visible without scrolling; Baymard finds hidden main actions cost conversions.',
    source: {
      name: 'Nielsen Norman Group: The Fold Manifesto',
      url: 'https://www.nngroup.com/articles/page-fold-manifesto/',
    },
    requiredFacts: ['desktop'],
  },
  run: (facts) => checkCtaAboveFold(facts.desktop),
});
