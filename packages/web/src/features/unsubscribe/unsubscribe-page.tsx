import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { unsubscribe } from './unsubscribe-api';

type Step =
  { status: 'idle' | 'busy' | 'done' | 'unknown' } | { status: 'failed'; message: string };

/** /unsubscribe/:token: one button that removes the visitor's address; nothing else is asked. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [step, setStep] = useState<Step>({ status: 'idle' });
  useDocumentTitle('Unsubscribe');

  const remove = async () => {
    setStep({ status: 'busy' });
    const outcome = await unsubscribe(token);
    setStep(outcome.status === 'failed' ? outcome : { status: outcome.status });
  };

  if (step.status === 'done') {
    return (
      <section className="status-page" aria-labelledby="unsubscribe-title">
        <p className="status-page__code">Unsubscribed</p>
        <h1 id="unsubscribe-title" className="status-page__title" tabIndex={-1}>
          Your address has been removed from our records.
        </h1>
        <p className="status-page__text" role="status">
          We will not email you again. Reports you already received stay readable from their links.
        </p>
        <Link className="button button--secondary button--md" to="/">
          Back to the home page
        </Link>
      </section>
    );
  }

  if (step.status === 'unknown') {
    return (
      <section className="status-page" aria-labelledby="unsubscribe-title">
        <p className="status-page__code">Unsubscribe</p>
        <h1 id="unsubscribe-title" className="status-page__title">
          This unsubscribe link is not valid
        </h1>
        <p className="status-page__text" role="alert">
          We do not know this link: it may be mistyped or cut short, or the address was already
          removed. Copy the whole link from the email and try again.
        </p>
        <Link className="button button--secondary button--md" to="/">
          Back to the home page
        </Link>
      </section>
    );
  }

  return (
    <section className="status-page" aria-labelledby="unsubscribe-title">
      <p className="status-page__code">Unsubscribe</p>
      <h1 id="unsubscribe-title" className="status-page__title">
        Stop emails from HEROSCOPE
      </h1>
      <p className="status-page__text">
        We only email you about the analyses you asked for. Removing your address deletes it from
        our records: you will get no more emails, including reports still in progress.
      </p>
      <Button size="lg" busy={step.status === 'busy'} onClick={() => void remove()}>
        {step.status === 'busy' ? <Spinner /> : null}
        Remove my address
      </Button>
      {step.status === 'failed' ? (
        <p className="status-page__text unsubscribe__error" role="alert">
          {step.message}
        </p>
      ) : null}
    </section>
  );
}
