import { draftScores, hostOf, type ReviewDraft, type ViewerReport } from '@heroscope/schema';

/**
 * The draft as the viewer shows it: every opportunity in draft order, deleted ones included (the
 * editor strikes them through), and the scores that follow from the ones kept. Once sent, as the
 * visitor has it: without the deleted ones.
 */
export function draftReport(url: string, draft: ReviewDraft, sent = false): ViewerReport {
  return {
    siteName: hostOf(url),
    siteUrl: url,
    originalData: {
      websiteContent: draft.websiteContent,
      scores: draftScores(draft.engineScores, draft.opportunities),
      questions: draft.questions,
      opportunities: sent ? draft.opportunities.filter((o) => !o.deleted) : draft.opportunities,
      ...(draft.brandIntelligence ? { brandIntelligence: draft.brandIntelligence } : {}),
    },
  };
}
