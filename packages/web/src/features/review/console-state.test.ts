import type { ReviewChange } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import {
  consoleReducer,
  initConsoleState,
  newOpportunityChange,
  NEW_OPPORTUNITY,
  opportunityChange,
  queueIsWorking,
  requestIdOf,
  requestIsWorking,
  type ConsoleAction,
  type ConsoleState,
} from './console-state';
import { makeDetail, makeEdit, makeQueueItem } from './test/review-fixtures';

const SESSION = { email: 'ada@heroscope.example', csrfToken: 'csrf-1' };

const run = (state: ConsoleState, ...actions: ConsoleAction[]) =>
  actions.reduce(consoleReducer, state);

/** Signed in, request 7 open with its draft loaded. */
const opened = () =>
  run(
    initConsoleState(),
    { type: 'sessionChecked', session: SESSION },
    { type: 'urlChanged', id: 7 },
    { type: 'detailRequested' },
    { type: 'detailLoaded', detail: makeDetail() },
  );

describe('console state: session', () => {
  it('starts checking the session', () => {
    expect(initConsoleState().session).toEqual({ status: 'checking' });
  });

  it('sessionChecked signs in with a session, out without one', () => {
    expect(run(initConsoleState(), { type: 'sessionChecked', session: SESSION }).session).toEqual({
      status: 'signed-in',
      session: SESSION,
    });
    expect(run(initConsoleState(), { type: 'sessionChecked', session: null }).session).toEqual({
      status: 'signed-out',
      busy: false,
      error: null,
    });
  });

  it('signInStarted is busy and clears the last error; signInFailed shows the message', () => {
    const failed = run(
      initConsoleState(),
      { type: 'sessionChecked', session: null },
      { type: 'signInStarted' },
      { type: 'signInFailed', message: 'Too many sign-in attempts. Try again in 15 minutes.' },
    );
    expect(failed.session).toEqual({
      status: 'signed-out',
      busy: false,
      error: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(run(failed, { type: 'signInStarted' }).session).toEqual({
      status: 'signed-out',
      busy: true,
      error: null,
    });
  });

  it('signedIn keeps the session and its CSRF token', () => {
    const state = run(initConsoleState(), { type: 'signedIn', session: SESSION });
    expect(state.session).toEqual({ status: 'signed-in', session: SESSION });
  });

  it('sessionExpired signs out but keeps the open request and every typed form', () => {
    const typing = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'My careful rewrite.' } },
      { type: 'deleteStarted', id: 'o2' },
      { type: 'deleteReasonTyped', id: 'o2', reason: 'The button is fine' },
      { type: 'saveStarted' },
    );
    const expired = run(typing, { type: 'sessionExpired', message: 'Your session has ended.' });
    expect(expired.session).toEqual({
      status: 'signed-out',
      busy: false,
      error: 'Your session has ended.',
    });
    expect(expired.saving).toBe(false);
    expect(expired.openId).toBe(7);
    expect(expired.detail).toBe(typing.detail);
    expect(expired.opportunityForms.o1?.problem).toBe('My careful rewrite.');
    expect(expired.deleteReasons).toEqual({ o2: 'The button is fine' });
  });

  it('signedOut (on purpose) forgets everything', () => {
    const state = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'x' } },
      { type: 'signedOut' },
    );
    expect(state).toEqual({
      ...initConsoleState(),
      session: { status: 'signed-out', busy: false, error: null },
    });
  });
});

describe('console state: queue', () => {
  const signedIn = () => run(initConsoleState(), { type: 'sessionChecked', session: SESSION });

  it('starts with every status, newest first, not loaded', () => {
    expect(signedIn().queue).toEqual({
      status: null,
      order: 'newest',
      items: null,
      loading: false,
      error: null,
    });
  });

  it('queueRequested loads; queueLoaded holds the items; queueFailed keeps the last items', () => {
    const items = [makeQueueItem()];
    const loaded = run(signedIn(), { type: 'queueRequested' }, { type: 'queueLoaded', items });
    expect(loaded.queue.loading).toBe(false);
    expect(loaded.queue.items).toBe(items);
    const failed = run(
      loaded,
      { type: 'queueRequested' },
      { type: 'queueFailed', message: 'offline' },
    );
    expect(failed.queue).toMatchObject({ loading: false, error: 'offline', items });
    expect(run(failed, { type: 'queueRequested' }).queue.error).toBeNull();
  });

  it('queueFilterChanged sets the status filter; the same filter again changes nothing', () => {
    const state = run(signedIn(), { type: 'queueFilterChanged', status: 'failed' });
    expect(state.queue.status).toBe('failed');
    expect(run(state, { type: 'queueFilterChanged', status: 'failed' })).toBe(state);
    expect(run(state, { type: 'queueFilterChanged', status: null }).queue.status).toBeNull();
  });

  it('queueOrderToggled switches newest ↔ oldest', () => {
    const once = run(signedIn(), { type: 'queueOrderToggled' });
    expect(once.queue.order).toBe('oldest');
    expect(run(once, { type: 'queueOrderToggled' }).queue.order).toBe('newest');
  });
});

