import { reportVersionSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test/review-draft-fixture.js';
import { applyReviewChange } from './apply-review-change.js';
import { publishDraft } from './publish-draft.js';

describe('publishDraft', () => {
  it('publishes an untouched draft with the engine scores', () => {
    const version = publishDraft(sampleDraft());
    expect(version.scores).toEqual(sampleDraft().engineScores);
    expect(version.opportunities.map((o) => o.problem)).toEqual([
      'The headline says nothing',
      'No page language',
      'Two competing buttons',
    ]);
    expect(version.websiteContent.image).toBe('screenshot:desktop');
    expect(reportVersionSchema.parse(version)).toEqual(version);
  });

  it('leaves out deleted opportunities and the console’s bookkeeping, and rescores', () => {
    const now = new Date('2025-03-04T09:30:00Z');
    let draft = sampleDraft();
    draft = applyReviewChange(
      draft,
      { kind: 'delete-opportunity', id: 'o2', reason: 'Not on this page' },
      'ada@heroscope.test',
      now,
    ).draft;
    draft = applyReviewChange(
      draft,
      {
        kind: 'add-opportunity',
        opportunity: {
          metric: 'Clarity',
          component: 'Hero',
          problem: 'Jargon',
          action: 'Rewrite',
          reason: 'Visitors do not know the terms',
          usercategory: 'Incomplete',
          points: 3,
        },
      },
      'ada@heroscope.test',
      now,
    ).draft;
    const version = publishDraft(draft);
    expect(version.opportunities.map((o) => o.problem)).toEqual([
      'The headline says nothing',
      'Two competing buttons',
      'Jargon',
    ]);
    for (const opportunity of version.opportunities) {
      expect(opportunity).not.toHaveProperty('id');
      expect(opportunity).not.toHaveProperty('addedByReviewer');
      expect(opportunity).not.toHaveProperty('deleted');
    }
    expect(version.scores).toEqual([
      { label: 'Standards', value: 86 },
      { label: 'Clarity', value: 57 },
      { label: 'Conversion', value: 70 },
      { label: 'Design', value: 0 },
    ]);
    expect(version.brandIntelligence).toEqual(sampleDraft().brandIntelligence);
  });
});
