import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from './labelled-field';

interface SignInFormProps {
  busy: boolean;
  error: string | null;
  /** The session ended with a request open: say that the work is kept. */
  resuming: boolean;
  onSubmit: (email: string, password: string) => void;
}

/** The reviewer's sign-in. The password stays in this form's state only, never stored. */
export function SignInForm({ busy, error, resuming, onSubmit }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(email.trim(), password);
  };
  const message = missing ? 'Enter your email address and your password.' : error;
  return (
    <form
      className="review-card sign-in"
      onSubmit={submit}
      noValidate
      aria-labelledby="sign-in-title"
    >
      <p className="review-console__eyebrow">Reviewer console</p>
      <h1 id="sign-in-title" className="sign-in__title">
        Sign in to review
      </h1>
      <p className="sign-in__lead">
        {resuming
          ? 'Your session has ended. Sign in again: the changes you had not saved are still here.'
          : 'For the HEROSCOPE design team: verify and send the reports in the queue.'}
      </p>
      <TextField
        id={emailId}
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        aria-invalid={message ? true : undefined}
        aria-describedby={errorId}
        required
      />
      <TextField
        id={passwordId}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        aria-invalid={message ? true : undefined}
        aria-describedby={errorId}
        required
      />
      <p id={errorId} className="field__error" role="alert">
        {message}
      </p>
      <Button type="submit" size="lg" busy={busy}>
        {busy ? <Spinner /> : null}
        Sign in
      </Button>
    </form>
  );
}