describe('console state: opening a request', () => {
  it('urlChanged to an id opens it and clears any previous request', () => {
    const state = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'x' } },
      { type: 'deleteStarted', id: 'o2' },
      { type: 'urlChanged', id: 9 },
    );
    expect(state.openId).toBe(9);
    expect(state.detail).toBeNull();
    expect(state.opportunityForms).toEqual({});
    expect(state.deleteReasons).toEqual({});
  });

  it('urlChanged to the id already open changes nothing (typed text stays)', () => {
    const before = run(opened(), { type: 'opportunityEdited', id: 'o1', fields: { problem: 'x' } });
    expect(run(before, { type: 'urlChanged', id: 7 })).toBe(before);
  });

  it('urlChanged opens the request before the session is known (a shared link)', () => {
    const state = run(initConsoleState(), { type: 'urlChanged', id: 12 });
    expect(state.openId).toBe(12);
    expect(state.session.status).toBe('checking');
  });

  it('detailRequested → detailLoaded, or detailFailed with the message', () => {
    const requested = run(
      initConsoleState(),
      { type: 'urlChanged', id: 7 },
      { type: 'detailRequested' },
    );
    expect(requested.detailLoading).toBe(true);
    const detail = makeDetail();
    expect(run(requested, { type: 'detailLoaded', detail })).toMatchObject({
      detailLoading: false,
      detail,
    });
    expect(run(requested, { type: 'detailFailed', message: 'not found' })).toMatchObject({
      detailLoading: false,
      detailError: 'not found',
    });
  });

  it('detailLoaded after signing in again keeps the forms typed before', () => {
    const state = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { reason: 'kept' } },
      { type: 'sessionExpired', message: 'ended' },
      { type: 'signedIn', session: SESSION },
      { type: 'detailRequested' },
      { type: 'detailLoaded', detail: makeDetail({ revision: 3 }) },
    );
    expect(state.opportunityForms.o1?.reason).toBe('kept');
    expect(state.detail?.revision).toBe(3);
  });

  it('urlChanged to none (back to the queue) closes the request, its forms and its notice', () => {
    const state = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'x' } },
      { type: 'approveSucceeded', detail: makeDetail() },
      { type: 'urlChanged', id: null },
    );
    expect(state.openId).toBeNull();
    expect(state.detail).toBeNull();
    expect(state.opportunityForms).toEqual({});
    expect(state.notice).toBeNull();
  });

  it('urlChanged keeps the queue as it was (filter, order, items)', () => {
    const withQueue = run(
      initConsoleState(),
      { type: 'queueFilterChanged', status: 'draft' },
      { type: 'queueLoaded', items: [] },
      { type: 'urlChanged', id: 7 },
      { type: 'urlChanged', id: null },
    );
    expect(withQueue.queue).toMatchObject({ status: 'draft', items: [] });
  });

  it('requestIdOf reads ?request=<id>, ignoring anything that is not a positive whole id', () => {
    const of = (search: string) => requestIdOf(new URLSearchParams(search));
    expect(of('request=7')).toBe(7);
    expect(of('')).toBeNull();
    expect(of('request=')).toBeNull();
    expect(of('request=0')).toBeNull();
    expect(of('request=-3')).toBeNull();
    expect(of('request=7.5')).toBeNull();
    expect(of('request=abc')).toBeNull();
    expect(of('request=99999999999999999999')).toBeNull();
  });
});

