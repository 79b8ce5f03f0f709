import type { Audit } from '../types.js';

/** Every standards audit, in the order they are reported. */
export const standardsAudits: Audit[] = [];
