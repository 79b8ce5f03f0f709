import { z } from 'zod';
import {
  brandIntelligenceSchema,
  opportunitySchema,
  questionSchema,
  reportVersionSchema,
  scoreSchema,
  viewerReportSchema,
} from './report.js';

/**
 * The reviewer console's API (issue #8) and the visitor's private report API. Server routes
 * validate with these; the web console and report page parse what they receive with them.
 * Every /api/review/* route needs a signed-in reviewer (cookie) and, when it changes anything,
 * the session's CSRF token in `x-csrf-token`.
 */

export const REQUEST_STATUSES = [
  'queued',
  'analysing',
  'failed',
  'draft',
  'in_review',
  'sent',
  'later',
] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const DELIVERY_STATES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'unsubscribed',
] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** GET /api/review/requests?status=<status>&order=newest|oldest */
export const reviewQueueQuerySchema = z.object({
  status: requestStatusSchema.optional(),
  order: z.enum(['newest', 'oldest']).default('newest'),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: requestStatusSchema,
  /** How many inboxes asked for it. */
  askedBy: z.number().int().min(0),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Whole business days (Mon–Fri, UTC) since the request, against the 3–5 day promise. */
  businessDaysOld: z.number().int().min(0),
  /** More than PROMISED_BUSINESS_DAYS business days old and not sent yet. */
  overdue: z.boolean(),
  /** The engine's reason, for a failed request. */
  failureReason: z.string().nullable(),
  /** Set when it is a new iteration (v2) of an earlier request. */
  parentRequestId: z.number().int().nullable(),
  scores: z.array(scoreSchema).nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = z.object({ items: z.array(reviewQueueItemSchema) });

/** The landing page promises delivery in 3-5 business days. */
export const PROMISED_BUSINESS_DAYS = 5;

/** An opportunity in a draft: stable id; a deleted one stays, with why and by whom. */
export const draftOpportunitySchema = opportunitySchema.extend({
  id: z.string().min(1),
  /** Added by a reviewer rather than found by the engine. */
  addedByReviewer: z.boolean().optional(),
  deleted: z
    .object({ reason: z.string().min(1).max(300), by: z.string(), at: z.string() })
    .optional(),
});
export type DraftOpportunity = z.infer<typeof draftOpportunitySchema>;

/**
 * What the console edits. Scores are not stored: they follow from the opportunities kept
 * (draftScores(engineScores, opportunities) in draft-scores.ts), so a deleted one visibly gives
 * its points back.
 */
export const reviewDraftSchema = z.object({
  websiteContent: reportVersionSchema.shape.websiteContent,
  /** The engine's scores, for "before the review" comparison. */
  engineScores: z.array(scoreSchema).length(4),
  questions: z.array(questionSchema),
  opportunities: z.array(draftOpportunitySchema),
  brandIntelligence: brandIntelligenceSchema.optional(),
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** Fields a reviewer may change on an opportunity (points and auditId stay the engine's). */
export const opportunityEditSchema = opportunitySchema
  .pick({
    metric: true,
    component: true,
    problem: true,
    action: true,
    reason: true,
    usercategory: true,
    marker: true,
    resources: true,
    status: true,
  })
  .partial();
export type OpportunityEdit = z.infer<typeof opportunityEditSchema>;

/** One saved change, made on `revision`; refused with 409 when the draft has moved on. */
export const reviewChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('update-opportunity'),
    id: z.string(),
    fields: opportunityEditSchema,
  }),
  z.object({
    kind: z.literal('delete-opportunity'),
    id: z.string(),
    reason: z.string().trim().min(1).max(300),
  }),
  z.object({ kind: z.literal('restore-opportunity'), id: z.string() }),
  z.object({
    kind: z.literal('add-opportunity'),
    opportunity: opportunitySchema.omit({ auditId: true }),
  }),
  z.object({
    kind: z.literal('move-opportunity'),
    id: z.string(),
    toIndex: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('update-question'),
    index: z.number().int().min(0),
    question: questionSchema,
  }),
  z.object({
    kind: z.literal('update-brand-intelligence'),
    brandIntelligence: brandIntelligenceSchema,
  }),
]);
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

/** PATCH /api/review/requests/:id/draft */
export const reviewChangeRequestSchema = z.object({
  revision: z.number().int().min(0),
  change: reviewChangeSchema,
});

export const reviewEditSchema = z.object({
  id: z.number().int(),
  reviewerEmail: z.string(),
  revision: z.number().int(),
  kind: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

export const deliverySchema = z.object({
  email: z.string(),
  state: deliveryStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const questionAnswerSchema = z.object({
  questionIndex: z.number().int().min(0),
  question: z.string(),
  answer: z.string(),
  at: z.string(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/**
 * GET /api/review/requests/:id, also the body of a successful PATCH and of a 409 (then the
 * draft another reviewer saved, so the console can show it). `draft` is null until the analysis
 * has produced one.
 */
export const reviewRequestDetailSchema = z.object({
  request: reviewQueueItemSchema,
  draft: reviewDraftSchema.nullable(),
  revision: z.number().int(),
  trail: z.array(reviewEditSchema),
  deliveries: z.array(deliverySchema),
  answers: z.array(questionAnswerSchema),
  /** Set once approved: where the visitor reads it. */
  privateReportPath: z.string().nullable(),
});
export type ReviewRequestDetail = z.infer<typeof reviewRequestDetailSchema>;

/** POST /api/review/requests/:id/approve: publishes the draft at `revision` and sends it. */
export const approveRequestSchema = z.object({ revision: z.number().int().min(0) });

/** POST /api/reports/:token/answers (the visitor; no session, the token is the key). */
export const answerRequestSchema = z.object({
  questionIndex: z.number().int().min(0),
  answer: z.string().trim().min(1).max(500),
});

/** Body of POST /api/reports/:token/answers: every answer the visitor has saved so far. */
export const savedAnswersSchema = z.object({ answers: z.array(questionAnswerSchema) });

/**
 * GET /api/reports/:token: the visitor's private report as the viewer shows it (the version sent,
 * and beside it the newest sent iteration), with the answers they saved.
 */
export const privateReportSchema = viewerReportSchema.extend({
  answers: z.array(questionAnswerSchema),
  /** A new iteration was asked for (POST /api/reports/:token/iterations) and is not sent yet. */
  iterationPending: z.boolean(),
});
export type PrivateReport = z.infer<typeof privateReportSchema>;
