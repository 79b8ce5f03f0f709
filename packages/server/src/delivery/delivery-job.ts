import type PgBoss from 'pg-boss';

/** The pg-boss queue of report emails: one job per report_deliveries row. */
export const DELIVERY_QUEUE = 'deliver-report';

/** A job carries the delivery's id only: the row holds the state, the report holds the rest. */
export interface DeliveryJobData {
  deliveryId: number;
}

/** Six tries in all: the first and 5 retries, for transient failures (a mail server down). */
export const DELIVERY_RETRY_LIMIT = 5;

/** Wait before the first retry; doubled (with jitter) after: about an hour across all retries. */
export const DELIVERY_RETRY_DELAY_SECONDS = 120;

export function deliveryJobOptions(
  retryDelaySeconds: number = DELIVERY_RETRY_DELAY_SECONDS,
): PgBoss.SendOptions {
  return {
    retryLimit: DELIVERY_RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    // Rendering and one SMTP exchange: far below this. A job still active after it belongs to a
    // process that died mid-send, and pg-boss hands it to another.
    expireInSeconds: 300,
    retentionDays: 30,
  };
}
