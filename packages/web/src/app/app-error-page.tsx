import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * The generic application-error page for anything the router cannot render (including unknown
 * paths). routes.tsx shows it inside the app frame, so the top bar stays.
 */
export function AppErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('Route error', error);
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
