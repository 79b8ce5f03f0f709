import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConfigWhenReady } from '../../lib/runtime-config-context';
import { startAnalytics, track } from './track';

/** Starts collection once and reports a page view on every route change. */
export function useAnalytics(): void {
  const whenConfigReady = useConfigWhenReady();
  const { pathname } = useLocation();
  useEffect(() => {
    startAnalytics(whenConfigReady);
  }, [whenConfigReady]);
  useEffect(() => {
    track('page_view');
  }, [pathname]);
}
