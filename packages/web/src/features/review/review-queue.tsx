import {
  hostOf,
  PROMISED_BUSINESS_DAYS,
  REQUEST_STATUSES,
  type RequestStatus,
  type ReviewQueueItem,
} from '@heroscope/schema';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { ConsoleAction, QueueState } from './console-state';
import { formatWhen } from './edit-summary';
import { STATUS_LABELS, StatusBadge } from './status-badge';

interface ReviewQueueProps {
  queue: QueueState;
  dispatch: (action: ConsoleAction) => void;
  onRetry: () => void;
  onOpen: (id: number) => void;
}

/** "2 of 5 business days", the promise the landing makes (3–5 business days). */
function age(item: ReviewQueueItem): string {
  const days = item.businessDaysOld;
  return `${days} ${days === 1 ? 'business day' : 'business days'} of ${PROMISED_BUSINESS_DAYS}`;
}

/** The queue: status filters, newest/oldest, one row per request. */
export function ReviewQueue({ queue, dispatch, onRetry, onOpen }: ReviewQueueProps) {
  const filters: Array<RequestStatus | null> = [null, ...REQUEST_STATUSES];
  return (
    <section className="review-queue" aria-labelledby="queue-heading" aria-busy={queue.loading}>
      <h2 id="queue-heading" className="visually-hidden">
        Requests
      </h2>
      <div className="review-queue__toolbar">
        <div className="filter-chips" role="group" aria-label="Filter by status">
          {filters.map((status) => (
            <button
              key={status ?? 'all'}
              type="button"
              className="filter-chip"
              aria-pressed={queue.status === status}
              onClick={() => dispatch({ type: 'queueFilterChanged', status })}
            >
              {status ? STATUS_LABELS[status] : 'All'}
            </button>
          ))}
        </div>
        <Button variant="secondary" onClick={() => dispatch({ type: 'queueOrderToggled' })}>
          {queue.order === 'newest' ? 'Newest first' : 'Oldest first'}
          <span className="visually-hidden">, change the order</span>
        </Button>
      </div>
      {queue.error ? (
        <div className="review-alert review-alert--error" role="alert">
          <p>{queue.error}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
      {queue.items === null ? (
        queue.error ? null : (
          <div className="review-console--centred">
            <Spinner label="Loading the queue" />
          </div>
        )
      ) : queue.items.length === 0 ? (
        <p className="review-empty">
          {queue.status
            ? `No requests are ${STATUS_LABELS[queue.status].toLowerCase()}.`
            : 'The queue is empty.'}
        </p>
      ) : (
        <ul className="review-queue__list">
          {queue.items.map((item) => (
            <li key={item.id} className={`review-row${item.overdue ? ' review-row--overdue' : ''}`}>
              <div className="review-row__main">
                <button type="button" className="review-row__open" onClick={() => onOpen(item.id)}>
                  {hostOf(item.url)}
                </button>
                <span className="review-row__url">{item.url}</span>
                {item.failureReason ? (
                  <span className="review-row__failure">{item.failureReason}</span>
                ) : null}
              </div>
              <div className="review-row__facts">
                <StatusBadge status={item.status} />
                {item.parentRequestId !== null ? (
                  <span className="review-tag">v2 of #{item.parentRequestId}</span>
                ) : null}
                <span className="review-row__fact">
                  {item.askedBy} {item.askedBy === 1 ? 'inbox' : 'inboxes'}
                </span>
                <span className="review-row__fact" title={formatWhen(item.createdAt)}>
                  {age(item)}
                </span>
                {item.overdue ? (
                  <span className="review-tag review-tag--overdue">Overdue</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
