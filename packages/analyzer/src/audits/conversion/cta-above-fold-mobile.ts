import { checkCtaAboveFold } from '../shared/cta-above-fold.js';
import { defineAudit } from '../types.js';

export const ctaAboveFoldMobile = defineAudit({
  meta: {
    id: 'cta-above-fold-mobile',
    category: 'Conversion',
    title: 'Primary CTA visible above the fold on mobile',
    description:
      'NN/g: a phone shows far less above the fold, so the primary action must be visible in the first 844 px without scrolling; Baymard finds hidden main actions cost conversions.',
    source: {
      name: 'Nielsen Norman Group: The Fold Manifesto',
      url: 'https://www.nngroup.com/articles/page-fold-manifesto/',
    },
    requiredFacts: ['mobile'],
  },
  run: (facts) => checkCtaAboveFold(facts.mobile),
});
