import type { Audit } from '../types.js';
import { visualHierarchy } from './visual-hierarchy.js';
import { fontFamilies } from './font-families.js';
import { typeScale } from './type-scale.js';
import { paletteSize } from './palette-size.js';
import { accentColor } from './accent-color.js';
import { gridAlignment } from './grid-alignment.js';
import { whitespace } from './whitespace.js';
import { lineHeight } from './line-height.js';
import { imageQuality } from './image-quality.js';
import { browserDefaults } from './browser-defaults.js';
import { contentFirst } from './content-first.js';

/** Every design audit, in the order they are reported. */
export const designAudits: Audit[] = [
  visualHierarchy,
  fontFamilies,
  typeScale,
  paletteSize,
  accentColor,
  gridAlignment,
  whitespace,
  lineHeight,
  imageQuality,
  browserDefaults,
  contentFirst,
];
