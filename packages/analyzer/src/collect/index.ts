export { createCollector, parseTargetUrl } from './collector.js';
export type { Collector, CollectorOptions } from './collector.js';
export { CollectError } from './collect-error.js';
export type { CollectErrorCode } from './collect-error.js';
