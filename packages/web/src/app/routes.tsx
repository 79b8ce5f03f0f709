import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { SAMPLE_SITES } from '../features/report-viewer/sample-sites';
import { AppLayout } from './app-layout';

// Rarely needed, so fetched only when a route fails.
const AppErrorPage = lazy(async () => ({
  default: (await import('./app-error-page')).AppErrorPage,
}));

// Kept out of the landing bundle: fetched only when a sample report is opened.
const loadSampleReport = async () => {
  const { SampleReportPage } = await import('../features/report-viewer/sample-report-page');
  return { Component: SampleReportPage };
};

/** Every route of SPEC §2. No route parameters and no catch-all: unknown paths are router errors. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: (
      <AppLayout>
        <Suspense fallback={null}>
          <AppErrorPage />
        </Suspense>
      </AppLayout>
    ),
    // Shown while a lazy route loads on first visit: the frame without content.
    hydrateFallbackElement: <AppLayout>{null}</AppLayout>,
    children: [
      { index: true, element: <LandingPage /> },
      ...SAMPLE_SITES.map((site) => ({ path: site, lazy: loadSampleReport })),
    ],
  },
];
