export * from './audits/types.js';
export { AUDIT_WEIGHTS } from './score/weights.js';
export { AUDITS } from './audits/registry.js';
export { runAudits } from './audits/run-audits.js';
export { computeScores } from './score/compute-scores.js';
export { buildReport } from './report/build-report.js';
export { analyzeFacts, createAnalyzer, ENGINE_NAME, ENGINE_VERSION } from './analyze.js';
export type { Analyzer, AnalyzerOptions, AnalyzeFactsOptions } from './analyze.js';
