import type { DeliveryState, RequestStatus } from '@heroscope/schema';

/** How the console names a request's status and a delivery's state. */
export const STATUS_LABELS: Record<RequestStatus | DeliveryState, string> = {
  queued: 'Queued',
  analysing: 'Analysing',
  failed: 'Failed',
  draft: 'Draft',
  in_review: 'In review',
  sent: 'Sent',
  later: 'Later',
  sending: 'Sending',
  retrying: 'Retrying',
  unsubscribed: 'Unsubscribed',
};

/** A request's or a delivery's state as a coloured pill (colour is never the only cue). */
export function StatusBadge({ status }: { status: RequestStatus | DeliveryState }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}
