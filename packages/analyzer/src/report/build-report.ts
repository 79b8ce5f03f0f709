import { SCORE_LABELS } from '@heroscope/schema';
import type { Opportunity, PageFacts, ReportVersion } from '@heroscope/schema';
import { AUDITS } from '../audits/registry.js';
import type { Audit, AuditResult, FindingTarget } from '../audits/types.js';
import { computeScores, findingKey } from '../score/compute-scores.js';
import type { ScoreBreakdown, Weights } from '../score/compute-scores.js';
import { AUDIT_WEIGHTS } from '../score/weights.js';
import { buildBrandIntelligence } from './brand-intelligence.js';
import { groupFindings } from './group-findings.js';
import { placeMarkers } from './marker.js';
import { buildQuestions } from './questions.js';

export interface BuildReportOptions {
  audits?: readonly Audit[];
  weights?: Weights;
  /** Reuse scores already computed from the same results. */
  breakdown?: ScoreBreakdown;
}

interface Ranked {
  opportunity: Opportunity;
  /** Where its marker goes; none for Missing findings (nothing on the page to point at). */
  target: FindingTarget | undefined;
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
    for (const { finding, indexes } of groupFindings(
      result.findings,
      facts.desktop.viewport.height,
    )) {
      const findingIndex = indexes[0]!;
      const wellImplemented = finding.usercategory === 'Well implemented';
      // A group costs what its members cost together, to one decimal like every finding.
      const points = wellImplemented
        ? 0
        : Math.round(
            indexes.reduce(
              (sum, i) => sum + (breakdown.findingPoints.get(findingKey(result.id, i)) ?? 0),
              0,
            ) * 10,
          ) / 10;
      const opportunity: Opportunity = {
        metric: result.category,
        component: finding.component,
        problem: finding.problem,
        action: finding.action,
        reason: finding.reason ?? meta?.description ?? '',
        usercategory: finding.usercategory,
        status: finding.lowConfidence ? 'Low confidence' : '',
        ...(finding.resources && finding.resources.length > 0
          ? { resources: finding.resources }
          : {}),
        points,
        auditId: result.id,
      };
      ranked.push({
        opportunity,
        target: finding.usercategory === 'Missing' ? undefined : finding.target,
        points,
        wellImplemented,
        categoryIndex: SCORE_LABELS.indexOf(result.category),
        auditIndex,
        findingIndex,
      });
    }
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

  // Placed in report order, so the costliest findings get their spot first.
  const content = [
    ...facts.desktop.texts.map((t) => t.rect),
    ...facts.desktop.interactives.filter((i) => i.visible).map((i) => i.rect),
  ];
  const markers = placeMarkers(
    ranked.map((r) => r.target),
    screenshot,
    content,
  );
  return {
    websiteContent: { image: screenshot.dataUrl, alt: 'original page' },
    scores: breakdown.scores,
    questions: buildQuestions(facts),
    opportunities: ranked.map((r, i) => {
      const marker = markers[i];
      if (!marker) return r.opportunity;
      // The marker goes right after usercategory, where SPEC §3 lists it.
      const { status, ...rest } = r.opportunity;
      return { ...rest, marker, status };
    }),
    brandIntelligence: buildBrandIntelligence(facts),
  };
}
