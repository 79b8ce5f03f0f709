import { describe, expect, it } from 'vitest';
import { makeReport } from './test/sample-report';
import {
  initViewerState,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const run = (state: ViewerState, ...actions: ViewerAction[]) =>
  actions.reduce(viewerReducer, state);
const start = (options?: { iteration?: boolean }) => initViewerState(makeReport(options));
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('initial state', () => {
  it('shows v1 at its first question, every card collapsed, nothing filtered or listed', () => {
    const state = start();
    expect(state).toMatchObject({
      version: 'v1',
      questionIndex: 0,
      expandedId: null,
      activeMarkerId: null,
      scoreFilter: null,
      categoryFilter: null,
      actionList: [],
      drawerOpen: false,
      brandModalOpen: false,
      copied: false,
    });
  });

  it('gives the opportunities the ids opp-{index}, in report order', () => {
    expect(ids(start().opportunities)).toEqual([
      'opp-0',
      'opp-1',
      'opp-2',
      'opp-3',
      'opp-4',
      'opp-5',
    ]);
  });

  it('numbers the opportunities to fix, not the well-implemented ones', () => {
    expect(start().opportunities.map((item) => item.number)).toEqual([1, 2, 3, undefined, 4, 5]);
  });

  it('groups metrics beyond the four labels under a dial', () => {
    expect(start().opportunities[4]?.group).toBe('Standards');
  });
});

describe('switching versions', () => {
  const busy = () =>
    run(
      start(),
      { type: 'nextQuestion' },
      { type: 'nextQuestion' },
      { type: 'addedToActionList', id: 'opp-2' },
      { type: 'cardToggled', id: 'opp-0' },
    );

  it('does all five resets of SPEC §4', () => {
    const before = busy();
    expect(before).toMatchObject({
      questionIndex: 2,
      expandedId: 'opp-0',
      activeMarkerId: 'opp-0',
    });
    expect(before.actionList).toHaveLength(1);

    const after = run(before, { type: 'versionSelected', version: 'v2' });
    expect(after.version).toBe('v2');
    expect(after.questionIndex).toBe(0);
    expect(after.opportunities.map((item) => item.opportunity.component)).toEqual([
      'Feature icons',
      'Sub-headline',
    ]);
    expect(ids(after.opportunities)).toEqual(['opp-0', 'opp-1']);
    expect(after.expandedId).toBeNull();
    expect(after.activeMarkerId).toBeNull();
    expect(after.actionList).toEqual([]);
  });

  it('reloads the full list when coming back to v1', () => {
    const back = run(
      busy(),
      { type: 'versionSelected', version: 'v2' },
      { type: 'versionSelected', version: 'v1' },
    );
    expect(ids(back.opportunities)).toEqual(['opp-0', 'opp-1', 'opp-2', 'opp-3', 'opp-4', 'opp-5']);
    expect(back.actionList).toEqual([]);
  });

  it('changes nothing when the current version is chosen again', () => {
    const before = busy();
    expect(run(before, { type: 'versionSelected', version: 'v1' })).toBe(before);
  });

  it('shows the placeholder for v2 without iteration data: no questions, no opportunities', () => {
    const state = run(start({ iteration: false }), { type: 'versionSelected', version: 'v2' });
    expect(state.opportunities).toEqual([]);
    expect(run(state, { type: 'nextQuestion' }).questionIndex).toBe(0);
  });
});

describe('question carousel', () => {
  it('moves one question at a time and stops at the first and the last', () => {
    let state = start();
    state = run(state, { type: 'previousQuestion' });
    expect(state.questionIndex).toBe(0);
    state = run(
      state,
      { type: 'nextQuestion' },
      { type: 'nextQuestion' },
      { type: 'nextQuestion' },
    );
    expect(state.questionIndex).toBe(2);
    state = run(state, { type: 'previousQuestion' });
    expect(state.questionIndex).toBe(1);
  });
});

describe('score filter', () => {
  it('toggles filtering by the dial clicked; clicking it again clears it', () => {
    let state = run(start(), { type: 'scoreFilterToggled', label: 'Conversion' });
    expect(state.scoreFilter).toBe('Conversion');
    state = run(state, { type: 'scoreFilterToggled', label: 'Design' });
    expect(state.scoreFilter).toBe('Design');
    state = run(state, { type: 'scoreFilterToggled', label: 'Design' });
    expect(state.scoreFilter).toBeNull();
  });

  it('collapses the expanded card when the filter hides it', () => {
    const state = run(
      start(),
      { type: 'cardToggled', id: 'opp-0' },
      { type: 'scoreFilterToggled', label: 'Conversion' },
    );
    expect(state.expandedId).toBeNull();
    expect(state.activeMarkerId).toBeNull();
  });

  it('keeps the expanded card open when the filter still lists it', () => {
    const state = run(
      start(),
      { type: 'cardToggled', id: 'opp-1' },
      { type: 'scoreFilterToggled', label: 'Conversion' },
    );
    expect(state.expandedId).toBe('opp-1');
  });
});

describe('category filter', () => {
  it('toggles Incomplete or Missing; clicking again clears it', () => {
    let state = run(start(), { type: 'categoryFilterToggled', category: 'Missing' });
    expect(state.categoryFilter).toBe('Missing');
    state = run(state, { type: 'categoryFilterToggled', category: 'Incomplete' });
    expect(state.categoryFilter).toBe('Incomplete');
    state = run(state, { type: 'categoryFilterToggled', category: 'Incomplete' });
    expect(state.categoryFilter).toBeNull();
  });

  it('collapses the expanded card when the filter hides it', () => {
    const state = run(
      start(),
      { type: 'cardToggled', id: 'opp-0' },
      { type: 'categoryFilterToggled', category: 'Missing' },
    );
    expect(state.expandedId).toBeNull();
  });
});

describe('cards and markers', () => {
  it('expands one card at a time and selects its marker', () => {
    let state = run(start(), { type: 'cardToggled', id: 'opp-0' });
    expect(state).toMatchObject({ expandedId: 'opp-0', activeMarkerId: 'opp-0' });
    state = run(state, { type: 'cardToggled', id: 'opp-1' });
    expect(state).toMatchObject({ expandedId: 'opp-1', activeMarkerId: 'opp-1' });
  });

  it('collapsing the expanded card deselects its marker', () => {
    const state = run(
      start(),
      { type: 'cardToggled', id: 'opp-0' },
      { type: 'cardToggled', id: 'opp-0' },
    );
    expect(state).toMatchObject({ expandedId: null, activeMarkerId: null });
  });

  it('expands a card without a marker and selects no marker', () => {
    const state = run(start(), { type: 'cardToggled', id: 'opp-2' });
    expect(state).toMatchObject({ expandedId: 'opp-2', activeMarkerId: null });
  });

  it('a marker click toggles the same as its card', () => {
    let state = run(start(), { type: 'markerToggled', id: 'opp-4' });
    expect(state).toMatchObject({ expandedId: 'opp-4', activeMarkerId: 'opp-4' });
    state = run(state, { type: 'markerToggled', id: 'opp-0' });
    expect(state).toMatchObject({ expandedId: 'opp-0', activeMarkerId: 'opp-0' });
    state = run(state, { type: 'markerToggled', id: 'opp-0' });
    expect(state).toMatchObject({ expandedId: null, activeMarkerId: null });
  });

  it('does not expand well-implemented items or unknown ids', () => {
    const state = start();
    expect(run(state, { type: 'cardToggled', id: 'opp-3' })).toBe(state);
    expect(run(state, { type: 'cardToggled', id: 'opp-99' })).toBe(state);
  });
});

describe('action list', () => {
  it('adding removes the card from the list, appends it and clears its expansion', () => {
    let state = run(
      start(),
      { type: 'cardToggled', id: 'opp-1' },
      { type: 'addedToActionList', id: 'opp-4' },
    );
    expect(state.expandedId).toBe('opp-1');
    state = run(state, { type: 'addedToActionList', id: 'opp-1' });
    expect(ids(state.opportunities)).toEqual(['opp-0', 'opp-2', 'opp-3', 'opp-5']);
    expect(ids(state.actionList)).toEqual(['opp-4', 'opp-1']);
    expect(state).toMatchObject({ expandedId: null, activeMarkerId: null });
  });

  it('removing returns the item to its place in the list with a new restored id', () => {
    let state = run(
      start(),
      { type: 'addedToActionList', id: 'opp-1' },
      { type: 'addedToActionList', id: 'opp-2' },
      { type: 'removedFromActionList', id: 'opp-1' },
    );
    expect(ids(state.actionList)).toEqual(['opp-2']);
    expect(ids(state.opportunities)).toEqual([
      'opp-0',
      'opp-1-restored-1',
      'opp-3',
      'opp-4',
      'opp-5',
    ]);
    expect(state.opportunities[1]?.opportunity.component).toBe('Primary button');
    expect(state.opportunities[1]?.number).toBe(2);

    state = run(
      state,
      { type: 'addedToActionList', id: 'opp-1-restored-1' },
      { type: 'removedFromActionList', id: 'opp-1-restored-1' },
    );
    expect(state.opportunities[1]?.id).toBe('opp-1-restored-2');
    const all = [...ids(state.opportunities), ...ids(state.actionList)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('does not add well-implemented items', () => {
    const state = start();
    expect(run(state, { type: 'addedToActionList', id: 'opp-3' })).toBe(state);
  });

  it('opens and collapses the drawer', () => {
    let state = run(start(), { type: 'drawerToggled' });
    expect(state.drawerOpen).toBe(true);
    state = run(state, { type: 'drawerToggled' });
    expect(state.drawerOpen).toBe(false);
  });

  it("sets and ends the 'copied!' state", () => {
    let state = run(start(), { type: 'promptCopied' });
    expect(state.copied).toBe(true);
    state = run(state, { type: 'copiedFeedbackEnded' });
    expect(state.copied).toBe(false);
  });

  it("ends 'copied!' as soon as the list changes: what was copied is no longer the list", () => {
    const copied = run(
      start({ iteration: true }),
      { type: 'addedToActionList', id: 'opp-1' },
      { type: 'promptCopied' },
    );
    expect(run(copied, { type: 'addedToActionList', id: 'opp-2' }).copied).toBe(false);
    expect(run(copied, { type: 'removedFromActionList', id: 'opp-1' }).copied).toBe(false);
    expect(run(copied, { type: 'versionSelected', version: 'v2' }).copied).toBe(false);
    // Opening the drawer or filtering does not change the list.
    expect(run(copied, { type: 'drawerToggled' }).copied).toBe(true);
  });
});

describe('brand intelligence modal', () => {
  it('opens on the raw-data tab, whatever tab it was closed on', () => {
    let state = run(start(), { type: 'brandModalOpened' });
    expect(state).toMatchObject({ brandModalOpen: true, brandTab: 'raw-data' });
    state = run(
      state,
      { type: 'brandTabSelected', tab: 'your-goals' },
      { type: 'brandModalClosed' },
    );
    expect(state.brandModalOpen).toBe(false);
    state = run(state, { type: 'brandModalOpened' });
    expect(state).toMatchObject({ brandModalOpen: true, brandTab: 'raw-data' });
  });

  it('leaves the version, list and action list alone', () => {
    const before = run(start(), { type: 'addedToActionList', id: 'opp-0' });
    const after = run(before, { type: 'brandModalOpened' });
    expect(after.version).toBe('v1');
    expect(after.actionList).toBe(before.actionList);
    expect(after.opportunities).toBe(before.opportunities);
  });
});

describe('viewer state in the reviewer console (edit mode)', () => {
  const editing = () => initViewerState(makeReport(), { editing: true });

  it('is off unless asked for', () => {
    expect(start().editing).toBe(false);
    expect(editing().editing).toBe(true);
  });

  it('opens a well-implemented item in edit mode only (it is edited like any other)', () => {
    const wellImplemented = start().opportunities.find(
      (item) => item.opportunity.usercategory === 'Well implemented',
    )!;
    expect(viewerReducer(start(), { type: 'cardToggled', id: wellImplemented.id }).expandedId).toBe(
      null,
    );
    expect(
      viewerReducer(editing(), { type: 'cardToggled', id: wellImplemented.id }).expandedId,
    ).toBe(wellImplemented.id);
  });

  it('reportReplaced shows the new report and keeps the open card open at its new index', () => {
    const opened = viewerReducer(editing(), { type: 'cardToggled', id: 'opp-0' });
    const report = makeReport();
    const moved = {
      ...report,
      originalData: {
        ...report.originalData,
        opportunities: [...report.originalData.opportunities].reverse(),
      },
    };
    const last = moved.originalData.opportunities.length - 1;
    const next = viewerReducer(opened, {
      type: 'reportReplaced',
      report: moved,
      expandedIndex: last,
    });
    expect(next.report).toBe(moved);
    expect(next.opportunities.map((item) => item.opportunity)).toEqual(
      moved.originalData.opportunities,
    );
    expect(next.expandedId).toBe(`opp-${last}`);
    expect(next.opportunities[last]?.opportunity.component).toBe('Hero headline');
  });

  it('reportReplaced without an open card, or with a question index past the end, stays in range', () => {
    const atLastQuestion = viewerReducer(viewerReducer(editing(), { type: 'nextQuestion' }), {
      type: 'nextQuestion',
    });
    const report = makeReport();
    const fewer = {
      ...report,
      originalData: {
        ...report.originalData,
        questions: report.originalData.questions.slice(0, 1),
      },
    };
    const next = viewerReducer(atLastQuestion, {
      type: 'reportReplaced',
      report: fewer,
      expandedIndex: null,
    });
    expect(next.expandedId).toBeNull();
    expect(next.questionIndex).toBe(0);
  });
});
