export * from './audits/types.js';
export { AUDIT_WEIGHTS } from './score/weights.js';
export { AUDITS } from './audits/registry.js';
export { runAudits } from './audits/run-audits.js';
export { computeScores, MAX_LOST_POINTS, MIN_POINTS_PER_FLAW } from './score/compute-scores.js';
export { buildReport } from './report/build-report.js';
// The self-contained HTML report (the CLI's --format html), also mailed with a verified report.
export { formatHtml } from './cli/format-html.js';
export { analyzeFacts, createAnalyzer, ENGINE_NAME, ENGINE_VERSION } from './analyze.js';
export type {
  Analyzer,
  AnalyzerOptions,
  AnalyzeFactsOptions,
  AnalyzeOptions,
  AnalysisWithFacts,
} from './analyze.js';
// The collector itself (playwright-core) stays behind createAnalyzer's dynamic import; the
// error class and types are light.
export { CollectError } from './collect/collect-error.js';
export type { CollectErrorCode } from './collect/collect-error.js';
export type { Collector, CollectorOptions } from './collect/collector.js';
export { findChromium, CHROMIUM_INSTALL_HINT } from './browser/find-chromium.js';
export { BASE_CHROMIUM_ARGS } from './browser/chromium-args.js';
export { classifyAddress, classifyHostname, parseIpLiteral } from './net/ip-policy.js';
export { createSelfSignedCertificate } from './net/self-signed-certificate.js';
export type { SelfSignedCertificate } from './net/self-signed-certificate.js';
