import {
  draftScores,
  reportVersionSchema,
  reviewQueueSchema,
  reviewRequestDetailSchema,
  type ReportVersion,
  type ReviewChange,
  type ReviewRequestDetail,
  type Score,
} from '@heroscope/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import { insertStoredRequest, JPEG_1X1, PNG_1X1 } from '../../test/stored-request.js';
import { SESSION_COOKIE } from './reviewer-auth.js';
import { addReviewer } from './reviewer-store.js';

const ADA = 'ada@heroscope.test';
const BOB = 'bob@heroscope.test';
const PASSWORD = 'a long and private passphrase';
// Wednesday, 12 March 2025, noon UTC.
const NOW = new Date('2025-03-12T12:00:00Z');

interface Client {
  email: string;
  cookies: Record<string, string>;
  csrf: string;
}

describeOnEachEngine('reviewer console API', (ctx) => {
  let app: FastifyInstance;
  let ada: Client;
  let bob: Client;
  let clock = NOW;

  beforeAll(async () => {
    await ctx().db.exec('DELETE FROM reviewers');
    await addReviewer(ctx().db, ADA, PASSWORD);
    await addReviewer(ctx().db, BOB, PASSWORD);
    app = await createApp({ config: ctx().config, db: ctx().db, now: () => clock });
    const signIn = async (email: string): Promise<Client> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/review/session',
        payload: { email, password: PASSWORD },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
      return {
        email,
        cookies: { [SESSION_COOKIE]: cookie.value },
        csrf: response.json<{ csrfToken: string }>().csrfToken,
      };
    };
    ada = await signIn(ADA);
    bob = await signIn(BOB);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    clock = NOW;
    await ctx().reset();
  });

  const get = (url: string, who: Client | null = ada) =>
    app.inject({ method: 'GET', url, cookies: who?.cookies ?? {} });
  const detailOf = async (id: number, who: Client = ada) => {
    const response = await get(`/api/review/requests/${id}`, who);
    expect(response.statusCode).toBe(200);
    return reviewRequestDetailSchema.parse(response.json());
  };
  const change = (id: number, revision: number, body: ReviewChange, who: Client = ada) =>
    app.inject({
      method: 'PATCH',
      url: `/api/review/requests/${id}/draft`,
      cookies: who.cookies,
      headers: { 'x-csrf-token': who.csrf },
      payload: { revision, change: body },
    });
  const approve = (id: number, revision: number, who: Client = ada) =>
    app.inject({
      method: 'POST',
      url: `/api/review/requests/${id}/approve`,
      cookies: who.cookies,
      headers: { 'x-csrf-token': who.csrf },
      payload: { revision },
    });
  const saved = (response: LightMyRequestResponse): ReviewRequestDetail => {
    expect(response.statusCode, response.body).toBe(200);
    return reviewRequestDetailSchema.parse(response.json());
  };
  const reportRow = async (id: number) => {
    const [row] = await ctx().db.query<{
      id: string;
      draft_revision: number;
      published: ReportVersion | null;
      published_by: string | null;
      published_at: Date | null;
      access_token: string | null;
      result: { scores: Score[]; opportunities: { problem: string; points?: number }[] };
    }>(
      `SELECT id, draft_revision, published, published_by, published_at, access_token, result
         FROM reports WHERE request_id = $1`,
      [id],
    );
    return row!;
  };
  const requestRow = async (id: number) =>
    (
      await ctx().db.query<{ status: string; sent_at: Date | null }>(
        'SELECT status, sent_at FROM analysis_requests WHERE id = $1',
        [id],
      )
    )[0]!;
  const reviewerId = async (email: string) =>
    Number(
      (
        await ctx().db.query<{ id: string }>('SELECT id FROM reviewers WHERE email = $1', [email])
      )[0]!.id,
    );

  describe('access', () => {
    it('answers 401 to every route without a valid session, before reading the input', async () => {
      const id = await insertStoredRequest(ctx().db);
      const cookieSets: Record<string, string>[] = [{}, { [SESSION_COOKIE]: 'forged-token' }];
      for (const cookies of cookieSets) {
        const responses = await Promise.all([
          app.inject({ method: 'GET', url: '/api/review/requests', cookies }),
          app.inject({ method: 'GET', url: '/api/review/requests?status=nonsense', cookies }),
          app.inject({ method: 'GET', url: `/api/review/requests/${id}`, cookies }),
          app.inject({ method: 'GET', url: '/api/review/requests/abc', cookies }),
          app.inject({
            method: 'GET',
            url: `/api/review/requests/${id}/screenshot/desktop`,
            cookies,
          }),
          app.inject({
            method: 'PATCH',
            url: `/api/review/requests/${id}/draft`,
            cookies,
            payload: { revision: 0, change: { kind: 'restore-opportunity', id: 'o1' } },
          }),
          app.inject({
            method: 'PATCH',
            url: `/api/review/requests/${id}/draft`,
            cookies,
            payload: { nonsense: true },
          }),
          app.inject({
            method: 'POST',
            url: `/api/review/requests/${id}/approve`,
            cookies,
            payload: { revision: 0 },
          }),
        ]);
        for (const response of responses) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Sign in to the reviewer console first.',
          });
        }
      }
      // Nothing was opened: the request is still a draft without a draft document.
      expect((await requestRow(id)).status).toBe('draft');
    });

    it('refuses changes and approval without the session’s CSRF token (403), changing nothing', async () => {
      const id = await insertStoredRequest(ctx().db);
      await detailOf(id);
      for (const headers of [{}, { 'x-csrf-token': 'wrong' }, { 'x-csrf-token': bob.csrf }]) {
        const patch = await app.inject({
          method: 'PATCH',
          url: `/api/review/requests/${id}/draft`,
          cookies: ada.cookies,
          headers,
          payload: { revision: 0, change: { kind: 'delete-opportunity', id: 'o1', reason: 'x' } },
        });
        const post = await app.inject({
          method: 'POST',
          url: `/api/review/requests/${id}/approve`,
          cookies: ada.cookies,
          headers,
          payload: { revision: 0 },
        });
        for (const response of [patch, post]) {
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(
            'This request did not come from the reviewer console. Reload the page and try again.',
          );
        }
      }
      const after = await detailOf(id);
      expect(after.revision).toBe(0);
      expect(after.trail).toEqual([]);
      expect(after.draft!.opportunities.some((o) => o.deleted)).toBe(false);
      expect((await requestRow(id)).status).toBe('in_review');
    });

    it('is never cached by a shared cache', async () => {
      const response = await get('/api/review/requests');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the queue', () => {
    it('lists every request with its age in business days, overdue flag, reason and scores', async () => {
      const db = ctx().db;
      // Monday 3 March: 7 business days old on Wednesday 12 March, past the 5 promised.
      const late = await insertStoredRequest(db, {
        url: 'https://late-bakery.example',
        emails: ['a@late-bakery.example', 'b@late-bakery.example', 'c@late-bakery.example'],
        createdAt: new Date('2025-03-03T10:00:00Z'),
      });
      // Friday 7 March: the weekend does not count (3 days).
      const failed = await insertStoredRequest(db, {
        url: 'https://broken-shop.example',
        status: 'failed',
        withReport: false,
        failureReason: 'The page did not answer within 30 seconds.',
        createdAt: new Date('2025-03-07T10:00:00Z'),
      });
      // Saturday 8 March: counted from Monday 00:00 (2 whole days by Wednesday noon).
      const weekend = await insertStoredRequest(db, {
        url: 'https://weekend-yoga.example',
        status: 'queued',
        withReport: false,
        createdAt: new Date('2025-03-08T15:00:00Z'),
      });
      // Sent long ago: old, but not overdue.
      const sent = await insertStoredRequest(db, {
        url: 'https://sent-long-ago.example',
        status: 'sent',
        createdAt: new Date('2025-02-10T09:00:00Z'),
      });
      // A second iteration of the late one, asked by two inboxes this morning.
      const v2 = await insertStoredRequest(db, {
        url: 'https://late-bakery.example',
        emails: ['a@late-bakery.example', 'd@late-bakery.example'],
        status: 'analysing',
        withReport: false,
        parentRequestId: late,
        createdAt: new Date('2025-03-12T08:00:00Z'),
      });

      const response = await get('/api/review/requests');
      expect(response.statusCode).toBe(200);
      const { items } = reviewQueueSchema.parse(response.json());
      expect(items.map((i) => i.id)).toEqual([v2, weekend, failed, late, sent]);
      const byId = new Map(items.map((i) => [i.id, i]));
      const engineScores = (await reportRow(late)).result.scores;
      expect(byId.get(late)).toEqual({
        id: late,
        url: 'https://late-bakery.example',
        status: 'draft',
        askedBy: 3,
        createdAt: '2025-03-03T10:00:00.000Z',
        businessDaysOld: 7,
        overdue: true,
        failureReason: null,
        parentRequestId: null,
        scores: engineScores,
      });
      expect(byId.get(failed)).toMatchObject({
        status: 'failed',
        businessDaysOld: 3,
        overdue: false,
        failureReason: 'The page did not answer within 30 seconds.',
        scores: null,
      });
      expect(byId.get(weekend)).toMatchObject({ businessDaysOld: 2, overdue: false });
      expect(byId.get(sent)).toMatchObject({ status: 'sent', businessDaysOld: 22, overdue: false });
      expect(byId.get(v2)).toMatchObject({
        askedBy: 2,
        businessDaysOld: 0,
        parentRequestId: late,
        scores: null,
      });

      const oldest = reviewQueueSchema.parse(
        (await get('/api/review/requests?order=oldest')).json(),
      );
      expect(oldest.items.map((i) => i.id)).toEqual([sent, late, failed, weekend, v2]);

      const drafts = reviewQueueSchema.parse(
        (await get('/api/review/requests?status=draft&order=oldest')).json(),
      );
      expect(drafts.items.map((i) => i.id)).toEqual([late]);
      const none = reviewQueueSchema.parse((await get('/api/review/requests?status=later')).json());
      expect(none.items).toEqual([]);

      // Exactly past the promise: five whole days is on time, six is late.
      clock = new Date('2025-03-10T10:00:00Z');
      const onTime = reviewQueueSchema.parse((await get('/api/review/requests')).json());
      expect(onTime.items.find((i) => i.id === late)).toMatchObject({
        businessDaysOld: 5,
        overdue: false,
      });
    });

    it('refuses an unknown status or order with a 400 in the product’s format', async () => {
      for (const query of ['status=approved', 'order=random', 'status=']) {
        const response = await get(`/api/review/requests?${query}`);
        expect(response.statusCode).toBe(400);
        const body = response.json<{ statusCode: number; error: string; message: string }>();
        expect(body.statusCode).toBe(400);
        expect(body.error).toBe('Bad Request');
        expect(body.message).toMatch(/^The queue filter is not valid \((status|order): /);
      }
    });
  });

  describe('opening a request', () => {
    it('makes the draft from the engine’s result on first open and moves it to in_review', async () => {
      const id = await insertStoredRequest(ctx().db);
      const { result } = await reportRow(id);
      const detail = await detailOf(id);
      expect(detail.request).toMatchObject({ id, status: 'in_review' });
      expect(detail.revision).toBe(0);
      expect(detail.trail).toEqual([]);
      expect(detail.deliveries).toEqual([]);
      expect(detail.answers).toEqual([]);
      expect(detail.privateReportPath).toBeNull();
      const draft = detail.draft!;
      expect(draft.engineScores).toEqual(result.scores);
      expect(draft.opportunities).toHaveLength(result.opportunities.length);
      expect(draft.opportunities.map((o) => o.id)).toEqual(
        result.opportunities.map((_, i) => `o${i + 1}`),
      );
      expect(draft.opportunities.map(({ id: _id, ...o }) => o)).toEqual(result.opportunities);
      expect(draft.websiteContent.image).toBe(`/api/review/requests/${id}/screenshot/desktop`);
      expect((await requestRow(id)).status).toBe('in_review');

      // Opened again: the same draft, not a new one.
      const deleted = saved(
        await change(id, 0, { kind: 'delete-opportunity', id: 'o2', reason: 'x' }),
      );
      const again = await detailOf(id, bob);
      expect(again.revision).toBe(1);
      expect(again.draft).toEqual(deleted.draft);
    });

    it('makes one draft when two reviewers open a request at the same time', async () => {
      const id = await insertStoredRequest(ctx().db);
      const [first, second] = await Promise.all([detailOf(id, ada), detailOf(id, bob)]);
      expect(first.draft).toEqual(second.draft);
      expect(first.revision).toBe(0);
      expect((await requestRow(id)).status).toBe('in_review');
    });

    it('shows a request whose analysis has not finished, without a draft', async () => {
      const id = await insertStoredRequest(ctx().db, { status: 'queued', withReport: false });
      const detail = await detailOf(id);
      expect(detail.draft).toBeNull();
      expect(detail.revision).toBe(0);
      expect(detail.request.status).toBe('queued');
    });

    it('keeps the status of a request set aside for later', async () => {
      const id = await insertStoredRequest(ctx().db, { status: 'later' });
      const detail = await detailOf(id);
      expect(detail.draft).not.toBeNull();
      expect(detail.request.status).toBe('later');
    });

    it('answers 404 for an unknown request and 400 for something that is no request number', async () => {
      const missing = await get('/api/review/requests/987654');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no request with this number.',
      });
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
        const response = await get(`/api/review/requests/${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'The address names no request: a request number is a whole number.',
        });
      }
    });

    it('serves the screenshots with their type, to signed-in reviewers only', async () => {
      const id = await insertStoredRequest(ctx().db);
      const desktop = await get(`/api/review/requests/${id}/screenshot/desktop`);
      expect(desktop.statusCode).toBe(200);
      expect(desktop.headers['content-type']).toBe('image/png');
      expect(desktop.headers['cache-control']).toBe('private, max-age=3600');
      expect(desktop.headers['x-content-type-options']).toBe('nosniff');
      expect(desktop.rawPayload.equals(PNG_1X1)).toBe(true);
      const mobile = await get(`/api/review/requests/${id}/screenshot/mobile`);
      expect(mobile.headers['content-type']).toBe('image/jpeg');
      expect(mobile.rawPayload.equals(JPEG_1X1)).toBe(true);

      expect((await get(`/api/review/requests/${id}/screenshot/desktop`, null)).statusCode).toBe(
        401,
      );
      expect((await get(`/api/review/requests/${id}/screenshot/tablet`)).statusCode).toBe(400);
      const none = await get(`/api/review/requests/${id + 1000}/screenshot/desktop`);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('This request has no screenshot (yet).');
    });
  });

  describe('changing the draft', () => {
    it('saves each kind of change with one trail row: who, what, before, after', async () => {
      const id = await insertStoredRequest(ctx().db);
      const opened = await detailOf(id);
      const o1 = opened.draft!.opportunities[0]!;
      const o2 = opened.draft!.opportunities[1]!;
      const count = opened.draft!.opportunities.length;

      clock = new Date('2025-03-12T12:01:00Z');
      let detail = saved(
        await change(id, 0, {
          kind: 'update-opportunity',
          id: 'o1',
          fields: { problem: 'The headline names no product', action: 'Rewrite' },
        }),
      );
      expect(detail.revision).toBe(1);
      expect(detail.draft!.opportunities[0]).toMatchObject({
        id: 'o1',
        problem: 'The headline names no product',
        action: 'Rewrite',
        points: o1.points,
      });

      clock = new Date('2025-03-12T12:02:00Z');
      detail = saved(
        await change(
          id,
          1,
          { kind: 'delete-opportunity', id: 'o2', reason: 'Not on this page' },
          bob,
        ),
      );
      expect(detail.draft!.opportunities[1]).toEqual({
        ...o2,
        deleted: { reason: 'Not on this page', by: BOB, at: '2025-03-12T12:02:00.000Z' },
      });

      detail = saved(await change(id, 2, { kind: 'restore-opportunity', id: 'o2' }));
      expect(detail.draft!.opportunities[1]).toEqual(o2);

      const added = {
        metric: 'Conversion',
        component: 'Pricing',
        problem: 'Prices are hidden behind a form',
        action: 'Add content',
        reason: 'Visitors leave to compare',
        usercategory: 'Missing' as const,
        marker: [40, 55] as [number, number],
        points: 5,
      };
      detail = saved(await change(id, 3, { kind: 'add-opportunity', opportunity: added }));
      const newId = `o${count + 1}`;
      expect(detail.draft!.opportunities.at(-1)).toEqual({
        ...added,
        id: newId,
        addedByReviewer: true,
      });

      detail = saved(await change(id, 4, { kind: 'move-opportunity', id: newId, toIndex: 0 }));
      expect(detail.draft!.opportunities.slice(0, 3).map((o) => o.id)).toEqual([newId, 'o1', 'o2']);

      const question = {
        text: 'Who decides on the purchase?',
        impact: 'Speak to the buyer',
        options: ['Owner', 'Office manager', 'Accountant'],
      };
      const questionBefore = opened.draft!.questions[0];
      detail = saved(await change(id, 5, { kind: 'update-question', index: 0, question }));
      expect(detail.draft!.questions[0]).toEqual(question);

      const brandIntelligence = {
        colorScheme: [{ color: '#224466', name: 'Harbour blue' }],
        typography: [{ size: '40px', text: 'Fresh bread daily', className: 'h1' }],
        insights: [{ title: 'Voice', icon: 'chat', content: 'Warm and local' }],
        goals: ['Pre-orders'],
      };
      detail = saved(await change(id, 6, { kind: 'update-brand-intelligence', brandIntelligence }));
      expect(detail.draft!.brandIntelligence).toEqual(brandIntelligence);
      expect(detail.revision).toBe(7);

      const trail = detail.trail.map(({ id: _id, at: _at, ...edit }) => edit);
      expect(trail).toEqual([
        {
          reviewerEmail: ADA,
          revision: 1,
          kind: 'update-opportunity',
          target: 'o1',
          before: { problem: o1.problem, action: o1.action },
          after: { problem: 'The headline names no product', action: 'Rewrite' },
          reason: null,
        },
        {
          reviewerEmail: BOB,
          revision: 2,
          kind: 'delete-opportunity',
          target: 'o2',
          before: o2,
          after: {
            deleted: { reason: 'Not on this page', by: BOB, at: '2025-03-12T12:02:00.000Z' },
          },
          reason: 'Not on this page',
        },
        {
          reviewerEmail: ADA,
          revision: 3,
          kind: 'restore-opportunity',
          target: 'o2',
          before: {
            deleted: { reason: 'Not on this page', by: BOB, at: '2025-03-12T12:02:00.000Z' },
          },
          after: o2,
          reason: null,
        },
        {
          reviewerEmail: ADA,
          revision: 4,
          kind: 'add-opportunity',
          target: newId,
          before: null,
          after: { ...added, id: newId, addedByReviewer: true },
          reason: null,
        },
        {
          reviewerEmail: ADA,
          revision: 5,
          kind: 'move-opportunity',
          target: newId,
          before: { index: count },
          after: { index: 0 },
          reason: null,
        },
        {
          reviewerEmail: ADA,
          revision: 6,
          kind: 'update-question',
          target: 'question 1',
          before: questionBefore,
          after: question,
          reason: null,
        },
        {
          reviewerEmail: ADA,
          revision: 7,
          kind: 'update-brand-intelligence',
          target: 'brand intelligence',
          before: opened.draft!.brandIntelligence,
          after: brandIntelligence,
          reason: null,
        },
      ]);
      expect(detail.trail[0]!.at).toBe('2025-03-12T12:01:00.000Z');
      const nulls = await ctx().db.query<{ kind: string }>(
        'SELECT kind FROM report_edits WHERE before IS NULL ORDER BY id',
      );
      expect(nulls.map((r) => r.kind)).toEqual(['add-opportunity']);
      // The account is kept on each row too, not only the address.
      const ids = await ctx().db.query<{ reviewer_id: string }>(
        'SELECT reviewer_id FROM report_edits ORDER BY id',
      );
      expect(ids.map((r) => Number(r.reviewer_id))).toEqual([
        await reviewerId(ADA),
        await reviewerId(BOB),
        ...Array<number>(5).fill(await reviewerId(ADA)),
      ]);
    });

    it('gives a deleted opportunity’s points back to its category, in the detail and the queue', async () => {
      const id = await insertStoredRequest(ctx().db);
      const opened = await detailOf(id);
      const target = opened.draft!.opportunities.find((o) => (o.points ?? 0) >= 5)!;
      const engine = opened.draft!.engineScores.find((s) => s.label === target.metric)!;
      const { items: before } = reviewQueueSchema.parse((await get('/api/review/requests')).json());
      expect(before[0]!.scores).toEqual(opened.draft!.engineScores);

      const detail = saved(
        await change(id, 0, { kind: 'delete-opportunity', id: target.id, reason: 'Wrong finding' }),
      );
      const expected = Math.min(100, Math.round(engine.value + target.points!));
      const { items } = reviewQueueSchema.parse((await get('/api/review/requests')).json());
      expect(items[0]!.scores!.find((s) => s.label === target.metric)!.value).toBe(expected);
      expect(expected).toBeGreaterThan(engine.value);
      expect(items[0]!.scores).toEqual(
        draftScores(detail.draft!.engineScores, detail.draft!.opportunities),
      );
      // The other categories are untouched.
      for (const score of items[0]!.scores!.filter((s) => s.label !== target.metric))
        expect(score).toEqual(opened.draft!.engineScores.find((s) => s.label === score.label));
    });

    it('refuses a change that does not fit the draft with a clear 400, saving nothing', async () => {
      const id = await insertStoredRequest(ctx().db);
      await detailOf(id);
      const cases: [ReviewChange, string][] = [
        [
          { kind: 'delete-opportunity', id: 'o999', reason: 'x' },
          'This draft has no opportunity o999.',
        ],
        [{ kind: 'restore-opportunity', id: 'o1' }, 'Opportunity o1 is not deleted.'],
        [
          { kind: 'update-opportunity', id: 'o1', fields: {} },
          'The change names no field to change.',
        ],
        [
          { kind: 'move-opportunity', id: 'o1', toIndex: 5000 },
          'Position 5000 is past the end of the list',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await change(id, 0, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(response.json().message).toContain(message);
      }
      for (const payload of [
        { revision: 0, change: { kind: 'rename-everything' } },
        { revision: 0, change: { kind: 'delete-opportunity', id: 'o1', reason: '   ' } },
        { revision: -1, change: { kind: 'restore-opportunity', id: 'o1' } },
        { change: { kind: 'restore-opportunity', id: 'o1' } },
      ]) {
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/review/requests/${id}/draft`,
          cookies: ada.cookies,
          headers: { 'x-csrf-token': ada.csrf },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(response.json().message).toMatch(/^The change is not valid \(/);
      }
      const after = await detailOf(id);
      expect(after.revision).toBe(0);
      expect(after.trail).toEqual([]);
    });

    it('answers 404 for a change to an unknown request, 409 to one without a draft yet', async () => {
      const missing = await change(424242, 0, { kind: 'restore-opportunity', id: 'o1' });
      expect(missing.statusCode).toBe(404);
      const id = await insertStoredRequest(ctx().db, { status: 'analysing', withReport: false });
      const early = await change(id, 0, { kind: 'restore-opportunity', id: 'o1' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        'This request has no draft yet: its analysis has not produced a report.',
      );
      expect(reviewRequestDetailSchema.parse(early.json()).draft).toBeNull();
    });

    it('refuses a change made on an older revision (409) and shows the other reviewer’s draft', async () => {
      const id = await insertStoredRequest(ctx().db);
      await detailOf(id, ada);
      await detailOf(id, bob);
      saved(
        await change(id, 0, {
          kind: 'update-opportunity',
          id: 'o1',
          fields: { problem: 'Ada’s words' },
        }),
      );
      const late = await change(
        id,
        0,
        { kind: 'update-opportunity', id: 'o1', fields: { problem: 'Bob’s words' } },
        bob,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        message:
          'Another reviewer saved a change to this draft first. Their version is shown now: make your change again if it is still needed.',
      });
      const shown = reviewRequestDetailSchema.parse(late.json());
      expect(shown.revision).toBe(1);
      expect(shown.draft!.opportunities[0]!.problem).toBe('Ada’s words');
      expect(shown.trail.map((e) => e.reviewerEmail)).toEqual([ADA]);
      // Bob retries on what he now sees.
      const retried = saved(
        await change(
          id,
          1,
          { kind: 'update-opportunity', id: 'o1', fields: { problem: 'Bob’s words' } },
          bob,
        ),
      );
      expect(retried.revision).toBe(2);
    });

    it('lets exactly one of two simultaneous changes on the same revision through', async () => {
      const id = await insertStoredRequest(ctx().db);
      await detailOf(id);
      const [a, b] = await Promise.all([
        change(id, 0, { kind: 'delete-opportunity', id: 'o1', reason: 'Ada says no' }, ada),
        change(id, 0, { kind: 'delete-opportunity', id: 'o3', reason: 'Bob says no' }, bob),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
      const shown = reviewRequestDetailSchema.parse(loser.json());
      expect(shown).toEqual(reviewRequestDetailSchema.parse(winner.json()));
      expect(shown.revision).toBe(1);
      expect(shown.draft!.opportunities.filter((o) => o.deleted)).toHaveLength(1);
      expect(shown.trail).toHaveLength(1);
      expect((await reportRow(id)).draft_revision).toBe(1);
    });
  });

  describe('approving', () => {
    it('publishes the reviewed version, gives it a private link and queues one email per inbox', async () => {
      const emails = ['Ada@Acme-Widgets.example', 'buyer@acme-widgets.example'];
      const id = await insertStoredRequest(ctx().db, { emails });
      const opened = await detailOf(id);
      const o1 = opened.draft!.opportunities[0]!;
      let detail = saved(
        await change(id, 0, { kind: 'delete-opportunity', id: 'o1', reason: 'Wrong finding' }),
      );
      detail = saved(
        await change(id, 1, {
          kind: 'update-opportunity',
          id: 'o2',
          fields: { problem: 'Edited by the reviewer' },
        }),
      );

      const stale = await approve(id, 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^Another reviewer saved a change/);
      expect((await reportRow(id)).published).toBeNull();

      clock = new Date('2025-03-12T15:30:00Z');
      const approved = saved(await approve(id, 2, bob));
      const row = await reportRow(id);
      const published = reportVersionSchema.parse(row.published);
      expect(published.opportunities).toHaveLength(opened.draft!.opportunities.length - 1);
      expect(published.opportunities.map((o) => o.problem)).not.toContain(o1.problem);
      expect(published.opportunities[0]!.problem).toBe('Edited by the reviewer');
      for (const opportunity of published.opportunities) {
        expect(opportunity).not.toHaveProperty('id');
        expect(opportunity).not.toHaveProperty('deleted');
        expect(opportunity).not.toHaveProperty('addedByReviewer');
      }
      expect(published.scores).toEqual(
        draftScores(detail.draft!.engineScores, detail.draft!.opportunities),
      );
      expect(published.scores).not.toEqual(opened.draft!.engineScores);
      expect(published.websiteContent.image).toBe('screenshot:desktop');
      expect(Number(row.published_by)).toBe(await reviewerId(BOB));
      expect(new Date(row.published_at!).toISOString()).toBe('2025-03-12T15:30:00.000Z');
      // 32 random bytes, base64url: 256 bits.
      expect(row.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(row.access_token!, 'base64url')).toHaveLength(32);

      expect(approved.privateReportPath).toBe(`/report/${row.access_token}`);
      expect(approved.request.status).toBe('sent');
      expect(approved.request.overdue).toBe(false);
      const request = await requestRow(id);
      expect(request.status).toBe('sent');
      expect(new Date(request.sent_at!).toISOString()).toBe('2025-03-12T15:30:00.000Z');
      expect(approved.trail.at(-1)).toMatchObject({
        reviewerEmail: BOB,
        revision: 3,
        kind: 'approve',
        target: 'report',
        after: {
          scores: published.scores,
          opportunities: published.opportunities.length,
          recipients: 2,
        },
      });
      expect(approved.deliveries).toEqual(
        emails.map((email) => ({
          email,
          state: 'queued',
          attempts: 0,
          lastError: null,
          sentAt: null,
        })),
      );
      const tokens = await ctx().db.query<{ unsubscribe_token: string }>(
        'SELECT unsubscribe_token FROM report_deliveries WHERE report_id = $1',
        [row.id],
      );
      expect(tokens).toHaveLength(2);
      for (const { unsubscribe_token } of tokens) expect(unsubscribe_token).toMatch(/^[\w-]{43}$/);
      expect(tokens[0]!.unsubscribe_token).not.toBe(tokens[1]!.unsubscribe_token);

      // Twice: refused, nothing queued again.
      const again = await approve(id, 3);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This report was already approved and sent.');
      expect(reviewRequestDetailSchema.parse(again.json()).privateReportPath).toBe(
        approved.privateReportPath,
      );
      // And the draft can no longer be changed.
      const late = await change(id, 3, { kind: 'restore-opportunity', id: 'o1' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'This report was already approved and sent: it can no longer be changed.',
      );
      const final = await detailOf(id);
      expect(final.deliveries).toHaveLength(2);
      expect(final.trail).toHaveLength(3);
      expect(final.privateReportPath).toBe(approved.privateReportPath);
    });

    it('sends once when two reviewers approve at the same time', async () => {
      const id = await insertStoredRequest(ctx().db, {
        emails: ['one@acme-widgets.example', 'two@acme-widgets.example'],
      });
      await detailOf(id);
      const responses = await Promise.all([approve(id, 0, ada), approve(id, 0, bob)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const deliveries = await ctx().db.query('SELECT email FROM report_deliveries');
      expect(deliveries).toHaveLength(2);
      const approvals = await ctx().db.query(`SELECT 1 FROM report_edits WHERE kind = 'approve'`);
      expect(approvals).toHaveLength(1);
    });

    it('gives every approved report a token of its own', async () => {
      const first = await insertStoredRequest(ctx().db, { url: 'https://one.example' });
      const second = await insertStoredRequest(ctx().db, { url: 'https://two.example' });
      await detailOf(first);
      await detailOf(second);
      const a = saved(await approve(first, 0)).privateReportPath;
      const b = saved(await approve(second, 0)).privateReportPath;
      expect(a).not.toBe(b);
    });

    it('refuses to approve a request without a draft (409) or an unknown one (404)', async () => {
      const unopened = await insertStoredRequest(ctx().db, { url: 'https://unopened.example' });
      const pending = await insertStoredRequest(ctx().db, {
        url: 'https://pending.example',
        status: 'queued',
        withReport: false,
      });
      for (const id of [unopened, pending]) {
        const response = await approve(id, 0);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          'There is no draft to approve yet: its analysis has not produced a report.',
        );
        expect((await requestRow(id)).status).not.toBe('sent');
      }
      const deliveries = await ctx().db.query('SELECT 1 FROM report_deliveries');
      expect(deliveries).toHaveLength(0);
      expect((await approve(31337, 0)).statusCode).toBe(404);
      const bad = await app.inject({
        method: 'POST',
        url: `/api/review/requests/${unopened}/approve`,
        cookies: ada.cookies,
        headers: { 'x-csrf-token': ada.csrf },
        payload: { revision: 'latest' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^The approval is not valid \(revision: /);
    });
  });
});
