import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { loadSampleReport, type SampleLoadResult } from './load-sample-report';
import { ReportViewer } from './report-viewer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { track } from '../analytics';

interface SampleReportPageProps {
  /** Tests pass their own; the app loads the bundled sample data. */
  load?: (route: string) => Promise<SampleLoadResult>;
}

/** A built-in sample report (SPEC §2 routes): its data loaded on demand, then the viewer. */
export function SampleReportPage({ load = loadSampleReport }: SampleReportPageProps) {
  const { pathname } = useLocation();
  const route = pathname.replace(/^\/+|\/+$/g, '');
  // Every sample route renders this same component, so the result remembers which route it is for.
  const [loaded, setLoaded] = useState<{ route: string; result: SampleLoadResult } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void load(route).then((result) => {
      if (!cancelled) setLoaded({ route, result });
    });
    return () => {
      cancelled = true;
    };
  }, [route, load]);

  const result = loaded?.route === route ? loaded.result : undefined;
  useDocumentTitle(
    result?.status === 'ready'
      ? `${result.report.siteName} — sample report`
      : result
        ? 'Sample report unavailable'
        : 'Sample report',
  );

  const ready = result?.status === 'ready';
  useEffect(() => {
    if (ready) track('sample_report_opened', { site: route });
  }, [ready, route]);

  if (!result) {
    return (
      <div className="viewer-loading">
        <Spinner label="Loading the sample report" />
      </div>
    );
  }
  if (result.status !== 'ready') return <SampleUnavailable />;
  return (
    <>
      <h1 className="visually-hidden">{result.report.siteName}: sample report</h1>
      <ReportViewer key={route} report={result.report} />
    </>
  );
}

function SampleUnavailable() {
  return (
    <section className="status-page" aria-labelledby="sample-title">
      <p className="status-page__code">Sample report</p>
      <h1 id="sample-title" className="status-page__title">
        This sample report is not available right now
      </h1>
      <p className="status-page__text">
        We could not open the report for this sample site. Please try again later, or get a
        personalised analysis of your own landing page.
      </p>
      <Link className="button button--primary button--md" to="/">
        Analyse my website
      </Link>
    </section>
  );
}
