import type { Audit } from '../types.js';

/** Every design audit, in the order they are reported. */
export const designAudits: Audit[] = [];
