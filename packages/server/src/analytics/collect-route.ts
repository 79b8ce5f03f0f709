import {
  ANALYTICS_ENDPOINT,
  analyticsBeaconSchema,
  MAX_BEACON_BYTES,
  type AnalyticsEvent,
} from '@heroscope/schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { DailySalt } from './daily-salt.js';
import type { EventRow, VitalRow } from './event-rows.js';
import { optedOut } from './privacy-signals.js';
import { utcDay } from './utc-day.js';
import { visitorHash } from './visitor-hash.js';
import type { WriteBuffer } from './write-buffer.js';

export interface CollectRouteOptions {
  config: Config;
  salt: DailySalt;
  buffer: WriteBuffer;
  now: () => Date;
}

/** The one property an event may carry, stored as the event's detail. */
function detailOf(event: AnalyticsEvent): string {
  if (event.name === 'email_rejected') return event.props.rule;
  if (event.name === 'sample_report_opened') return event.props.site;
  return '';
}

const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

/**
 * POST /api/analytics: one beacon of the web app (navigator.sendBeacon sends it as text/plain,
 * fetch as application/json; both are read as text and parsed here). Valid beacons answer 204 as
 * soon as they are queued for the write buffer. Everything else is a 4xx that stores nothing:
 * bad JSON or a payload outside the schema 400, over MAX_BEACON_BYTES 413, another media type
 * 415, over the per-address limit 429. The client address and user agent are only ever used
 * to compute the day's visitor hash.
 */
export async function collectRoute(
  app: FastifyInstance,
  { config, salt, buffer, now }: CollectRouteOptions,
): Promise<void> {
  // Only this plugin's routes: the rest of the app keeps Fastify's JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post(
    ANALYTICS_ENDPOINT,
    {
      bodyLimit: MAX_BEACON_BYTES,
      config: {
        rateLimit: {
          max: config.analytics.rateLimitPerMinute,
          timeWindow: 60_000,
          // In this API's own error shape, not the PostgREST one of append_email.
          errorResponseBuilder: (_request, context) =>
            Object.assign(
              new Error(`At most ${context.max} beacons per minute are accepted from one address.`),
              { statusCode: 429, name: 'Too Many Requests' },
            ),
        },
      },
    },
    async (request, reply) => {
      if (optedOut(request.headers)) return reply.code(204).send();
      let json: unknown;
      try {
        json = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return reply.code(400).send(badRequest('The body must be JSON.'));
      }
      const parsed = analyticsBeaconSchema.safeParse(json);
      if (!parsed.success) {
        // Paths and rules only: never echo what was sent.
        const problems = parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.code}`)
          .join('; ');
        return reply.code(400).send(badRequest(`Not a valid beacon (${problems}).`));
      }
      const beacon = parsed.data;
      const occurredAt = now();
      const day = utcDay(occurredAt);
      let events: EventRow[] = [];
      if (beacon.events.length > 0) {
        const visitor = visitorHash(
          await salt.saltFor(day),
          request.ip,
          request.headers['user-agent'] ?? '',
        );
        events = beacon.events.map((event) => ({
          occurredAt,
          day,
          name: event.name,
          detail: detailOf(event),
          path: beacon.path,
          visitor,
        }));
      }
      const vitals: VitalRow[] = beacon.vitals.map((vital) => ({
        occurredAt,
        day,
        path: beacon.path,
        name: vital.name,
        value: vital.value,
      }));
      if (!buffer.add(events, vitals)) {
        request.log.warn({ dropped: buffer.dropped }, 'analytics buffer full: beacon dropped');
      }
      return reply.code(204).send();
    },
  );
}
