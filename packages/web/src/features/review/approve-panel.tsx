import type { ReviewRequestDetail } from '@heroscope/schema';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { ApproveStep, ConsoleAction } from './console-state';

interface ApprovePanelProps {
  detail: ReviewRequestDetail;
  step: ApproveStep;
  error: string | null;
  /** Unsaved edits would not be part of what is sent: approving waits for them. */
  unsaved: boolean;
  dispatch: (action: ConsoleAction) => void;
  onApprove: () => void;
}

/** "Approve and send", asked twice; once sent, where the visitor reads it. */
export function ApprovePanel({
  detail,
  step,
  error,
  unsaved,
  dispatch,
  onApprove,
}: ApprovePanelProps) {
  const sent = detail.request.status === 'sent';
  const recipients = detail.request.askedBy;
  return (
    <section className="review-card approve-panel" aria-labelledby="approve-title">
      <h2 id="approve-title" className="review-card__title">
        {sent ? 'Sent' : 'Approve and send'}
      </h2>
      {sent ? (
        <p className="approve-panel__text">
          Approved and published.
          {detail.privateReportPath ? (
            <>
              {' '}
              The visitor reads it at{' '}
              <a href={detail.privateReportPath} target="_blank" rel="noopener noreferrer">
                {detail.privateReportPath}
              </a>
              .
            </>
          ) : null}
        </p>
      ) : step === 'idle' ? (
        <>
          <p className="approve-panel__text">
            Publishes revision {detail.revision} and emails it to {recipients}{' '}
            {recipients === 1 ? 'address' : 'addresses'}.
          </p>
          {unsaved ? (
            <p className="field__error">Save or discard your open changes first.</p>
          ) : null}
          <Button
            disabled={unsaved || !detail.draft}
            onClick={() => dispatch({ type: 'approveAsked' })}
          >
            Approve and send…
          </Button>
        </>
      ) : (
        <div
          role="alertdialog"
          aria-labelledby="approve-confirm"
          className="approve-panel__confirm"
        >
          <p id="approve-confirm" className="approve-panel__text">
            Send this report to {recipients} {recipients === 1 ? 'address' : 'addresses'} now? It
            cannot be unsent.
          </p>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="opportunity-editor__actions">
            <Button busy={step === 'busy'} onClick={onApprove}>
              {step === 'busy' ? <Spinner /> : null}
              Yes, approve and send
            </Button>
            <Button
              variant="ghost"
              disabled={step === 'busy'}
              onClick={() => dispatch({ type: 'approveCancelled' })}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
