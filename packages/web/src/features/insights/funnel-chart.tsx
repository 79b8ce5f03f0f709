import type { Insights } from '@heroscope/schema';
import { EMAIL_RULE_LABELS, EVENT_LABELS } from './event-labels';
import { funnelSteps, percent } from './funnel';

/** The funnel as horizontal bars, with the share of visitors who went on between steps. */
export function FunnelChart({ insights }: { insights: Insights }) {
  const steps = funnelSteps(insights.funnel);
  const count = (name: string, detail?: string) =>
    insights.events
      .filter((e) => e.name === name && (detail === undefined || e.detail === detail))
      .reduce((sum, e) => sum + e.events, 0);
  // What stops visitors between two steps, shown beside the drop.
  const dropNotes: Record<string, string | null> = {
    email_modal_opened: count('address_rejected')
      ? `${count('address_rejected')} addresses rejected`
      : null,
    request_submitted: count('email_rejected')
      ? `${count('email_rejected')} emails rejected: ` +
        Object.keys(EMAIL_RULE_LABELS)
          .map((rule) => [rule, count('email_rejected', rule)] as const)
          .filter(([, n]) => n > 0)
          .map(([rule, n]) => `${n} ${EMAIL_RULE_LABELS[rule]}`)
          .join(', ')
      : null,
  };

  return (
    <ol className="funnel" aria-label="Funnel: visitors at each step">
      {steps.map((step) => (
        <li key={step.name} className="funnel__step">
          {step.fromPrevious !== null ? (
            <p className="funnel__conversion">
              <span className="funnel__arrow" aria-hidden="true">
                ↓
              </span>
              <strong>{percent(step.fromPrevious)}</strong> continued
              {dropNotes[step.name] ? (
                <span className="funnel__note"> · {dropNotes[step.name]}</span>
              ) : null}
            </p>
          ) : null}
          <div className="funnel__row">
            <span className="funnel__label">{EVENT_LABELS[step.name] ?? step.label}</span>
            <span className="funnel__track">
              <span
                className="funnel__bar"
                style={{ width: `${Math.max(step.ofFirst * 100, step.visitors > 0 ? 1.5 : 0)}%` }}
              />
            </span>
            <span className="funnel__figures">
              <strong>{step.visitors.toLocaleString('en-US')}</strong>
              <span className="funnel__share">{percent(step.ofFirst)}</span>
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
