import type { Audit } from '../types.js';

/** Every conversion audit, in the order they are reported. */
export const conversionAudits: Audit[] = [];
