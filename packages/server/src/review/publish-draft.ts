import { draftScores, type ReportVersion, type ReviewDraft } from '@heroscope/schema';

/**
 * The version the visitor receives, frozen at "Approve and send": the opportunities kept, in the
 * reviewer's order, without the console's bookkeeping (ids, who added or deleted what), and the
 * scores those opportunities leave (draftScores). The screenshot stays a stored reference.
 */
export function publishDraft(draft: ReviewDraft): ReportVersion {
  return {
    websiteContent: draft.websiteContent,
    scores: draftScores(draft.engineScores, draft.opportunities),
    questions: draft.questions,
    opportunities: draft.opportunities
      .filter((o) => !o.deleted)
      .map(
        ({ id: _id, addedByReviewer: _added, deleted: _deleted, ...opportunity }) => opportunity,
      ),
    ...(draft.brandIntelligence ? { brandIntelligence: draft.brandIntelligence } : {}),
  };
}
