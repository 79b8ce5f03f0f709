import type { Audit } from '../types.js';
import { ctaAboveFoldDesktop } from './cta-above-fold-desktop.js';
import { ctaAboveFoldMobile } from './cta-above-fold-mobile.js';
import { ctaLabelSpecificity } from './cta-label-specificity.js';
import { ctaRepeated } from './cta-repeated.js';
import { ctaVisualWeight } from './cta-visual-weight.js';
import { dominantCta } from './dominant-cta.js';
import { formLength } from './form-length.js';
import { heroFinished } from './hero-finished.js';
import { overlayOnLoad } from './overlay-on-load.js';
import { trustNearCta } from './trust-near-cta.js';
import { trustSignals } from './trust-signals.js';

/** Every conversion audit, in the order they are reported. */
export const conversionAudits: Audit[] = [
  ctaAboveFoldDesktop,
  ctaAboveFoldMobile,
  dominantCta,
  ctaVisualWeight,
  ctaLabelSpecificity,
  ctaRepeated,
  trustSignals,
  trustNearCta,
  heroFinished,
  formLength,
  overlayOnLoad,
];
