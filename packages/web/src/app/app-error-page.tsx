import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

export type AppErrorKind = 'not-found' | 'error';

/**
 * The generic application-error page: for unknown paths (the catch-all route) and for anything a
 * route fails to render (the route error boundary). routes.tsx shows it inside the app frame, so
 * the top bar stays. Bundled with the landing rather than lazy, because the commonest failure it
 * reports is a route chunk that cannot be fetched, and then its own chunk could fail too.
 */
export function AppErrorPage({ kind }: { kind: AppErrorKind }) {
  const notFound = kind === 'not-found';
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{notFound ? '404' : 'Error'}</p>
      <h1 id="status-title" className="status-page__title">
        {notFound ? 'This page does not exist' : 'Something went wrong on this page'}
      </h1>
      <p className="status-page__text">
        {notFound
          ? 'The address may be mistyped, or the page has moved.'
          : 'Please reload the page. If it keeps happening, let us know.'}
      </p>
      <Link className="button button--primary button--md" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
