import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { SAMPLE_SITES } from '../features/report-viewer/sample-sites';
import { AppErrorPage } from './app-error-page';
import { AppLayout } from './app-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Kept out of the landing bundle: fetched only when a sample report is opened.
const SampleReportPage = lazy(async () => ({
  default: (await import('../features/report-viewer/sample-report-page')).SampleReportPage,
}));

/**
 * Every route of SPEC §2, declared statically (no route parameters), inside the app frame. Unknown
 * paths and routes that fail to render show the application-error page; the frame stays. While a
 * lazy route loads on first visit, the frame shows without content.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <AppLayout>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<LandingPage />} />
            {SAMPLE_SITES.map((site) => (
              <Route key={site} path={site} element={<SampleReportPage />} />
            ))}
            <Route path="*" element={<AppErrorPage kind="not-found" />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
