import { Link, useLocation } from 'react-router';

/** Placeholder for the report viewer, which arrives in a later issue. */
export function SampleReportPage() {
  const { pathname } = useLocation();
  return (
    <section className="status-page" aria-labelledby="sample-title">
      <p className="status-page__code">{pathname}</p>
      <h1 id="sample-title" className="status-page__title">
        Sample report coming soon
      </h1>
      <p className="status-page__text">
        The interactive sample report for this site is on its way. Meanwhile, request an analysis of
        your own landing page.
      </p>
      <Link className="button button--primary button--md" to="/">
        Analyse my website
      </Link>
    </section>
  );
}
