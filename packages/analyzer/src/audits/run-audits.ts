import type { PageFacts } from '@heroscope/schema';
import { AUDITS } from './registry.js';
import type { Audit, AuditResult } from './types.js';

/** Lighthouse's line between a passed and a failed audit. */
export const PASS_THRESHOLD = 0.9;

function missingFacts(facts: PageFacts, audit: Audit): string[] {
  return audit.meta.requiredFacts.filter((key) => facts[key] === null || facts[key] === undefined);
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

function runOne(facts: PageFacts, audit: Audit): AuditResult {
  const { id, category, title } = audit.meta;
  const base = { id, category, title };
  const missing = missingFacts(facts, audit);
  if (missing.length > 0) {
    return {
      ...base,
      status: 'not-applicable',
      score: null,
      findings: [],
      details: { notApplicableReason: `Missing facts: ${missing.join(', ')}` },
    };
  }
  try {
    const product = audit.run(facts);
    const details = { ...(product.details ?? {}) };
    if (product.score === null) {
      if (product.notApplicableReason) details.notApplicableReason = product.notApplicableReason;
      return {
        ...base,
        status: 'not-applicable',
        score: null,
        findings: [],
        details,
        ...(product.missingChargedTo ? { chargedTo: product.missingChargedTo } : {}),
      };
    }
    if (typeof product.score !== 'number' || !Number.isFinite(product.score)) {
      throw new Error(`Audit returned an invalid score: ${String(product.score)}`);
    }
    const score = Math.min(1, Math.max(0, product.score));
    return {
      ...base,
      status: score >= PASS_THRESHOLD ? 'pass' : 'fail',
      score,
      findings: product.findings,
      details,
    };
  } catch (err) {
    // One broken audit must never break the report: it is reported and left out of the score.
    return {
      ...base,
      status: 'error',
      score: null,
      findings: [],
      details: {},
      error: errorMessage(err),
    };
  }
}

/** Runs every audit safely, in registry order. */
export function runAudits(facts: PageFacts, audits: readonly Audit[] = AUDITS): AuditResult[] {
  return audits.map((audit) => runOne(facts, audit));
}
