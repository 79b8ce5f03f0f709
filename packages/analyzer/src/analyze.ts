import { readFileSync } from 'node:fs';
import type { AnalysisResult, PageFacts } from '@heroscope/schema';
import { AUDITS } from './audits/registry.js';
import { runAudits } from './audits/run-audits.js';
import type { Audit } from './audits/types.js';
import type { Collector, CollectorOptions } from './collect/index.js';
import { buildReport } from './report/build-report.js';
import { computeScores } from './score/compute-scores.js';
import { AUDIT_WEIGHTS } from './score/weights.js';

export const ENGINE_NAME = 'heroscope';

function readEngineVersion(): string {
  // src/analyze.ts and dist/analyze.js both sit one level below the package root.
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

export const ENGINE_VERSION = readEngineVersion();

export interface AnalyzeFactsOptions {
  analyzedAt?: string;
  durationMs?: number;
  /** For tests: a different audit list. */
  audits?: readonly Audit[];
}

/** Pure: runs the audits, scores them and builds the report. Deterministic apart from meta times. */
export function analyzeFacts(facts: PageFacts, options: AnalyzeFactsOptions = {}): AnalysisResult {
  const audits = options.audits ?? AUDITS;
  const results = runAudits(facts, audits);
  const breakdown = computeScores(results, AUDIT_WEIGHTS);
  const report = buildReport(facts, results, { audits, breakdown });
  return {
    websiteContent: report.websiteContent,
    scores: report.scores,
    questions: report.questions,
    opportunities: report.opportunities,
    brandIntelligence: report.brandIntelligence,
    meta: {
      url: facts.url,
      finalUrl: facts.finalUrl,
      analyzedAt: options.analyzedAt ?? new Date().toISOString(),
      durationMs: Math.max(0, options.durationMs ?? 0),
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    },
    audits: results.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      score: r.score,
      weight: AUDIT_WEIGHTS[r.category]?.[r.id] ?? 0,
      status: r.status,
      details: { ...r.details, findings: r.findings.length },
      ...(r.error !== undefined ? { error: r.error } : {}),
    })),
  };
}

/** Same knobs as the collector (timeouts, limits, browser path); the analysis itself has none. */
export type AnalyzerOptions = CollectorOptions;

export interface AnalyzeOptions {
  onProgress?: (step: string, elapsedMs: number) => void;
}

/** A result together with the facts it was computed from (what re-scoring needs). */
export interface AnalysisWithFacts {
  result: AnalysisResult;
  facts: PageFacts;
}

export interface Analyzer {
  analyze(url: string, opts?: AnalyzeOptions): Promise<AnalysisResult>;
  /**
   * Same as analyze(), also returning the collected facts, so a stored report can later be
   * scored again with analyzeFacts() without loading the page again.
   */
  analyzeWithFacts(url: string, opts?: AnalyzeOptions): Promise<AnalysisWithFacts>;
  close(): Promise<void>;
}

/** The browser pipeline: collect facts from a live page, then analyse them. */
export async function createAnalyzer(
  options: AnalyzerOptions = {} as AnalyzerOptions,
): Promise<Analyzer> {
  // Loaded on demand so that analyzeFacts (pure) never pulls in the browser side.
  const { createCollector } = await import('./collect/index.js');
  return analyzerOn(await createCollector(options));
}

/**
 * The analyzer around a collector already created (the CLI starts the browser before this
 * module's audits are loaded, so that both happen at once).
 */
export function analyzerOn(collector: Collector): Analyzer {
  const analyzeWithFacts = async (
    url: string,
    opts: AnalyzeOptions = {},
  ): Promise<AnalysisWithFacts> => {
    const started = Date.now();
    const analyzedAt = new Date(started).toISOString();
    const facts = await collector.collect(url, { onProgress: opts.onProgress });
    opts.onProgress?.('scoring', Date.now() - started);
    const result = analyzeFacts(facts, { analyzedAt, durationMs: Date.now() - started });
    opts.onProgress?.('done', Date.now() - started);
    return { result, facts };
  };
  return {
    analyze: async (url, opts) => (await analyzeWithFacts(url, opts)).result,
    analyzeWithFacts,
    close: () => collector.close(),
  };
}
