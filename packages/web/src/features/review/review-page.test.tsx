import type { ReviewChange } from '@heroscope/schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config-context';
import { stubLayoutApis } from '../report-viewer/test/render-viewer';
import { ReviewPage } from './review-page';
import { fakeReviewApi, json } from './test/fake-review-api';
import { makeDetail, makeEdit, makeQueueItem } from './test/review-fixtures';

function renderConsole(api: Parameters<typeof fakeReviewApi>[0] = {}, address = '/review') {
  const fake = fakeReviewApi(api);
  stubLayoutApis();
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/review', element: <ReviewPage /> }], {
    initialEntries: [address],
  });
  render(
    <RuntimeConfigProvider>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  /** Where the console is: path and query, as the address bar shows them. */
  const address_ = () => router.state.location.pathname + router.state.location.search;
  return { ...fake, user, router, address: address_ };
}

const QUEUE = [
  makeQueueItem(),
  makeQueueItem({
    id: 8,
    url: 'https://brindle-bakery.example/',
    status: 'failed',
    askedBy: 1,
    businessDaysOld: 6,
    overdue: true,
    failureReason: 'The page did not load within 30 seconds.',
  }),
];

async function openDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'fernwick.example' }));
  await screen.findByRole('heading', { name: 'Request 7' });
  return screen.findByRole('region', { name: /Screenshot of the original page/ });
}

/** The number beside 'Opportunities identified'. */
function identifiedCount(): number {
  const heading = screen.getByRole('heading', { name: 'Opportunities identified' });
  return Number(heading.nextElementSibling?.textContent);
}

async function openCard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('button', { name }).closest('li')!;
}