describe('console state: editing an opportunity', () => {
  it('opportunityEdited starts the form from the draft and applies the fields', () => {
    const state = run(opened(), {
      type: 'opportunityEdited',
      id: 'o1',
      fields: { component: 'Headline' },
    });
    expect(state.opportunityForms.o1).toMatchObject({
      component: 'Headline',
      metric: 'Clarity',
      action: 'Clarify value',
      marker: [20, 12],
    });
  });

  it('opportunityEdited on an unknown id changes nothing', () => {
    const state = opened();
    expect(run(state, { type: 'opportunityEdited', id: 'nope', fields: {} })).toBe(state);
  });

  it('opportunityEditDiscarded drops the form', () => {
    const state = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { component: 'Headline' } },
      { type: 'opportunityEditDiscarded', id: 'o1' },
    );
    expect(state.opportunityForms).toEqual({});
  });

  it('opportunityChange sends only the fields that differ, or nothing', () => {
    const state = run(opened(), {
      type: 'opportunityEdited',
      id: 'o1',
      fields: { component: 'Headline', usercategory: 'Missing' },
    });
    const opportunity = state.detail!.draft!.opportunities[0]!;
    expect(opportunityChange(opportunity, state.opportunityForms.o1!)).toEqual({
      kind: 'update-opportunity',
      id: 'o1',
      fields: { component: 'Headline', usercategory: 'Missing' },
    });
    const unchanged = run(state, {
      type: 'opportunityEdited',
      id: 'o1',
      fields: { component: opportunity.component, usercategory: opportunity.usercategory },
    });
    expect(opportunityChange(opportunity, unchanged.opportunityForms.o1!)).toBeNull();
  });
});

describe('console state: deleting', () => {
  it('deleteStarted opens an empty reason; again keeps what is typed', () => {
    const started = run(opened(), { type: 'deleteStarted', id: 'o2' });
    expect(started.deleteReasons).toEqual({ o2: '' });
    const typed = run(started, { type: 'deleteReasonTyped', id: 'o2', reason: 'Fine as is' });
    expect(run(typed, { type: 'deleteStarted', id: 'o2' })).toBe(typed);
  });

  it('deleteCancelled drops the reason', () => {
    const state = run(
      opened(),
      { type: 'deleteStarted', id: 'o2' },
      { type: 'deleteCancelled', id: 'o2' },
    );
    expect(state.deleteReasons).toEqual({});
  });
});

describe('console state: a new opportunity', () => {
  it('newOpportunityStarted opens the blank form once', () => {
    const state = run(opened(), { type: 'newOpportunityStarted' });
    expect(state.newOpportunity).toEqual(NEW_OPPORTUNITY);
    const edited = run(state, { type: 'newOpportunityEdited', fields: { component: 'Pricing' } });
    expect(run(edited, { type: 'newOpportunityStarted' })).toBe(edited);
  });

  it('newOpportunityEdited without a form changes nothing', () => {
    const state = opened();
    expect(run(state, { type: 'newOpportunityEdited', fields: { component: 'x' } })).toBe(state);
  });

  it('markerPlacementToggled turns the placing mode on and off (only with a form)', () => {
    expect(run(opened(), { type: 'markerPlacementToggled' }).placingMarker).toBe(false);
    const on = run(opened(), { type: 'newOpportunityStarted' }, { type: 'markerPlacementToggled' });
    expect(on.placingMarker).toBe(true);
    expect(run(on, { type: 'markerPlacementToggled' }).placingMarker).toBe(false);
  });

  it('markerPlaced sets the marker (clamped to the page) and ends the placing mode', () => {
    const state = run(
      opened(),
      { type: 'newOpportunityStarted' },
      { type: 'markerPlacementToggled' },
      { type: 'markerPlaced', x: 42.5, y: 130 },
    );
    expect(state.newOpportunity?.marker).toEqual([42.5, 100]);
    expect(state.placingMarker).toBe(false);
  });

  it('newOpportunityCancelled drops the form and the placing mode', () => {
    const state = run(
      opened(),
      { type: 'newOpportunityStarted' },
      { type: 'markerPlacementToggled' },
      { type: 'newOpportunityCancelled' },
    );
    expect(state.newOpportunity).toBeNull();
    expect(state.placingMarker).toBe(false);
  });

  it('newOpportunityChange names what is missing, then builds the change', () => {
    expect(newOpportunityChange(NEW_OPPORTUNITY)).toBe('Name the component.');
    expect(newOpportunityChange({ ...NEW_OPPORTUNITY, component: 'Pricing' })).toBe(
      'Describe the problem.',
    );
    expect(
      newOpportunityChange({ ...NEW_OPPORTUNITY, component: 'P', problem: 'p', points: '-1' }),
    ).toBe('Points must be a number of 0 or more.');
    expect(
      newOpportunityChange({
        ...NEW_OPPORTUNITY,
        component: ' Pricing table ',
        problem: 'No prices.',
        usercategory: 'Missing',
        marker: [10, 10],
        points: '4',
        resources: [{ name: '', why: '' }],
      }),
    ).toEqual({
      kind: 'add-opportunity',
      opportunity: {
        metric: 'Clarity',
        component: 'Pricing table',
        problem: 'No prices.',
        action: 'Clarify value',
        reason: '',
        usercategory: 'Missing',
        // A Missing item is not on the page: it has no marker.
        marker: null,
        resources: [],
        points: 4,
      },
    });
  });
});

