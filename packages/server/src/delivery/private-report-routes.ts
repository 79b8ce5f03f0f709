import {
  answerRequestSchema,
  privateReportSchema,
  savedAnswersSchema,
  type ViewportName,
} from '@heroscope/schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { loadScreenshotByToken, publishedReportByToken } from './published-report.js';
import { loadPrivateReport, savedAnswers } from './private-report.js';
import { isToken } from './report-links.js';
import { requestIteration } from './request-iteration.js';

export interface PrivateReportRoutesOptions {
  config: Config;
  db: Database;
  /** The queue, for "analyse it again"; without it that one route answers 503. */
  boss?: PgBoss;
}

/** New iterations one address may ask for per hour: each is a page load and a reviewer's time. */
export const ITERATIONS_PER_HOUR = 3;

const errorBody = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });

/** The one answer for every token that opens nothing, malformed or unknown alike. */
export const REPORT_NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'There is no report at this address. Check the link in your email.',
} as const;

const notFound = (reply: FastifyReply) => reply.code(404).send(REPORT_NOT_FOUND);

const badRequest = (message: string) =>
  Object.assign(new Error(message), { name: 'Bad Request', statusCode: 400 });

const tooMany = (what: string) => (_request: unknown, context: { after: string }) => ({
  statusCode: 429,
  error: 'Too Many Requests',
  message: `Too many ${what} from this address. Try again in ${context.after}.`,
});

const tokenParams = z.object({ token: z.string() });

/**
 * The visitor's private report (no session: the token in the link is the key). Every token that
 * opens nothing gets the same 404, so a guess learns nothing; the report and its answers are
 * never cached by anyone but the visitor's browser.
 */
export const privateReportRoutes: FastifyPluginAsyncZod<PrivateReportRoutesOptions> = async (
  app,
  { config, db, boss },
) => {
  // Anything else under /api/reports, a token too long for a route parameter included: the
  // same answer, never the router's own (which repeats the path).
  app.all('/api/reports/*', async (_request, reply) => notFound(reply));

  app.get(
    '/api/reports/:token',
    {
      config: {
        rateLimit: {
          max: config.rateLimitPerMinute * 4,
          timeWindow: 60_000,
          errorResponseBuilder: tooMany('requests'),
        },
      },
      schema: { params: tokenParams, response: { 200: privateReportSchema, 404: errorBody } },
    },
    async (request, reply) => {
      const { token } = request.params;
      const report = isToken(token) ? await loadPrivateReport(db, token) : null;
      if (!report) return notFound(reply);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
      return report;
    },
  );

  app.get(
    '/api/reports/:token/screenshot/:viewport',
    { schema: { params: z.object({ token: z.string(), viewport: z.string() }) } },
    async (request, reply) => {
      const { token, viewport } = request.params;
      if (!isToken(token) || (viewport !== 'desktop' && viewport !== 'mobile'))
        return notFound(reply);
      const shot = await loadScreenshotByToken(db, token, viewport as ViewportName);
      if (!shot) return notFound(reply);
      // A report's screenshot never changes: the browser keeps it; shared caches never see it.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      reply.header('x-robots-tag', 'noindex');
      reply.type(/^image\/(jpeg|png|webp)$/.test(shot.mimeType) ? shot.mimeType : 'image/jpeg');
      return reply.send(shot.bytes);
    },
  );

  app.post(
    '/api/reports/:token/answers',
    {
      config: {
        rateLimit: {
          max: config.rateLimitPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: tooMany('answers'),
        },
      },
      schema: {
        params: tokenParams,
        body: answerRequestSchema,
        response: { 200: savedAnswersSchema, 400: errorBody, 404: errorBody },
      },
      schemaErrorFormatter: (_errors, dataVar) =>
        badRequest(
          dataVar === 'body'
            ? 'Send the question number and your answer, at most 500 characters.'
            : 'Invalid request.',
        ),
    },
    async (request, reply) => {
      const { token } = request.params;
      const report = isToken(token) ? await publishedReportByToken(db, token) : null;
      if (!report) return notFound(reply);
      const { questionIndex, answer } = request.body;
      const question = report.version.questions[questionIndex];
      if (!question) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: `This report has ${report.version.questions.length} questions; there is no question ${questionIndex + 1}.`,
        });
      }
      await db.query(
        `INSERT INTO question_answers (report_id, question_index, question, answer)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (report_id, question_index)
           DO UPDATE SET question = EXCLUDED.question, answer = EXCLUDED.answer, updated_at = now()`,
        [report.reportId, questionIndex, question.text, answer],
      );
      request.log.info({ reportId: report.reportId, questionIndex }, 'answer saved');
      reply.header('cache-control', 'no-store');
      return { answers: await savedAnswers(db, report.reportId) };
    },
  );

  app.post(
    '/api/reports/:token/iterations',
    {
      config: {
        rateLimit: {
          max: ITERATIONS_PER_HOUR,
          timeWindow: '1 hour',
          errorResponseBuilder: tooMany('new analyses'),
        },
      },
      schema: {
        params: tokenParams,
        response: {
          202: z.object({ iterationPending: z.literal(true) }),
          404: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!isToken(token)) return notFound(reply);
      if (!boss) {
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'A new analysis cannot be asked for right now. Please try again later.',
        });
      }
      const outcome = await requestIteration(db, boss, config, token);
      switch (outcome.kind) {
        case 'not-found':
          return notFound(reply);
        case 'pending':
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message:
              'A new analysis of this page is already under way; it will be emailed to you once a designer has verified it.',
          });
        case 'no-recipient':
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message:
              'Every address this report was sent to has been removed from our records, so a new version could not be delivered.',
          });
        case 'queued':
          request.log.info({ requestId: outcome.requestId }, 'iteration requested');
          return reply.code(202).send({ iterationPending: true });
      }
    },
  );
};
