import { lazy, Suspense } from 'react';
import {
  EMBEDDED_PAGES,
  PRIVATE_REPORT_ROUTE,
  REVIEW_ROUTE,
  UNSUBSCRIBE_ROUTE,
} from '@heroscope/schema';
import { Route, Routes, useLocation } from 'react-router';
import { EmbeddedPage } from '../features/embedded-page/embedded-page';
import { useAnalytics } from '../features/analytics';
import { LandingPage } from '../features/landing/landing-page';
import { SAMPLE_SITES } from '../features/report-viewer/sample-sites';
import { AppErrorPage } from './app-error-page';
import { AppLayout } from './app-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Kept out of the landing bundle: fetched only when a sample report is opened.
const SampleReportPage = lazy(async () => ({
  default: (await import('../features/report-viewer/sample-report-page')).SampleReportPage,
}));
const ReviewPage = lazy(async () => ({
  default: (await import('../features/review/review-page')).ReviewPage,
}));
const PrivateReportPage = lazy(async () => ({
  default: (await import('../features/private-report/private-report-page')).PrivateReportPage,
}));
const UnsubscribePage = lazy(async () => ({
  default: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage,
}));
// The Insights page (behind ADMIN_TOKEN) stands apart from the reviewer console.
const InsightsPage = lazy(async () => ({
  default: (await import('../features/insights/insights-page')).InsightsPage,
}));

/**
 * Every route of SPEC §2, declared statically (no route parameters), from @heroscope/schema's
 * APP_ROUTES list that the server also reads. The embedded static pages fill the window on their
 * own; every other route is inside the app frame.
 */
export function AppRoutes() {
  return (
    <Routes>
      {EMBEDDED_PAGES.map((page) => (
        <Route key={page.route} path={page.route} element={<EmbeddedPage page={page} />} />
      ))}
      <Route path="*" element={<FramedRoutes />} />
    </Routes>
  );
}

/**
 * The routes inside the app frame. Unknown paths and routes that fail to render show the
 * application-error page; the frame stays. While a lazy route loads on first visit, the frame
 * shows without content.
 */
function FramedRoutes() {
  const { pathname } = useLocation();
  useAnalytics();
  return (
    <AppLayout>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<LandingPage />} />
            {SAMPLE_SITES.map((site) => (
              <Route key={site} path={site} element={<SampleReportPage />} />
            ))}
            <Route path="insights" element={<InsightsPage />} />
            <Route path={REVIEW_ROUTE.slice(1)} element={<ReviewPage />} />
            <Route path={PRIVATE_REPORT_ROUTE.slice(1)} element={<PrivateReportPage />} />
            <Route path={UNSUBSCRIBE_ROUTE.slice(1)} element={<UnsubscribePage />} />
            <Route path="*" element={<AppErrorPage kind="not-found" />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