describe('console state: questions and brand intelligence', () => {
  it('questionEdited holds the question; questionEditDiscarded drops it', () => {
    const question = { text: 'Who?', impact: 'Clarity', options: ['a', 'b', 'c'] };
    const state = run(opened(), { type: 'questionEdited', index: 1, question });
    expect(state.questionForms).toEqual({ 1: question });
    expect(run(state, { type: 'questionEditDiscarded', index: 1 }).questionForms).toEqual({});
  });

  it('brandEdited holds the brand; brandEditDiscarded drops it', () => {
    const brand = { colorScheme: [], typography: [], insights: [], goals: ['Calm'] };
    const state = run(opened(), { type: 'brandEdited', brand });
    expect(state.brandForm).toBe(brand);
    expect(run(state, { type: 'brandEditDiscarded' }).brandForm).toBeNull();
  });
});

describe('console state: saving', () => {
  it('saveStarted marks saving and clears the last error', () => {
    const state = run(opened(), { type: 'saveFailed', message: 'x' }, { type: 'saveStarted' });
    expect(state).toMatchObject({ saving: true, saveError: null });
  });

  it('saveSucceeded takes the new detail and clears only the saved form', () => {
    const typing = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { component: 'Headline' } },
      { type: 'opportunityEdited', id: 'o2', fields: { component: 'Button' } },
      { type: 'saveStarted' },
    );
    const detail = makeDetail({ revision: 1 });
    const saved = run(typing, {
      type: 'saveSucceeded',
      detail,
      change: { kind: 'update-opportunity', id: 'o1', fields: { component: 'Headline' } },
    });
    expect(saved.detail).toBe(detail);
    expect(saved.saving).toBe(false);
    expect(Object.keys(saved.opportunityForms)).toEqual(['o2']);
  });

  const BRAND = { colorScheme: [], typography: [], insights: [], goals: [] };
  const CASES: Array<[ReviewChange, 'deleteReasons' | 'questionForms' | 'brandForm', unknown]> = [
    [{ kind: 'delete-opportunity', id: 'o2', reason: 'fine' }, 'deleteReasons', {}],
    [
      { kind: 'update-question', index: 0, question: { text: 'q', impact: '', options: [] } },
      'questionForms',
      {},
    ],
    [{ kind: 'update-brand-intelligence', brandIntelligence: BRAND }, 'brandForm', null],
  ];
  it.each(CASES)('saveSucceeded of %o clears %s', (change, field, empty) => {
    const typing = run(
      opened(),
      { type: 'deleteStarted', id: 'o2' },
      { type: 'deleteReasonTyped', id: 'o2', reason: 'fine' },
      { type: 'questionEdited', index: 0, question: { text: 'q', impact: '', options: [] } },
      {
        type: 'brandEdited',
        brand: { colorScheme: [], typography: [], insights: [], goals: [] },
      },
    );
    const saved = run(typing, { type: 'saveSucceeded', detail: makeDetail(), change });
    expect(saved[field]).toEqual(empty);
  });

  it('saveSucceeded of an added opportunity clears the new form and the placing mode', () => {
    const typing = run(
      opened(),
      { type: 'newOpportunityStarted' },
      { type: 'markerPlacementToggled' },
    );
    const change = newOpportunityChange({ ...NEW_OPPORTUNITY, component: 'a', problem: 'b' });
    if (typeof change === 'string') throw new Error(change);
    const saved = run(typing, { type: 'saveSucceeded', detail: makeDetail(), change });
    expect(saved.newOpportunity).toBeNull();
    expect(saved.placingMarker).toBe(false);
  });

  it('saveFailed keeps every form and shows the message', () => {
    const typing = run(
      opened(),
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'Typed with care.' } },
      { type: 'saveStarted' },
    );
    const failed = run(typing, { type: 'saveFailed', message: 'The server could not be reached.' });
    expect(failed.saving).toBe(false);
    expect(failed.saveError).toBe('The server could not be reached.');
    expect(failed.opportunityForms).toEqual(typing.opportunityForms);
  });

  it('saveConflicted shows their draft and their edits, and keeps what this reviewer typed', () => {
    const before = makeEdit({ id: 1 });
    const state = run(
      initConsoleState(),
      { type: 'sessionChecked', session: SESSION },
      { type: 'urlChanged', id: 7 },
      { type: 'detailLoaded', detail: makeDetail({ revision: 1, trail: [before] }) },
      { type: 'opportunityEdited', id: 'o1', fields: { problem: 'Mine.' } },
      { type: 'saveStarted' },
    );
    const theirs = makeEdit({ id: 2, revision: 2, reviewerEmail: 'grace@heroscope.example' });
    const current = makeDetail({ revision: 2, trail: [before, theirs] });
    const conflicted = run(state, { type: 'saveConflicted', current });
    expect(conflicted.detail).toBe(current);
    expect(conflicted.saving).toBe(false);
    expect(conflicted.conflict).toEqual([theirs]);
    expect(conflicted.opportunityForms.o1?.problem).toBe('Mine.');
    expect(run(conflicted, { type: 'conflictDismissed' }).conflict).toBeNull();
  });
});

