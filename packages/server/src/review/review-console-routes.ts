import {
  approveRequestSchema,
  reviewChangeRequestSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  reviewRequestDetailSchema,
} from '@heroscope/schema';
import type { FastifyReply, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../database.js';
import { ReviewChangeError } from './apply-review-change.js';
import { approveDraft } from './approve-draft.js';
import { NO_SUCH_REQUEST, type ReviewOutcome } from './locked-request.js';
import { openRequest } from './open-request.js';
import { listQueue } from './review-queue.js';
import { requireReviewer } from './reviewer-auth.js';
import { saveReviewChange } from './save-review-change.js';

export interface ReviewConsoleRoutesOptions {
  db: Database;
  /** The clock of business days, trail entries and sending times; tests move it. */
  now?: () => Date;
  /**
   * Called after an approval commits, so its emails leave now rather than at the deliveries
   * drainer's next poll.
   */
  onApproved?: () => void;
}

const requestParams = z.object({
  // Digits only (no '1e3', no sign): a bigint identity, kept within a safe JavaScript integer.
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});
const screenshotParams = requestParams.extend({ viewport: z.enum(['desktop', 'mobile']) });

const errorBody = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
const conflictBody = reviewRequestDetailSchema.extend(errorBody.shape);

function badRequest(message: string): Error {
  const error = Object.assign(new Error(message), { statusCode: 400 });
  error.name = 'Bad Request';
  return error;
}

/** Zod's findings in the console's words: which part of the request, and what is wrong there. */
function inputProblem(what: string) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    if (dataVar === 'params')
      return badRequest('The address names no request: a request number is a whole number.');
    const details = errors
      .map((e) => {
        const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${e.message}` : (e.message ?? 'invalid');
      })
      .join('; ');
    return badRequest(`${what} is not valid (${details}).`);
  };
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NO_SUCH_REQUEST });

function sendOutcome(reply: FastifyReply, outcome: ReviewOutcome) {
  if (outcome.status === 404) return notFound(reply);
  if (outcome.status === 409) {
    // The detail comes along, so the console shows what is there now instead of its own copy.
    return reply.code(409).send({
      ...outcome.detail,
      statusCode: 409,
      error: 'Conflict',
      message: outcome.message,
    });
  }
  return reply.send(outcome.detail);
}

/**
 * The reviewer console's API (issue #8 §2, contract in packages/schema review-api.ts): the queue,
 * one request (its draft made on first open), one change at a time to the draft, and "Approve
 * and send". Every route needs a signed-in reviewer, checked before anything else is read; those
 * that change something also need the session's CSRF token (requireReviewer).
 */
export const reviewConsoleRoutes: FastifyPluginAsyncZod<ReviewConsoleRoutesOptions> = async (
  app,
  { db, now = () => new Date(), onApproved },
) => {
  app.addHook('onRequest', requireReviewer(db));
  app.addHook('onSend', async (_request, reply) => {
    // Drafts, addresses and screenshots of visitors' pages: never kept by a shared cache.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/review/requests',
    {
      schemaErrorFormatter: inputProblem('The queue filter'),
      schema: { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueSchema } },
    },
    async (request) => {
      return { items: await listQueue(db, request.query, now()) };
    },
  );

  app.get(
    '/api/review/requests/:id',
    {
      schemaErrorFormatter: inputProblem('The request'),
      schema: {
        params: requestParams,
        response: { 200: reviewRequestDetailSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const detail = await openRequest(db, request.params.id, now());
      return detail ? reply.send(detail) : notFound(reply);
    },
  );

  app.get(
    '/api/review/requests/:id/screenshot/:viewport',
    { schemaErrorFormatter: inputProblem('The request'), schema: { params: screenshotParams } },
    async (request, reply) => {
      const [shot] = await db.query<{ mime_type: string; bytes: Uint8Array }>(
        `SELECT s.mime_type, s.bytes
           FROM report_screenshots s JOIN reports r ON r.id = s.report_id
          WHERE r.request_id = $1 AND s.viewport = $2`,
        [request.params.id, request.params.viewport],
      );
      if (!shot) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: 'This request has no screenshot (yet).',
        });
      }
      // The capture's own type; anything unexpected is served as bytes, never rendered.
      const type = /^image\/(png|jpeg|webp)$/.test(shot.mime_type)
        ? shot.mime_type
        : 'application/octet-stream';
      return reply
        .header('content-type', type)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(shot.bytes));
    },
  );

  app.patch(
    '/api/review/requests/:id/draft',
    {
      schemaErrorFormatter: inputProblem('The change'),
      schema: {
        params: requestParams,
        body: reviewChangeRequestSchema,
        response: { 200: reviewRequestDetailSchema, 404: errorBody, 409: conflictBody },
      },
    },
    async (request, reply) => {
      try {
        const outcome = await saveReviewChange(
          db,
          request.params.id,
          request.body,
          request.reviewerSession!.reviewer,
          now(),
        );
        return sendOutcome(reply, outcome);
      } catch (error) {
        if (error instanceof ReviewChangeError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.post(
    '/api/review/requests/:id/approve',
    {
      schemaErrorFormatter: inputProblem('The approval'),
      schema: {
        params: requestParams,
        body: approveRequestSchema,
        response: { 200: reviewRequestDetailSchema, 404: errorBody, 409: conflictBody },
      },
    },
    async (request, reply) => {
      const outcome = await approveDraft(
        db,
        request.params.id,
        request.body.revision,
        request.reviewerSession!.reviewer,
        now(),
      );
      if (outcome.status === 200) {
        request.log.info(
          { requestId: request.params.id },
          'report approved and queued for sending',
        );
        onApproved?.();
      }
      return sendOutcome(reply, outcome);
    },
  );
};
