import { draftScores, reviewDraftSchema, type ReviewChange } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test/review-draft-fixture.js';
import { applyReviewChange, ReviewChangeError } from './apply-review-change.js';

const WHO = 'ada@heroscope.test';
const NOW = new Date('2025-03-04T09:30:00Z');
const apply = (change: ReviewChange, draft = sampleDraft()) =>
  applyReviewChange(draft, change, WHO, NOW);

describe('applyReviewChange', () => {
  it('updates the named fields of an opportunity and records only those', () => {
    const original = sampleDraft();
    const { draft, edit } = apply(
      {
        kind: 'update-opportunity',
        id: 'o2',
        fields: { problem: 'The page has no lang attribute', marker: null },
      },
      original,
    );
    expect(draft.opportunities[1]).toMatchObject({
      id: 'o2',
      problem: 'The page has no lang attribute',
      marker: null,
      points: 6,
      auditId: 'audit-o2',
    });
    expect(edit).toEqual({
      kind: 'update-opportunity',
      target: 'o2',
      before: { problem: 'No page language', marker: [10, 20] },
      after: { problem: 'The page has no lang attribute', marker: null },
      reason: null,
    });
    // Pure: the draft given is unchanged.
    expect(original).toEqual(sampleDraft());
    expect(reviewDraftSchema.parse(draft)).toEqual(draft);
  });

  it('refuses an update that changes nothing, or a deleted opportunity', () => {
    expect(() => apply({ kind: 'update-opportunity', id: 'o1', fields: {} })).toThrow(
      'The change names no field to change.',
    );
    const { draft } = apply({ kind: 'delete-opportunity', id: 'o1', reason: 'Wrong' });
    expect(() =>
      apply({ kind: 'update-opportunity', id: 'o1', fields: { problem: 'x' } }, draft),
    ).toThrow('Opportunity o1 is deleted: restore it to edit it.');
  });

  it('deletes an opportunity by keeping it with the reason, who and when', () => {
    const { draft, edit } = apply({
      kind: 'delete-opportunity',
      id: 'o1',
      reason: 'The headline is fine for this audience',
    });
    const deleted = {
      reason: 'The headline is fine for this audience',
      by: WHO,
      at: '2025-03-04T09:30:00.000Z',
    };
    expect(draft.opportunities).toHaveLength(3);
    expect(draft.opportunities[0]).toEqual({ ...sampleDraft().opportunities[0], deleted });
    expect(edit).toEqual({
      kind: 'delete-opportunity',
      target: 'o1',
      before: sampleDraft().opportunities[0],
      after: { deleted },
      reason: 'The headline is fine for this audience',
    });
    // Its points come back to its category.
    expect(draftScores(draft.engineScores, draft.opportunities)).toContainEqual({
      label: 'Clarity',
      value: 72,
    });
    expect(() => apply({ kind: 'delete-opportunity', id: 'o1', reason: 'again' }, draft)).toThrow(
      'Opportunity o1 is already deleted.',
    );
  });

  it('restores a deleted opportunity as it was', () => {
    const deleted = apply({ kind: 'delete-opportunity', id: 'o3', reason: 'Duplicate' }).draft;
    const { draft, edit } = apply({ kind: 'restore-opportunity', id: 'o3' }, deleted);
    expect(draft).toEqual(sampleDraft());
    expect(edit.kind).toBe('restore-opportunity');
    expect(edit.target).toBe('o3');
    expect(edit.before).toMatchObject({ deleted: { reason: 'Duplicate', by: WHO } });
    expect(edit.after).toEqual(sampleDraft().opportunities[2]);
    expect(() => apply({ kind: 'restore-opportunity', id: 'o3' })).toThrow(
      'Opportunity o3 is not deleted.',
    );
  });

  it('adds an opportunity with a new id, marked as the reviewer’s, at the click', () => {
    const added = {
      metric: 'Conversion',
      component: 'Pricing',
      problem: 'Prices are hidden',
      action: 'Add content',
      reason: 'Visitors leave to find them',
      usercategory: 'Missing' as const,
      marker: [42.5, 61] as [number, number],
      points: 4,
    };
    const { draft, edit } = apply({ kind: 'add-opportunity', opportunity: added });
    expect(draft.opportunities).toHaveLength(4);
    expect(draft.opportunities[3]).toEqual({ ...added, id: 'o4', addedByReviewer: true });
    expect(edit).toEqual({
      kind: 'add-opportunity',
      target: 'o4',
      before: null,
      after: { ...added, id: 'o4', addedByReviewer: true },
      reason: null,
    });
    // It costs its category what the reviewer gave it.
    expect(draftScores(draft.engineScores, draft.opportunities)).toContainEqual({
      label: 'Conversion',
      value: 66,
    });
  });

  it('never reuses the id of a deleted opportunity', () => {
    const base = sampleDraft();
    base.opportunities[2] = { ...base.opportunities[2]!, id: 'o9' };
    const { draft } = apply(
      {
        kind: 'add-opportunity',
        opportunity: {
          metric: 'Design',
          component: 'Hero',
          problem: 'p',
          action: 'Refine',
          reason: 'r',
          usercategory: 'Incomplete',
        },
      },
      base,
    );
    expect(draft.opportunities.map((o) => o.id)).toEqual(['o1', 'o2', 'o9', 'o10']);
  });

  it('moves an opportunity to a position of the list', () => {
    const first = apply({ kind: 'move-opportunity', id: 'o3', toIndex: 0 });
    expect(first.draft.opportunities.map((o) => o.id)).toEqual(['o3', 'o1', 'o2']);
    expect(first.edit).toEqual({
      kind: 'move-opportunity',
      target: 'o3',
      before: { index: 2 },
      after: { index: 0 },
      reason: null,
    });
    const last = apply({ kind: 'move-opportunity', id: 'o1', toIndex: 2 });
    expect(last.draft.opportunities.map((o) => o.id)).toEqual(['o2', 'o3', 'o1']);
    expect(() => apply({ kind: 'move-opportunity', id: 'o1', toIndex: 3 })).toThrow(
      'Position 3 is past the end of the list (3 opportunities, counted from 0).',
    );
  });

  it('updates a question by its index', () => {
    const question = {
      text: 'Who buys?',
      impact: 'Better CTA',
      options: ['Managers', 'Teams', 'IT'],
    };
    const { draft, edit } = apply({ kind: 'update-question', index: 1, question });
    expect(draft.questions).toEqual([sampleDraft().questions[0], question]);
    expect(edit).toEqual({
      kind: 'update-question',
      target: 'question 2',
      before: sampleDraft().questions[1],
      after: question,
      reason: null,
    });
    expect(() => apply({ kind: 'update-question', index: 2, question })).toThrow(
      'This draft has no question 3 (it has 2).',
    );
  });

  it('replaces the brand intelligence', () => {
    const brandIntelligence = { ...sampleDraft().brandIntelligence!, goals: ['Demo bookings'] };
    const { draft, edit } = apply({ kind: 'update-brand-intelligence', brandIntelligence });
    expect(draft.brandIntelligence).toEqual(brandIntelligence);
    expect(edit).toEqual({
      kind: 'update-brand-intelligence',
      target: 'brand intelligence',
      before: sampleDraft().brandIntelligence,
      after: brandIntelligence,
      reason: null,
    });
    const { brandIntelligence: _none, ...without } = sampleDraft();
    expect(
      apply({ kind: 'update-brand-intelligence', brandIntelligence }, without).edit.before,
    ).toBe(null);
  });

  it('refuses every change to an opportunity the draft does not have', () => {
    const changes: ReviewChange[] = [
      { kind: 'update-opportunity', id: 'o99', fields: { problem: 'x' } },
      { kind: 'delete-opportunity', id: 'o99', reason: 'x' },
      { kind: 'restore-opportunity', id: 'o99' },
      { kind: 'move-opportunity', id: 'o99', toIndex: 0 },
    ];
    for (const change of changes) {
      expect(() => apply(change)).toThrow(ReviewChangeError);
      expect(() => apply(change)).toThrow('This draft has no opportunity o99.');
    }
  });
});