describe('console state: approving', () => {
  it('approveAsked confirms; approveCancelled steps back', () => {
    const asked = run(opened(), { type: 'approveAsked' });
    expect(asked.approve).toBe('confirming');
    expect(run(asked, { type: 'approveCancelled' }).approve).toBe('idle');
  });

  it('approveStarted → approveSucceeded takes the detail and says it is on its way', () => {
    const detail = makeDetail({ request: makeQueueItem({ status: 'sent' }) });
    const state = run(
      opened(),
      { type: 'approveAsked' },
      { type: 'approveStarted' },
      { type: 'approveSucceeded', detail },
    );
    expect(state.approve).toBe('idle');
    expect(state.detail).toBe(detail);
    expect(state.notice).toMatch(/on its way/);
    expect(run(state, { type: 'noticeDismissed' }).notice).toBeNull();
  });

  it('approveFailed stays on the confirmation with the message', () => {
    const state = run(
      opened(),
      { type: 'approveAsked' },
      { type: 'approveStarted' },
      { type: 'approveFailed', message: 'Approving failed (500).' },
    );
    expect(state).toMatchObject({ approve: 'confirming', approveError: 'Approving failed (500).' });
  });

  it('a conflict while approving goes back to idle with the notice', () => {
    const state = run(
      opened(),
      { type: 'approveAsked' },
      { type: 'approveStarted' },
      { type: 'saveConflicted', current: makeDetail({ revision: 5, trail: [makeEdit()] }) },
    );
    expect(state.approve).toBe('idle');
    expect(state.conflict).toHaveLength(1);
  });
});

describe('console state: what polls', () => {
  const queueWith = (...statuses: Array<'queued' | 'analysing' | 'draft' | 'failed' | 'sent'>) =>
    run(initConsoleState(), {
      type: 'queueLoaded',
      items: statuses.map((status, index) => makeQueueItem({ id: index + 1, status })),
    }).queue;

  it('queueIsWorking while any request is queued or analysing, not before the first load', () => {
    expect(queueIsWorking(initConsoleState().queue)).toBe(false);
    expect(queueIsWorking(queueWith())).toBe(false);
    expect(queueIsWorking(queueWith('draft', 'failed', 'sent'))).toBe(false);
    expect(queueIsWorking(queueWith('draft', 'queued'))).toBe(true);
    expect(queueIsWorking(queueWith('analysing'))).toBe(true);
  });

  it('requestIsWorking while the open request has no draft because the engine is on it', () => {
    expect(requestIsWorking(initConsoleState())).toBe(false);
    expect(requestIsWorking(opened())).toBe(false);
    const analysing = run(opened(), {
      type: 'detailLoaded',
      detail: makeDetail({ request: makeQueueItem({ status: 'analysing' }), draft: null }),
    });
    expect(requestIsWorking(analysing)).toBe(true);
  });
});
