import { z } from 'zod';
import {
  EMAIL_REJECTION_RULES,
  MAX_BEACON_EVENTS,
  MAX_PATH_LENGTH,
  WEB_VITAL_NAMES,
} from './analytics-events.js';

const noProps = z.object({}).strict().optional();

/** A sample site's route name (SPEC §2): lower-case letters, digits and dashes. */
const siteName = z
  .string()
  .max(64)
  .regex(/^[a-z0-9-]+$/);

/** One event, by name; an unknown name or an unexpected property is refused. */
export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('page_view'), props: noProps }).strict(),
  z.object({ name: z.literal('landing_viewed'), props: noProps }).strict(),
  z.object({ name: z.literal('analyse_pressed'), props: noProps }).strict(),
  z.object({ name: z.literal('address_rejected'), props: noProps }).strict(),
  z.object({ name: z.literal('email_modal_opened'), props: noProps }).strict(),
  z
    .object({
      name: z.literal('email_rejected'),
      props: z.object({ rule: z.enum(EMAIL_REJECTION_RULES) }).strict(),
    })
    .strict(),
  z.object({ name: z.literal('request_submitted'), props: noProps }).strict(),
  z
    .object({
      name: z.literal('sample_report_opened'),
      props: z.object({ site: siteName }).strict(),
    })
    .strict(),
  z.object({ name: z.literal('action_list_used'), props: noProps }).strict(),
  z.object({ name: z.literal('copy_prompt_used'), props: noProps }).strict(),
  z.object({ name: z.literal('private_report_opened'), props: noProps }).strict(),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** One measured web vital; CLS is a score, the others milliseconds (bounded to an hour). */
export const webVitalSampleSchema = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().finite().min(0).max(3_600_000),
  })
  .strict();
export type WebVitalSample = z.infer<typeof webVitalSampleSchema>;

/**
 * The route a beacon is about: a path of the app without query string or fragment, so no
 * visitor-typed text (an address, an email) can travel in it.
 */
export const analyticsPathSchema = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .regex(/^\/[A-Za-z0-9._~\-/]*$/, 'must be a path of the app');

/** Body of POST /api/analytics: the events of a page view so far and, once, its web vitals. */
export const analyticsBeaconSchema = z
  .object({
    path: analyticsPathSchema,
    events: z.array(analyticsEventSchema).max(MAX_BEACON_EVENTS).default([]),
    vitals: z
      .array(webVitalSampleSchema)
      .max(WEB_VITAL_NAMES.length)
      .default([])
      .refine(
        (vitals) => new Set(vitals.map((v) => v.name)).size === vitals.length,
        'each vital at most once',
      ),
  })
  .strict()
  .refine((beacon) => beacon.events.length + beacon.vitals.length > 0, 'the beacon is empty');
export type AnalyticsBeacon = z.infer<typeof analyticsBeaconSchema>;

const isoDay = z.iso.date();

/** Query of GET /api/admin/insights and its CSV: a period of whole UTC days, both included. */
export const insightsQuerySchema = z.object({ from: isoDay, to: isoDay });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** GET /api/admin/insights: what the Insights page draws. */
export const insightsSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** How many days of raw events the server keeps (older days exist as daily totals only). */
  retentionDays: z.number().int(),
  /** Each funnel step over the period: events, and visitors counted once per day. */
  funnel: z.array(
    z.object({ name: z.string(), events: z.number().int(), visitors: z.number().int() }),
  ),
  /** Every event name over the period, with the email rejections split by rule. */
  events: z.array(
    z.object({
      name: z.string(),
      detail: z.string(),
      events: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
  /** One row per day of the period, zeros included. */
  days: z.array(z.object({ day: isoDay, visitors: z.number().int(), pageViews: z.number().int() })),
  /** 75th percentile of each vital per route and day. */
  vitals: z.array(
    z.object({
      day: isoDay,
      path: z.string(),
      name: z.enum(WEB_VITAL_NAMES),
      p75: z.number(),
      samples: z.number().int(),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
