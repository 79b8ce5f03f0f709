import type { Audit } from '../types.js';
import { headlinePresent } from './headline-present.js';
import { headlineLength } from './headline-length.js';
import { headlineSpecificity } from './headline-specificity.js';
import { subheadline } from './subheadline.js';
import { heroReadability } from './hero-readability.js';
import { navigationItems } from './navigation-items.js';
import { textAboveFold } from './text-above-fold.js';
import { placeholderContent } from './placeholder-content.js';
import { lineLength } from './line-length.js';

/** Every clarity audit, in the order they are reported. */
export const clarityAudits: Audit[] = [
  headlinePresent,
  headlineLength,
  headlineSpecificity,
  subheadline,
  heroReadability,
  navigationItems,
  textAboveFold,
  placeholderContent,
  lineLength,
];