describe('ReviewPage: signing in', () => {
  it('asks signed-out reviewers to sign in, and says when the password is wrong', async () => {
    const { user, answer } = renderConsole({ signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to review' });
    answer('POST', /^\/api\/review\/session$/, () =>
      json(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'That email and password do not match a reviewer account.',
      }),
    );
    await user.type(screen.getByLabelText('Email'), 'ada@heroscope.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That email and password do not match a reviewer account.',
    );
  });

  it('says when sign-in is rate limited', async () => {
    const { user, answer } = renderConsole({ signedIn: false });
    answer('POST', /^\/api\/review\/session$/, () =>
      json(429, { message: 'Too many sign-in attempts. Try again in 15 minutes.' }),
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@heroscope.example');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const { user, calls } = renderConsole({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter your email address and your password.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('signs in, shows the queue, and signs out', async () => {
    const { user, calls } = renderConsole({ signedIn: false, queue: QUEUE });
    await user.type(await screen.findByLabelText('Email'), 'ada@heroscope.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Review queue' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ada@heroscope.example',
      password: 'correct horse',
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to review' });
    const signOut = calls.find((call) => call.method === 'DELETE');
    expect(signOut?.headers['x-csrf-token']).toBe('csrf-1');
  });
});

describe('ReviewPage: the queue', () => {
  it('lists each request with its status, inboxes, age and, for a failed one, why', async () => {
    renderConsole({ queue: QUEUE });
    const failed = (await screen.findByRole('button', { name: 'brindle-bakery.example' })).closest(
      'li',
    )!;
    expect(failed).toHaveClass('review-row--overdue');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Overdue')).toBeInTheDocument();
    expect(within(failed).getByText('1 inbox')).toBeInTheDocument();
    expect(within(failed).getByText('6 business days of 5')).toBeInTheDocument();
    expect(
      within(failed).getByText('The page did not load within 30 seconds.'),
    ).toBeInTheDocument();
    const draft = screen.getByRole('button', { name: 'fernwick.example' }).closest('li')!;
    expect(within(draft).getByText('2 inboxes')).toBeInTheDocument();
    expect(within(draft).queryByText('Overdue')).toBeNull();
  });

  it('filters by status and toggles newest/oldest through the query', async () => {
    const { user, calls } = renderConsole({ queue: QUEUE });
    await screen.findByRole('button', { name: 'fernwick.example' });
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('failed'));
    await user.click(screen.getByRole('button', { name: /Newest first/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('order')).toBe('oldest'));
    expect(calls.at(-1)?.query.get('status')).toBe('failed');
    expect(screen.getByRole('button', { name: /Oldest first/ })).toBeInTheDocument();
  });

  it('shows a network failure with a way to try again', async () => {
    const { user, answer } = renderConsole({ queue: QUEUE });
    answer('GET', /^\/api\/review\/requests$/, () => 'network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'fernwick.example' })).toBeInTheDocument();
  });
});

describe('ReviewPage: the open request in the address', () => {
  it('opening a request puts it in the address; back returns to the queue', async () => {
    const { user, router, address } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    await openDraft(user);
    expect(address()).toBe('/review?request=7');
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Review queue' });
    expect(address()).toBe('/review');
    expect(screen.getByRole('button', { name: 'fernwick.example' })).toBeInTheDocument();
  });

  it('a shared link (or a reload) reopens the same request', async () => {
    const { calls } = renderConsole({ queue: QUEUE, detail: makeDetail() }, '/review?request=7');
    await screen.findByRole('heading', { name: 'Request 7' });
    await screen.findByRole('region', { name: /Screenshot of the original page/ });
    expect(calls.some((call) => call.path === '/api/review/requests/7')).toBe(true);
    expect(calls.some((call) => call.path === '/api/review/requests')).toBe(false);
  });

  it('a link opened signed out asks to sign in, then opens that request', async () => {
    const { user } = renderConsole(
      { signedIn: false, queue: QUEUE, detail: makeDetail() },
      '/review?request=7',
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@heroscope.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Request 7' });
  });

  it('"Back to the queue" goes to the queue address; signing out clears the address', async () => {
    const { user, address } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    await openDraft(user);
    await user.click(screen.getByRole('button', { name: /Back to the queue/ }));
    await screen.findByRole('heading', { name: 'Review queue' });
    expect(address()).toBe('/review');
    await openDraft(user);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to review' });
    expect(address()).toBe('/review');
  });

  it('an address without a valid id shows the queue', async () => {
    renderConsole({ queue: QUEUE }, '/review?request=abc');
    await screen.findByRole('heading', { name: 'Review queue' });
  });
});

describe('ReviewPage: refreshing while the engine works', () => {
  const WORKING = [
    makeQueueItem({ id: 9, url: 'https://oriel-tea.example/', status: 'analysing' }),
  ];
  const queueCalls = (calls: Array<{ path: string }>) =>
    calls.filter((call) => call.path === '/api/review/requests').length;
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('polls every 5 s while a request is analysing and every 30 s once none are', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, answer } = renderConsole({ queue: [...WORKING, ...QUEUE] });
    await screen.findByRole('button', { name: 'oriel-tea.example' });
    expect(queueCalls(calls)).toBe(1);
    await advance(4900);
    expect(queueCalls(calls)).toBe(1);
    await advance(100);
    expect(queueCalls(calls)).toBe(2);
    // The draft arrives: the row says so, and nothing more is asked.
    answer(
      'GET',
      /^\/api\/review\/requests$/,
      () => json(200, { items: [{ ...WORKING[0], status: 'draft' }, ...QUEUE] }),
      false,
    );
    await advance(5000);
    expect(queueCalls(calls)).toBe(3);
    const row = screen.getByRole('button', { name: 'oriel-tea.example' }).closest('li')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await advance(29_000);
    expect(queueCalls(calls)).toBe(3);
    await advance(1000);
    expect(queueCalls(calls)).toBe(4);
  });

  it('asks every 30 s when nothing is analysing, so a new request appears on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, answer } = renderConsole({ queue: QUEUE });
    await screen.findByRole('button', { name: 'fernwick.example' });
    await advance(29_000);
    expect(queueCalls(calls)).toBe(1);
    answer(
      'GET',
      /^\/api\/review\/requests$/,
      () => json(200, { items: [...WORKING, ...QUEUE] }),
      false,
    );
    await advance(1000);
    expect(queueCalls(calls)).toBe(2);
    await screen.findByRole('button', { name: 'oriel-tea.example' });
    // Now something is analysing: back to every 5 s.
    await advance(5000);
    expect(queueCalls(calls)).toBe(3);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderConsole({ queue: WORKING });
    await screen.findByRole('button', { name: 'oriel-tea.example' });
    setVisibility('hidden');
    await advance(30_000);
    expect(queueCalls(calls)).toBe(1);
    setVisibility('visible');
    await waitFor(() => expect(queueCalls(calls)).toBe(2));
    await advance(5000);
    expect(queueCalls(calls)).toBe(3);
  });

  it('stops polling the queue while a request is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, user } = renderConsole({ queue: [...WORKING, ...QUEUE], detail: makeDetail() });
    await openDraft(user);
    const before = queueCalls(calls);
    await advance(20_000);
    expect(queueCalls(calls)).toBe(before);
  });

  it('an open request still being analysed reloads until its draft arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const waiting = makeDetail({ request: makeQueueItem({ status: 'analysing' }), draft: null });
    const { calls, setDetail } = renderConsole({ detail: waiting }, '/review?request=7');
    await screen.findByText('The analysis has not produced a draft yet.');
    const detailCalls = () => calls.filter((call) => call.path === '/api/review/requests/7').length;
    expect(detailCalls()).toBe(1);
    setDetail(makeDetail());
    await advance(5000);
    await screen.findByRole('region', { name: /Screenshot of the original page/ });
    expect(detailCalls()).toBe(2);
    await advance(20_000);
    expect(detailCalls()).toBe(2);
  });
});

