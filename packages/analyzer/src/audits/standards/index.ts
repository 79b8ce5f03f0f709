import type { Audit } from '../types.js';
import { accessibleNames } from './accessible-names.js';
import { colorContrast } from './color-contrast.js';
import { formLabels } from './form-labels.js';
import { headingOrder } from './heading-order.js';
import { htmlLang } from './html-lang.js';
import { imageAlt } from './image-alt.js';
import { singleH1 } from './single-h1.js';
import { viewportMeta } from './viewport-meta.js';

/** Every standards audit, in the order they are reported. */
export const standardsAudits: Audit[] = [
  colorContrast,
  imageAlt,
  accessibleNames,
  htmlLang,
  singleH1,
  headingOrder,
  formLabels,
  viewportMeta,
];
