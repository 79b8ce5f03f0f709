export * from './audits/types.js';
export { AUDIT_WEIGHTS } from './score/weights.js';
