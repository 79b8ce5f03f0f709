import { privateReportSchema, viewerReportSchema } from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { describeOnEachEngine } from '../../test/test-engines.js';
import {
  createPublishedReport,
  DESKTOP_PNG,
  MOBILE_PNG,
} from '../../test/published-report-fixture.js';
import { ANALYSIS_QUEUE } from '../queue/analysis-job.js';
import { openQueue } from '../queue/open-queue.js';
import { startDeliveriesDrainer, type DeliveriesDrainer } from './deliveries-drainer.js';
import { newToken } from './report-links.js';

const logger = pino({ level: 'silent' });

describeOnEachEngine("the visitor's private report API", (context) => {
  let boss: PgBoss;
  let deliveries: DeliveriesDrainer;
  let app: FastifyInstance;
  beforeAll(async () => {
    boss = await openQueue(context().db, context().config, logger);
    // Polls rarely: these tests look at deliveries as approval left them.
    deliveries = startDeliveriesDrainer({ db: context().db, boss, logger, intervalMs: 3_600_000 });
    await deliveries.stop();
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false, wait: true });
  });
  beforeEach(async () => {
    await context().reset();
    await boss.purgeQueue(ANALYSIS_QUEUE);
    app = await createApp({
      config: context().config,
      db: context().db,
      logger,
      queue: { boss, deliveries },
    });
  });
  afterEach(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

  it('opens the published report with its screenshot behind the same token', async () => {
    const report = await createPublishedReport(context().db);
    const response = await get(`/api/reports/${report.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = privateReportSchema.parse(response.json());
    expect(() => viewerReportSchema.parse(body)).not.toThrow();
    expect(body).toMatchObject({
      siteName: 'shop.example',
      siteUrl: 'https://shop.example/',
      answers: [],
      iterationPending: false,
    });
    expect(body.iteration1Data).toBeUndefined();
    expect(body.originalData.websiteContent).toEqual({
      image: `/api/reports/${report.accessToken}/screenshot/desktop`,
      alt: report.version.websiteContent.alt,
      width: 1440,
      height: 2700,
    });
    expect(body.originalData.scores).toEqual(report.version.scores);
    expect(body.originalData.opportunities).toEqual(report.version.opportunities);
    expect(body.originalData.questions).toEqual(report.version.questions);

    const desktop = await get(body.originalData.websiteContent.image);
    expect(desktop.statusCode).toBe(200);
    expect(desktop.headers['content-type']).toBe('image/png');
    expect(desktop.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(desktop.rawPayload.equals(DESKTOP_PNG)).toBe(true);
    const mobile = await get(`/api/reports/${report.accessToken}/screenshot/mobile`);
    expect(mobile.rawPayload.equals(MOBILE_PNG)).toBe(true);
  });

  it('answers every token that opens nothing with the same 404', async () => {
    const report = await createPublishedReport(context().db);
    const unpublished = await createPublishedReport(context().db, {
      url: 'https://pending.example/',
      status: 'in_review',
    });
    expect(unpublished.accessToken).toBe('');
    const paths = [
      `/api/reports/${newToken()}`,
      '/api/reports/abc',
      `/api/reports/${encodeURIComponent("' OR 1=1 --")}`,
      `/api/reports/${'a'.repeat(300)}`,
      `/api/reports/${report.accessToken.slice(0, -1)}`,
      `/api/reports/${newToken()}/screenshot/desktop`,
      '/api/reports/abc/screenshot/desktop',
      `/api/reports/${report.accessToken}/screenshot/tablet`,
      `/api/reports/${'a'.repeat(300)}/screenshot/desktop`,
    ];
    const bodies = new Set<string>();
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      bodies.add(response.body);
    }
    const answer = await post(`/api/reports/${newToken()}/answers`, {
      questionIndex: 0,
      answer: 'Book a demo',
    });
    expect(answer.statusCode).toBe(404);
    bodies.add(answer.body);
    const iteration = await post('/api/reports/abc/iterations');
    expect(iteration.statusCode).toBe(404);
    bodies.add(iteration.body);
    expect([...bodies]).toEqual([
      JSON.stringify({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no report at this address. Check the link in your email.',
      }),
    ]);
  });

  it("saves the visitor's answers by question and updates them", async () => {
    const report = await createPublishedReport(context().db);
    expect(report.version.questions.length).toBeGreaterThan(1);
    const url = `/api/reports/${report.accessToken}/answers`;
    const first = await post(url, { questionIndex: 1, answer: '  Freelancers  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      answers: [
        {
          questionIndex: 1,
          question: report.version.questions[1]!.text,
          answer: 'Freelancers',
          at: expect.any(String),
        },
      ],
    });
    await post(url, { questionIndex: 0, answer: 'Book a demo' });
    const updated = await post(url, { questionIndex: 1, answer: 'Small agencies' });
    expect(
      updated
        .json()
        .answers.map((a: { questionIndex: number; answer: string }) => [a.questionIndex, a.answer]),
    ).toEqual([
      [0, 'Book a demo'],
      [1, 'Small agencies'],
    ]);
    const shown = privateReportSchema.parse(
      (await get(`/api/reports/${report.accessToken}`)).json(),
    );
    expect(shown.answers.map((a) => a.answer)).toEqual(['Book a demo', 'Small agencies']);

    const count = report.version.questions.length;
    const outOfRange = await post(url, { questionIndex: count, answer: 'x' });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(
      `This report has ${count} questions; there is no question ${count + 1}.`,
    );
    for (const bad of [
      { questionIndex: 0, answer: '   ' },
      { questionIndex: 0, answer: 'x'.repeat(501) },
      { questionIndex: -1, answer: 'x' },
      { answer: 'x' },
    ]) {
      const response = await post(url, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe(
        'Send the question number and your answer, at most 500 characters.',
      );
    }
    expect(await context().db.query('SELECT count(*)::int AS n FROM question_answers')).toEqual([
      { n: 2 },
    ]);
  });

  it('asks for a new iteration once, as a child request with its job, and shows v2 beside v1 once sent', async () => {
    const report = await createPublishedReport(context().db, {
      emails: ['ada@example.org', 'bob@example.org'],
    });
    const url = `/api/reports/${report.accessToken}/iterations`;
    const asked = await post(url);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ iterationPending: true });
    const children = await context().db.query<{
      id: string;
      url: string;
      status: string;
      emails: string[];
      job_id: string;
    }>(
      'SELECT id, url, status, emails, job_id FROM analysis_requests WHERE parent_request_id = $1',
      [report.requestId],
    );
    expect(children).toHaveLength(1);
    const child = children[0]!;
    expect(child).toMatchObject({
      url: 'https://shop.example/',
      status: 'queued',
      emails: ['ada@example.org', 'bob@example.org'],
    });
    const job = await boss.getJobById<{ requestId: number }>(ANALYSIS_QUEUE, child.job_id);
    expect(job).toMatchObject({ data: { requestId: Number(child.id) }, state: 'created' });

    const again = await post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already under way/);
    const shown = privateReportSchema.parse(
      (await get(`/api/reports/${report.accessToken}`)).json(),
    );
    expect(shown.iterationPending).toBe(true);
    expect(await boss.getQueueSize(ANALYSIS_QUEUE)).toBe(1);

    // The reviewer sends v2: it appears beside v1, and another iteration may be asked for.
    await context().db.query("UPDATE analysis_requests SET status = 'failed' WHERE id = $1", [
      child.id,
    ]);
    const v2 = await createPublishedReport(context().db, {
      parentRequestId: report.requestId,
      edit: (version) => ({
        ...version,
        scores: version.scores.map((s) => ({ ...s, value: Math.min(100, s.value + 5) })),
      }),
    });
    const both = privateReportSchema.parse(
      (await get(`/api/reports/${report.accessToken}`)).json(),
    );
    expect(both.iterationPending).toBe(false);
    expect(both.originalData.scores).toEqual(report.version.scores);
    expect(both.iteration1Data?.scores).toEqual(v2.version.scores);
    expect(both.iteration1Data?.websiteContent.image).toBe(
      `/api/reports/${v2.accessToken}/screenshot/desktop`,
    );
    expect(both.iteration1Data).not.toHaveProperty('brandIntelligence');
    expect((await post(url)).statusCode).toBe(202);
    // At most ITERATIONS_PER_HOUR asks per address and hour, whatever their outcome.
    const limited = await post(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many new analyses from this address/);
  });

  it('makes one iteration of two asks at once', async () => {
    const report = await createPublishedReport(context().db);
    const url = `/api/reports/${report.accessToken}/iterations`;
    const statuses = (await Promise.all([post(url), post(url)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([202, 409]);
    const children = await context().db.query(
      'SELECT id FROM analysis_requests WHERE parent_request_id = $1',
      [report.requestId],
    );
    expect(children).toHaveLength(1);
    expect(await boss.getQueueSize(ANALYSIS_QUEUE)).toBe(1);
  });

  it('removes an unsubscribed address from every record, once and for all', async () => {
    const { db } = context();
    const shop = await createPublishedReport(db, {
      emails: ['ada@example.org', 'bob@example.org'],
    });
    const other = await createPublishedReport(db, {
      url: 'https://other.example/',
      emails: ['ADA@example.org', 'cy@example.org'],
    });
    // Ada also asked for a third page that is still in the outbox, and only she did.
    await db.query('SELECT append_email($1, $2)', ['https://third.example', 'ada@example.org']);
    await db.query("UPDATE report_deliveries SET state = 'sent' WHERE id = $1", [
      shop.deliveries[0]!.id,
    ]);
    // Her other report's email is being sent at this very moment.
    await db.query("UPDATE report_deliveries SET state = 'sending' WHERE id = $1", [
      other.deliveries[0]!.id,
    ]);

    const token = shop.deliveries[0]!.unsubscribeToken;
    for (let i = 0; i < 2; i += 1) {
      const response = await post(`/api/unsubscribe/${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ unsubscribed: true });
    }

    const everywhere = await db.query<{ emails: string[] }>(
      `SELECT emails FROM submissions UNION ALL SELECT emails FROM analysis_requests`,
    );
    expect(everywhere.flatMap((r) => r.emails).filter((e) => /^ada@/i.test(e))).toEqual([]);
    expect(
      (await db.query<{ url: string }>('SELECT url FROM submissions ORDER BY url')).map(
        (r) => r.url,
      ),
    ).toEqual(['https://other.example/', 'https://shop.example/']);
    expect(await db.query('SELECT * FROM analysis_outbox')).toEqual([]);
    const states = await db.query<{ email: string; state: string }>(
      'SELECT email, state FROM report_deliveries ORDER BY id',
    );
    expect(states).toEqual([
      { email: 'ada@example.org', state: 'sent' },
      { email: 'bob@example.org', state: 'queued' },
      { email: 'ADA@example.org', state: 'unsubscribed' },
      { email: 'cy@example.org', state: 'queued' },
    ]);
    expect(other.deliveries).toHaveLength(2);

    // RFC 8058 one-click, as a mail client sends it to the List-Unsubscribe address.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${other.deliveries[1]!.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [cy] = await db.query<{ state: string }>(
      'SELECT state FROM report_deliveries WHERE id = $1',
      [other.deliveries[1]!.id],
    );
    expect(cy!.state).toBe('unsubscribed');

    const unknown = await post(`/api/unsubscribe/${newToken()}`);
    const malformed = await post('/api/unsubscribe/not-a-token');
    const tooLong = await post(`/api/unsubscribe/${'a'.repeat(300)}`);
    expect([unknown.statusCode, malformed.statusCode, tooLong.statusCode]).toEqual([404, 404, 404]);
    expect(malformed.body).toBe(unknown.body);
    expect(tooLong.body).toBe(unknown.body);
    expect(unknown.json().message).toBe(
      'This unsubscribe link is not valid. Check the link in your email.',
    );
  });
});
