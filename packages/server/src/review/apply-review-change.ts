import type { DraftOpportunity, ReviewChange, ReviewDraft } from '@heroscope/schema';

/** A change that cannot apply to this draft: the console's mistake, worded for the reviewer. */
export class ReviewChangeError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'ReviewChangeError';
  }
}

/** What the audit trail keeps of one change. */
export interface ReviewEditRecord {
  kind: ReviewChange['kind'];
  /** What it touched, for display: an opportunity id, 'question 2', 'brand intelligence'. */
  target: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AppliedChange {
  draft: ReviewDraft;
  edit: ReviewEditRecord;
}

function findOpportunity(draft: ReviewDraft, id: string): number {
  const index = draft.opportunities.findIndex((o) => o.id === id);
  if (index < 0) throw new ReviewChangeError(`This draft has no opportunity ${id}.`);
  return index;
}

/** A fresh id: one more than the highest 'o<n>' ever used, so a deleted one's id is never reused. */
function nextOpportunityId(draft: ReviewDraft): string {
  const highest = draft.opportunities.reduce((max, o) => {
    const n = /^o(\d+)$/.exec(o.id);
    return n ? Math.max(max, Number(n[1])) : max;
  }, 0);
  return `o${highest + 1}`;
}

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((existing, i) => (i === index ? item : existing));

/**
 * Applies one reviewer change to a draft (pure: the draft given is left as it is). `who` is the
 * reviewer's email, `now` the time the change is saved. Returns the new draft and what the audit
 * trail records of it (before and after of the part changed only); throws ReviewChangeError when
 * the change does not fit the draft (an unknown opportunity, a question that is not there, …).
 */
export function applyReviewChange(
  draft: ReviewDraft,
  change: ReviewChange,
  who: string,
  now: Date,
): AppliedChange {
  const opportunities = draft.opportunities;
  switch (change.kind) {
    case 'update-opportunity': {
      const index = findOpportunity(draft, change.id);
      const current = opportunities[index]!;
      if (current.deleted)
        throw new ReviewChangeError(`Opportunity ${change.id} is deleted: restore it to edit it.`);
      const fields = Object.entries(change.fields).filter(([, value]) => value !== undefined);
      if (fields.length === 0) throw new ReviewChangeError('The change names no field to change.');
      const before = Object.fromEntries(
        fields.map(([key]) => [key, current[key as keyof DraftOpportunity] ?? null]),
      );
      const after = Object.fromEntries(fields);
      const updated: DraftOpportunity = { ...current, ...after };
      return {
        draft: { ...draft, opportunities: replaceAt(opportunities, index, updated) },
        edit: { kind: change.kind, target: change.id, before, after, reason: null },
      };
    }
    case 'delete-opportunity': {
      const index = findOpportunity(draft, change.id);
      const current = opportunities[index]!;
      if (current.deleted)
        throw new ReviewChangeError(`Opportunity ${change.id} is already deleted.`);
      const deleted = { reason: change.reason, by: who, at: now.toISOString() };
      return {
        draft: {
          ...draft,
          opportunities: replaceAt(opportunities, index, { ...current, deleted }),
        },
        edit: {
          kind: change.kind,
          target: change.id,
          before: current,
          after: { deleted },
          reason: change.reason,
        },
      };
    }
    case 'restore-opportunity': {
      const index = findOpportunity(draft, change.id);
      const { deleted, ...restored } = opportunities[index]!;
      if (!deleted) throw new ReviewChangeError(`Opportunity ${change.id} is not deleted.`);
      return {
        draft: { ...draft, opportunities: replaceAt(opportunities, index, restored) },
        edit: {
          kind: change.kind,
          target: change.id,
          before: { deleted },
          after: restored,
          reason: null,
        },
      };
    }
    case 'add-opportunity': {
      const added: DraftOpportunity = {
        ...change.opportunity,
        id: nextOpportunityId(draft),
        addedByReviewer: true,
      };
      return {
        draft: { ...draft, opportunities: [...opportunities, added] },
        edit: { kind: change.kind, target: added.id, before: null, after: added, reason: null },
      };
    }
    case 'move-opportunity': {
      const from = findOpportunity(draft, change.id);
      // Positions count every opportunity of the draft, deleted ones included (the console
      // lists them, struck through, where they were).
      if (change.toIndex >= opportunities.length)
        throw new ReviewChangeError(
          `Position ${change.toIndex} is past the end of the list (${opportunities.length} opportunities, counted from 0).`,
        );
      const reordered = opportunities.filter((_, i) => i !== from);
      reordered.splice(change.toIndex, 0, opportunities[from]!);
      return {
        draft: { ...draft, opportunities: reordered },
        edit: {
          kind: change.kind,
          target: change.id,
          before: { index: from },
          after: { index: change.toIndex },
          reason: null,
        },
      };
    }
    case 'update-question': {
      const current = draft.questions[change.index];
      if (!current)
        throw new ReviewChangeError(
          `This draft has no question ${change.index + 1} (it has ${draft.questions.length}).`,
        );
      return {
        draft: { ...draft, questions: replaceAt(draft.questions, change.index, change.question) },
        edit: {
          kind: change.kind,
          target: `question ${change.index + 1}`,
          before: current,
          after: change.question,
          reason: null,
        },
      };
    }
    case 'update-brand-intelligence':
      return {
        draft: { ...draft, brandIntelligence: change.brandIntelligence },
        edit: {
          kind: change.kind,
          target: 'brand intelligence',
          before: draft.brandIntelligence ?? null,
          after: change.brandIntelligence,
          reason: null,
        },
      };
  }
}
