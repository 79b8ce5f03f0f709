import { describe, expect, it } from 'vitest';
import { makeReport } from './test/sample-report';
import {
  categoryCounts,
  currentVersion,
  identifiedOpportunities,
  visibleMarkers,
  visibleOpportunities,
  visibleStrengths,
} from './viewer-selectors';
import {
  initViewerState,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const run = (state: ViewerState, ...actions: ViewerAction[]) =>
  actions.reduce(viewerReducer, state);
const components = (items: { opportunity: { component: string } }[]) =>
  items.map((item) => item.opportunity.component);

describe('viewer selectors', () => {
  const state = initViewerState(makeReport());

  it('counts Incomplete and Missing items as opportunities, not well-implemented ones', () => {
    expect(identifiedOpportunities(state)).toHaveLength(5);
    expect(categoryCounts(state)).toEqual({ Incomplete: 3, Missing: 2 });
    expect(components(visibleStrengths(state))).toEqual(['Colour palette']);
  });

  it('lists the items matching both the dial and the category filter', () => {
    const filtered = run(
      state,
      { type: 'scoreFilterToggled', label: 'Conversion' },
      { type: 'categoryFilterToggled', category: 'Missing' },
    );
    expect(components(visibleOpportunities(filtered))).toEqual(['Customer testimonials']);
    expect(categoryCounts(filtered)).toEqual({ Incomplete: 1, Missing: 1 });
    expect(visibleStrengths(filtered)).toEqual([]);
  });

  it('filters "What works" by the dial too', () => {
    expect(
      visibleStrengths(run(state, { type: 'scoreFilterToggled', label: 'Design' })),
    ).toHaveLength(1);
    expect(
      visibleStrengths(run(state, { type: 'scoreFilterToggled', label: 'Clarity' })),
    ).toHaveLength(0);
  });

  it('marks only listed cards with a point, never Missing items or well-implemented ones', () => {
    expect(visibleMarkers(state).map((item) => item.id)).toEqual(['opp-0', 'opp-1', 'opp-4']);
    const onlyMissing = run(state, { type: 'categoryFilterToggled', category: 'Missing' });
    expect(visibleMarkers(onlyMissing)).toEqual([]);
  });

  it('leaves cards in the action list out of the counts and the markers', () => {
    const moved = run(state, { type: 'addedToActionList', id: 'opp-0' });
    expect(identifiedOpportunities(moved)).toHaveLength(4);
    expect(visibleMarkers(moved).map((item) => item.id)).toEqual(['opp-1', 'opp-4']);
  });

  it('gives the placeholder data for v2 of a report without an iteration', () => {
    const v2 = run(initViewerState(makeReport({ iteration: false })), {
      type: 'versionSelected',
      version: 'v2',
    });
    expect(currentVersion(v2).scores.map((score) => score.value)).toEqual([0, 0, 0, 0]);
    expect(currentVersion(v2).questions).toEqual([]);
  });
});
