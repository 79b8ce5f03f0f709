import type { Audit } from '../types.js';

/** Every clarity audit, in the order they are reported. */
export const clarityAudits: Audit[] = [];
