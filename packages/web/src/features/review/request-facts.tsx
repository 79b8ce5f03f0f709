import type { Delivery, QuestionAnswer } from '@heroscope/schema';
import { formatWhen } from './edit-summary';
import { StatusBadge } from './status-badge';

/** Each address the report goes to, and where its email stands. */
export function DeliveryList({ deliveries }: { deliveries: Delivery[] }) {
  return (
    <section className="review-card" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className="review-card__title">
        Deliveries
      </h2>
      {deliveries.length > 0 ? (
        <ul className="facts-list">
          {deliveries.map((delivery) => (
            <li key={delivery.email} className="facts-list__item">
              <span className="facts-list__main">{delivery.email}</span>
              <StatusBadge status={delivery.state} />
              <span className="facts-list__meta">
                {delivery.sentAt
                  ? `sent ${formatWhen(delivery.sentAt)}`
                  : `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`}
              </span>
              {delivery.lastError ? (
                <span className="facts-list__error">{delivery.lastError}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="review-empty">Nothing is sent before the draft is approved.</p>
      )}
    </section>
  );
}

/** What the visitor answered to 'Personalize the analysis'. */
export function VisitorAnswers({ answers }: { answers: QuestionAnswer[] }) {
  return (
    <section className="review-card" aria-labelledby="answers-title">
      <h2 id="answers-title" className="review-card__title">
        The visitor&apos;s answers
      </h2>
      {answers.length > 0 ? (
        <ul className="facts-list">
          {answers.map((answer) => (
            <li key={answer.questionIndex} className="facts-list__item facts-list__item--stacked">
              <span className="facts-list__meta">
                Question {answer.questionIndex + 1} · {formatWhen(answer.at)}
              </span>
              <span className="facts-list__question">{answer.question}</span>
              <span className="facts-list__main">{answer.answer}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="review-empty">No answers yet.</p>
      )}
    </section>
  );
}
