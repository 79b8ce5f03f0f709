import type { AnalysisResult, ReviewDraft } from '@heroscope/schema';

/**
 * The draft a reviewer starts from: the engine's version with a stable id on each opportunity
 * ('o1', 'o2', … in the engine's order, so the trail can name them) and the engine's scores kept
 * for comparison. The screenshot stays the stored reference ('screenshot:desktop'); the routes
 * turn it into an address the console can load.
 */
export function createDraft(result: AnalysisResult): ReviewDraft {
  return {
    websiteContent: result.websiteContent,
    engineScores: result.scores,
    questions: result.questions,
    opportunities: result.opportunities.map((opportunity, i) => ({
      ...opportunity,
      id: `o${i + 1}`,
    })),
    ...(result.brandIntelligence ? { brandIntelligence: result.brandIntelligence } : {}),
  };
}
