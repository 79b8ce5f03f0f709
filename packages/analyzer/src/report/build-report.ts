import { SCORE_LABELS } from '@heroscope/schema';
import type { Opportunity, PageFacts, ReportVersion } from '@heroscope/schema';
import { AUDITS } from '../audits/registry.js';
import type { Audit, AuditResult } from '../audits/types.js';
import { computeScores, findingKey } from '../score/compute-scores.js';
import type { ScoreBreakdown, Weights } from '../score/compute-scores.js';
import { AUDIT_WEIGHTS } from '../score/weights.js';
import { buildBrandIntelligence } from './brand-intelligence.js';
import { markerFor } from './marker.js';
import { buildQuestions } from './questions.js';

export interface BuildReportOptions {
  audits?: readonly Audit[];
  weights?: Weights;
  /** Reuse scores already computed from the same results. */
  breakdown?: ScoreBreakdown;
}

interface Ranked {
  opportunity: Opportunity;
  points: number;
  wellImplemented: boolean;
  categoryIndex: number;
  auditIndex: number;
  findingIndex: number;
}

/** Turns facts and audit results into SPEC §3's report version. */
export function buildReport(
  facts: PageFacts,
  results: readonly AuditResult[],
  options: BuildReportOptions = {},
): ReportVersion {
  const audits = options.audits ?? AUDITS;
  const breakdown = options.breakdown ?? computeScores(results, options.weights ?? AUDIT_WEIGHTS);
  const metaById = new Map(audits.map((a) => [a.meta.id, a.meta]));
  const screenshot = facts.desktop.screenshot;

  const ranked: Ranked[] = [];
  results.forEach((result, auditIndex) => {
    const meta = metaById.get(result.id);
    result.findings.forEach((finding, findingIndex) => {
      const wellImplemented = finding.usercategory === 'Well implemented';
      const points = wellImplemented
        ? 0
        : (breakdown.findingPoints.get(findingKey(result.id, findingIndex)) ?? 0);
      const marker =
        finding.usercategory === 'Missing' ? null : markerFor(finding.target, screenshot);
      const opportunity: Opportunity = {
        metric: result.category,
        component: finding.component,
        problem: finding.problem,
        action: finding.action,
        reason: finding.reason ?? meta?.description ?? '',
        usercategory: finding.usercategory,
        ...(marker ? { marker } : {}),
        status: finding.lowConfidence ? 'Low confidence' : '',
        ...(finding.resources && finding.resources.length > 0
          ? { resources: finding.resources }
          : {}),
        points,
        auditId: result.id,
      };
      ranked.push({
        opportunity,
        points,
        wellImplemented,
        categoryIndex: SCORE_LABELS.indexOf(result.category),
        auditIndex,
        findingIndex,
      });
    });
  });

  // Deterministic order: costs first (most points), then category and audit order;
  // strengths go last.
  ranked.sort(
    (a, b) =>
      Number(a.wellImplemented) - Number(b.wellImplemented) ||
      b.points - a.points ||
      a.categoryIndex - b.categoryIndex ||
      a.auditIndex - b.auditIndex ||
      a.findingIndex - b.findingIndex,
  );

  return {
    websiteContent: { image: screenshot.dataUrl, alt: 'original page' },
    scores: breakdown.scores,
    questions: buildQuestions(facts),
    opportunities: ranked.map((r) => r.opportunity),
    brandIntelligence: buildBrandIntelligence(facts),
  };
}