describe('ReviewPage: iterations and the v2 tab', () => {
  it('says a new iteration is v2 of its parent, with a link that opens the parent', async () => {
    const detail = makeDetail({ request: makeQueueItem({ parentRequestId: 3 }) });
    const { user, calls, address } = renderConsole({ detail }, '/review?request=7');
    const banner = await screen.findByRole('note');
    expect(banner).toHaveTextContent('v2 of request #3.');
    await user.click(within(banner).getByRole('link', { name: 'Open request #3' }));
    await screen.findByRole('heading', { name: 'Request 3' });
    expect(address()).toBe('/review?request=3');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/review/requests/3')).toBe(true),
    );
  });

  it('a first request has no iteration banner', async () => {
    renderConsole({ detail: makeDetail() }, '/review?request=7');
    await screen.findByRole('region', { name: /Screenshot of the original page/ });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the v2 tab tells the reviewer a draft has no v2, without the visitor’s call booking', async () => {
    const { user } = renderConsole({ detail: makeDetail() }, '/review?request=7');
    await screen.findByRole('region', { name: /Screenshot of the original page/ });
    await user.click(screen.getByRole('tab', { name: 'v2' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'A draft has no v2' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('marked “v2 of #7”');
    expect(within(panel).queryByText(/book a call/i)).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('on an iteration the v2 tab points to the earlier version', async () => {
    const detail = makeDetail({ request: makeQueueItem({ parentRequestId: 3 }) });
    const { user } = renderConsole({ detail }, '/review?request=7');
    await screen.findByRole('region', { name: /Screenshot of the original page/ });
    await user.click(screen.getByRole('tab', { name: 'v2' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('The earlier version is request #3.');
    expect(within(panel).getByRole('link', { name: 'Open request #3' })).toHaveAttribute(
      'href',
      '/review?request=3',
    );
  });
});

describe('ReviewPage: reviewing a draft', () => {
  it('edits an opportunity and saves only what changed, with the CSRF token', async () => {
    const detail = makeDetail();
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail });
    await openDraft(user);
    const card = await openCard(user, 'Hero headline');
    const problem = within(card).getByLabelText('Problem');
    await user.clear(problem);
    await user.type(problem, 'The headline names no audience.');
    await user.selectOptions(within(card).getByLabelText('Action'), 'Simplify message');
    const saved = makeDetail({
      revision: 1,
      trail: [makeEdit({ before: { problem: 'old' }, after: { problem: 'new' } })],
    });
    saved.draft!.opportunities[0]!.problem = 'The headline names no audience.';
    answer('PATCH', /\/draft$/, () => json(200, saved));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/review/requests/7/draft');
    expect(patch?.headers['x-csrf-token']).toBe('csrf-1');
    expect(patch?.body).toEqual({
      revision: 0,
      change: {
        kind: 'update-opportunity',
        id: 'o1',
        fields: { problem: 'The headline names no audience.', action: 'Simplify message' },
      },
    });
    // The trail shows the saved change; the card stays open on the saved draft.
    expect(await screen.findByText('revision 1')).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: /Audit trail/ });
    expect(within(trail).getByText('ada@heroscope.example', { exact: false })).toBeInTheDocument();
    expect(within(trail).getByText('old')).toBeInTheDocument();
    expect(within(trail).getByText('new')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hero headline' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('deletes a false positive with a reason: struck through, points given back, restorable', async () => {
    const detail = makeDetail();
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail });
    await openDraft(user);
    expect(screen.getByRole('button', { name: 'Conversion 47' })).toBeInTheDocument();
    const countBefore = identifiedCount();
    const card = await openCard(user, 'Primary button');
    await user.click(within(card).getByRole('button', { name: /Delete as a false positive/ }));
    await user.type(
      within(card).getByLabelText(/Why is it a false positive/),
      'The label is clear',
    );
    const deleted = makeDetail({ revision: 1 });
    deleted.draft!.opportunities[1]!.deleted = {
      reason: 'The label is clear',
      by: 'ada@heroscope.example',
      at: '2031-03-04T10:00:00.000Z',
    };
    answer('PATCH', /\/draft$/, () => json(200, deleted));
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      revision: 0,
      change: { kind: 'delete-opportunity', id: 'o2', reason: 'The label is clear' },
    });
    // 47 + the 6 points of the deleted item; the engine's score stays beside it.
    expect(
      await screen.findByRole('button', { name: 'Conversion 53 (engine 47)' }),
    ).toBeInTheDocument();
    const struck = screen.getByRole('button', { name: 'Primary button' }).closest('li')!;
    expect(struck).toHaveClass('opportunity-card--deleted');
    // Still listed for the reviewer, no longer counted as an opportunity.
    expect(identifiedCount()).toBe(countBefore - 1);
    expect(within(struck).getByText('The label is clear')).toBeInTheDocument();
    answer('PATCH', /\/draft$/, () => json(200, makeDetail({ revision: 2 })));
    await user.click(within(struck).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        revision: 1,
        change: { kind: 'restore-opportunity', id: 'o2' },
      }),
    );
  });

  it('moves an opportunity with keyboard-reachable buttons', async () => {
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    await openDraft(user);
    const card = await openCard(user, 'Primary button');
    expect(within(card).getByRole('button', { name: 'Move up' })).toBeEnabled();
    answer('PATCH', /\/draft$/, () => json(200, makeDetail({ revision: 1 })));
    within(card).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      revision: 0,
      change: { kind: 'move-opportunity', id: 'o2', toIndex: 0 },
    });
  });

  it('adds an opportunity with its marker placed on the screenshot', async () => {
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    const frame = await openDraft(user);
    await user.click(screen.getByRole('button', { name: 'Add an opportunity' }));
    const form = screen.getByRole('region', { name: 'New opportunity' });
    await user.type(within(form).getByLabelText('Component'), 'Pricing table');
    await user.type(within(form).getByLabelText('Problem'), 'Prices are hidden behind a form.');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Conversion');
    await user.clear(within(form).getByLabelText('Points it costs its category'));
    await user.type(within(form).getByLabelText('Points it costs its category'), '4');
    await user.click(within(form).getByRole('button', { name: /Place the marker/ }));
    expect(screen.getByText(/Click on the screenshot where the new opportunity is/)).toBeVisible();
    // jsdom has no layout: give the page a box so the click has a position on it.
    const page = frame.querySelector<HTMLElement>('.browser-frame__page')!;
    page.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 1000, height: 2000, right: 1000, bottom: 2000 }) as DOMRect;
    await user.pointer({
      target: page,
      coords: { clientX: 250, clientY: 500 },
      keys: '[MouseLeft]',
    });
    expect(within(form).getByText('Marker at 25%, 25%')).toBeInTheDocument();
    answer('PATCH', /\/draft$/, () => json(200, makeDetail({ revision: 1 })));
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }));
    const change = (calls.find((call) => call.method === 'PATCH')?.body as { change: ReviewChange })
      .change;
    expect(change).toEqual({
      kind: 'add-opportunity',
      opportunity: {
        metric: 'Conversion',
        component: 'Pricing table',
        problem: 'Prices are hidden behind a form.',
        action: 'Clarify value',
        reason: '',
        usercategory: 'Incomplete',
        marker: [25, 25],
        resources: [],
        points: 4,
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'New opportunity' })).toBeNull(),
    );
  });

  it('on a 409 shows what the other reviewer changed and keeps the typed text', async () => {
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    await openDraft(user);
    const card = await openCard(user, 'Hero headline');
    const reason = within(card).getByLabelText('Why it matters');
    await user.clear(reason);
    await user.type(reason, 'My reason, typed with care.');
    const theirs = makeDetail({
      revision: 1,
      trail: [
        makeEdit({
          id: 11,
          reviewerEmail: 'grace@heroscope.example',
          target: 'Primary button',
          before: { component: 'Primary button' },
          after: { component: 'Main call to action' },
        }),
      ],
    });
    answer('PATCH', /\/draft$/, () => json(409, theirs));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByText('Another reviewer saved this draft before you.');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/grace@heroscope.example/)).toBeInTheDocument();
    expect(within(alert).getByText('Main call to action')).toBeInTheDocument();
    expect(screen.getByText('revision 1')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Hero headline' }).closest('li')!;
    expect(within(again).getByLabelText('Why it matters')).toHaveValue(
      'My reason, typed with care.',
    );
    // Saving again goes on their revision.
    answer('PATCH', /\/draft$/, () => json(200, makeDetail({ revision: 2 })));
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({
        revision: 1,
      }),
    );
  });

  it('on a network error keeps the typed text and says so', async () => {
    const { user, answer } = renderConsole({ queue: QUEUE, detail: makeDetail() });
    await openDraft(user);
    const card = await openCard(user, 'Hero headline');
    await user.type(within(card).getByLabelText('Component'), ' now');
    answer('PATCH', /\/draft$/, () => 'network-error');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(/could not be reached.*nothing you typed is lost/),
    ).toBeVisible();
    expect(within(card).getByLabelText('Component')).toHaveValue('Hero headline now');
  });

  it('on a 401 goes back to sign-in, then returns to the draft with the text kept', async () => {
    const fake = renderConsole({ queue: QUEUE, detail: makeDetail() });
    const { user } = fake;
    await openDraft(user);
    const card = await openCard(user, 'Hero headline');
    await user.type(within(card).getByLabelText('Component'), ' now');
    fake.expireSession();
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Sign in to review' });
    expect(screen.getByText(/the changes you had not saved are still here/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@heroscope.example');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Request 7' });
    await user.click(await screen.findByRole('button', { name: 'Hero headline' }));
    const reopened = screen.getByRole('button', { name: 'Hero headline' }).closest('li')!;
    expect(within(reopened).getByLabelText('Component')).toHaveValue('Hero headline now');
  });

  it('shows the visitor’s answers and approves after a confirmation, then the deliveries', async () => {
    const detail = makeDetail({
      answers: [
        {
          questionIndex: 0,
          question: 'Who is the page mainly for?',
          answer: 'Researchers',
          at: '2031-03-05T08:00:00.000Z',
        },
      ],
    });
    const { user, calls, answer } = renderConsole({ queue: QUEUE, detail });
    await openDraft(user);
    const answers = screen.getByRole('region', { name: /answers/ });
    expect(within(answers).getByText('Researchers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve and send…' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Send this report to 2 addresses now?',
    );
    const sent = makeDetail({
      request: makeQueueItem({ status: 'sent' }),
      deliveries: [
        {
          email: 'owner@fernwick.example',
          state: 'sent',
          attempts: 1,
          lastError: null,
          sentAt: '2031-03-05T09:00:00.000Z',
        },
        {
          email: 'cto@fernwick.example',
          state: 'retrying',
          attempts: 2,
          lastError: 'Mailbox busy',
          sentAt: null,
        },
      ],
      privateReportPath: '/report/abc',
    });
    answer('POST', /\/approve$/, () => json(200, sent));
    await user.click(screen.getByRole('button', { name: 'Yes, approve and send' }));
    expect(calls.find((call) => call.path.endsWith('/approve'))).toMatchObject({
      body: { revision: 0 },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    expect(await screen.findByText(/on its way/)).toBeInTheDocument();
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(deliveries).getByText('owner@fernwick.example')).toBeInTheDocument();
    expect(within(deliveries).getByText('Retrying')).toBeInTheDocument();
    expect(within(deliveries).getByText('Mailbox busy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/report/abc' })).toBeInTheDocument();
    // Sent: the draft is now what the visitor has; nothing offers a change the server refuses.
    expect(screen.queryByRole('button', { name: 'Add an opportunity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve and send…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hero headline' }));
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete as a false positive/ })).toBeNull();
  });
});
