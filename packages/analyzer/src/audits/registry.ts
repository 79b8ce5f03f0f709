import { clarityAudits } from './clarity/index.js';
import { conversionAudits } from './conversion/index.js';
import { designAudits } from './design/index.js';
import { standardsAudits } from './standards/index.js';
import type { Audit } from './types.js';

/** All audits, grouped by category in report order. */
export const AUDITS: readonly Audit[] = [
  ...standardsAudits,
  ...clarityAudits,
  ...conversionAudits,
  ...designAudits,
];
