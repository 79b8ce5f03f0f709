import { useId, useRef, useState, type FormEvent } from 'react';
import { validateEmail } from '@heroscope/schema';
import { Button } from '../../components/ui/button';
import { CalendarIcon } from '../../components/ui/icons';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { appendEmail } from '../../lib/append-email';
import { track } from '../analytics';
import { backendErrorMessage, UNEXPECTED_ERROR_MESSAGE } from './submit-messages';
import { useConfigValue, useConfigWhenReady } from '../../lib/runtime-config-context';
import './email-capture.css';

export const EMAIL_MODAL_TITLE = 'Get the analysis in your inbox';

/** Shown in examples while the configured support address is unknown (config not loaded). */
const EXAMPLE_EMAIL = 'you@company.com';

interface EmailCaptureModalProps {
  /** The normalised website address being analysed. */
  url: string;
  onClose: () => void;
  onSubmitted: () => void;
}

export function EmailCaptureModal({ url, onClose, onSubmitted }: EmailCaptureModalProps) {
  const config = useConfigValue();
  const whenConfigReady = useConfigWhenReady();
  const supportEmail = config?.supportEmail ?? EXAMPLE_EMAIL;
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError('');
    const result = validateEmail(email, supportEmail);
    if (!result.ok) {
      track('email_rejected', { rule: result.reason });
      setError(result.message);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const ready = await whenConfigReady();
      const outcome = await appendEmail(ready, { url, new_email: result.email });
      if (outcome.ok) {
        track('request_submitted');
        onSubmitted();
        return;
      }
      setError(backendErrorMessage(ready.supportEmail));
    } catch (exception) {
      console.error('Submitting the email failed unexpectedly', exception);
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
    setSending(false);
  };

  return (
    <Modal title={EMAIL_MODAL_TITLE} onClose={onClose} initialFocusRef={emailRef}>
      <p className="email-capture__lead">
        We will send the design analysis of <strong className="email-capture__url">{url}</strong> to
        your inbox.
      </p>
      <p className="email-capture__note">
        A design professional verifies every analysis by hand, so it arrives within 3-5 business
        days.
      </p>
      <form className="email-capture__form" noValidate onSubmit={submit}>
        <label className="email-capture__label" htmlFor={emailId}>
          Email
        </label>
        <input
          ref={emailRef}
          id={emailId}
          className="email-capture__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={supportEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <p id={errorId} className="email-capture__error" role="alert">
          {error}
        </p>
        <Button type="submit" size="lg" busy={sending} className="email-capture__submit">
          {sending ? <Spinner /> : null}
          {sending ? 'Sending…' : 'Send me the analysis'}
        </Button>
      </form>
      {config ? (
        <p className="email-capture__call">
          <CalendarIcon className="email-capture__call-icon" />
          <span>
            Rather talk it through?{' '}
            <a href={config.bookingUrl} target="_blank" rel="noopener noreferrer">
              Schedule a call with the founder
            </a>
          </span>
        </p>
      ) : null}
    </Modal>
  );
}
