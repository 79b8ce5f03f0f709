/*
 * The names of everything the web app may report about itself (issue #10). Kept free of zod so
 * the landing's tracking call can import the names without pulling the validator into its bundle;
 * the schemas that check a beacon are in analytics.ts.
 */

/** The product's funnel, in the order a visitor meets the steps. */
export const FUNNEL_STEPS = [
  'landing_viewed',
  'analyse_pressed',
  'email_modal_opened',
  'request_submitted',
] as const;

/** Every event the web app may send. page_view is sent on each route change. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'landing_viewed',
  'analyse_pressed',
  'address_rejected',
  'email_modal_opened',
  'email_rejected',
  'request_submitted',
  'sample_report_opened',
  'action_list_used',
  'copy_prompt_used',
  'private_report_opened',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The email rules of email.ts a rejection may name. */
export const EMAIL_REJECTION_RULES = ['required', 'invalid', 'disposable'] as const;
export type EmailRejectionRule = (typeof EMAIL_REJECTION_RULES)[number];

/** What each event carries besides its name; most carry nothing. */
export interface AnalyticsEventProps {
  page_view: Record<string, never>;
  landing_viewed: Record<string, never>;
  analyse_pressed: Record<string, never>;
  address_rejected: Record<string, never>;
  email_modal_opened: Record<string, never>;
  email_rejected: { rule: EmailRejectionRule };
  request_submitted: Record<string, never>;
  /** site: the sample's route name, e.g. "pyladies" (SPEC §2). */
  sample_report_opened: { site: string };
  action_list_used: Record<string, never>;
  copy_prompt_used: Record<string, never>;
  private_report_opened: Record<string, never>;
}

/** The web vitals measured for real visitors (https://web.dev/articles/vitals). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Google's thresholds, at the 75th percentile: up to `good` is good, above `poor` is poor.
 * Milliseconds, except CLS (a unitless score).
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The collection endpoint, same origin as the app (nothing widens the CSP). */
export const ANALYTICS_ENDPOINT = '/api/analytics';

/** Bounds of one beacon, checked by the server. */
export const MAX_BEACON_BYTES = 8192;
export const MAX_BEACON_EVENTS = 25;
export const MAX_PATH_LENGTH = 200;
