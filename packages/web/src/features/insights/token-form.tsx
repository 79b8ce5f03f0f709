import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

interface TokenFormProps {
  onSubmit: (token: string) => void;
  busy: boolean;
  error: string;
}

/**
 * Asks for the admin token. It stays in this tab's memory only (no storage, cookie or URL), so
 * closing or reloading the page locks the Insights again.
 */
export function TokenForm({ onSubmit, busy, error }: TokenFormProps) {
  const [token, setToken] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token.trim()) onSubmit(token.trim());
  };
  return (
    <form className="insights-card token-form" onSubmit={submit} noValidate>
      <h2 className="insights-card__title">Sign in to Insights</h2>
      <p className="insights-card__hint">
        Enter the server&apos;s <code>ADMIN_TOKEN</code>. It is kept in this tab only and sent as a
        bearer header.
      </p>
      <label className="token-form__label" htmlFor={inputId}>
        Admin token
      </label>
      <div className="token-form__row">
        <input
          id={inputId}
          className="token-form__input"
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          required
        />
        <Button type="submit" busy={busy}>
          {busy ? <Spinner /> : null}
          Open insights
        </Button>
      </div>
      <p id={errorId} className="token-form__error" role="alert">
        {error}
      </p>
    </form>
  );
}
