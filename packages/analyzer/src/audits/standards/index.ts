import type { Audit } from '../types.js';
import { accessibleNames } from './accessible-names.js';
import { ariaViolations } from './aria-violations.js';
import { brokenResources } from './broken-resources.js';
import { colorContrast } from './color-contrast.js';
import { consoleErrors } from './console-errors.js';
import { cumulativeLayoutShift } from './cumulative-layout-shift.js';
import { documentTitle } from './document-title.js';
import { favicon } from './favicon.js';
import { formLabels } from './form-labels.js';
import { headingOrder } from './heading-order.js';
import { heroImageNotLazy } from './hero-image-not-lazy.js';
import { htmlLang } from './html-lang.js';
import { https } from './https.js';
import { imageAlt } from './image-alt.js';
import { imageOversized } from './image-oversized.js';
import { largestContentfulPaint } from './largest-contentful-paint.js';
import { legibleFontSize } from './legible-font-size.js';
import { metaDescription } from './meta-description.js';
import { mobileOverflow } from './mobile-overflow.js';
import { openGraph } from './open-graph.js';
import { pageWeight } from './page-weight.js';
import { singleH1 } from './single-h1.js';
import { stylesApplied } from './styles-applied.js';
import { tapTargets } from './tap-targets.js';
import { textOverlap } from './text-overlap.js';
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
  mobileOverflow,
  legibleFontSize,
  tapTargets,
  textOverlap,
  stylesApplied,
  documentTitle,
  metaDescription,
  openGraph,
  favicon,
  https,
  consoleErrors,
  brokenResources,
  largestContentfulPaint,
  cumulativeLayoutShift,
  pageWeight,
  heroImageNotLazy,
  imageOversized,
  ariaViolations,
];
