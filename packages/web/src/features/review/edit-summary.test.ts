import { describe, expect, it } from 'vitest';
import { approvalSummary, fieldChanges, kindLabel, shortValue, subjectOf } from './edit-summary';

describe('audit trail wording', () => {
  it('names each kind of change, and passes an unknown one through', () => {
    expect(kindLabel('delete-opportunity')).toBe('Deleted');
    expect(kindLabel('something-new')).toBe('something-new');
  });

  it('lists only the fields that differ, before → after', () => {
    expect(
      fieldChanges({
        before: { problem: 'Old', action: 'Clarify value' },
        after: { problem: 'New', action: 'Clarify value', status: 'Low confidence' },
      }),
    ).toEqual([
      { field: 'Problem', before: 'Old', after: 'New' },
      { field: 'Confidence', before: '—', after: 'Low confidence' },
    ]);
  });

  it('shows whole values when they are not objects, and nothing when both are empty', () => {
    expect(fieldChanges({ before: 2, after: 0 })).toEqual([
      { field: null, before: '2', after: '0' },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });

  it('cuts long values', () => {
    expect(shortValue('x'.repeat(200))).toHaveLength(120);
    expect(shortValue([20, 12])).toBe('[20,12]');
  });

  it('a deletion or a restore lists no fields: its heading and reason say it', () => {
    const opportunity = { id: 'o3', auditId: 'image-alt', component: 'Image', problem: 'No alt.' };
    const deleted = { reason: 'Not true', by: 'ada@heroscope.example', at: '2031-03-03' };
    expect(
      fieldChanges({ kind: 'delete-opportunity', before: opportunity, after: { deleted } }),
    ).toEqual([]);
    expect(
      fieldChanges({ kind: 'restore-opportunity', before: { deleted }, after: opportunity }),
    ).toEqual([]);
  });

  it('an added opportunity lists what the reviewer typed, not the bookkeeping', () => {
    expect(
      fieldChanges({
        kind: 'add-opportunity',
        before: null,
        after: { id: 'r1', addedByReviewer: true, component: 'Footer', points: 2 },
      }),
    ).toEqual([
      { field: 'Component', before: '—', after: 'Footer' },
      { field: 'Points', before: '—', after: '2' },
    ]);
  });

  it('a move counts positions from 1', () => {
    expect(
      fieldChanges({ kind: 'move-opportunity', before: { index: 0 }, after: { index: 2 } }),
    ).toEqual([{ field: 'Position', before: '1', after: '3' }]);
  });

  it('names an opportunity by its component, anything else by its target', () => {
    expect(
      subjectOf({ target: 'o3', before: { component: 'Image' }, after: { deleted: {} } }),
    ).toBe('“Image”');
    expect(subjectOf({ target: 'brand intelligence', before: null, after: { insights: [] } })).toBe(
      'brand intelligence',
    );
  });

  it('names an edited opportunity (only its changed fields stored) from the draft', () => {
    const edit = { target: 'o1', before: { problem: 'Old' }, after: { problem: 'New' } };
    expect(subjectOf(edit, { o1: 'Hero headline' })).toBe('“Hero headline”');
    expect(subjectOf(edit)).toBe('o1');
  });

  it('says an approval in one sentence, not as JSON', () => {
    const after = {
      scores: [
        { label: 'Standards', value: 57 },
        { label: 'Clarity', value: 0 },
      ],
      opportunities: 24,
      recipients: 1,
    };
    expect(approvalSummary({ kind: 'approve', after })).toBe(
      'Sent with Standards 57 · Clarity NA; 24 opportunities; to 1 address.',
    );
    expect(fieldChanges({ kind: 'approve', before: null, after })).toEqual([]);
    expect(approvalSummary({ kind: 'update-opportunity', after })).toBeNull();
  });
});
