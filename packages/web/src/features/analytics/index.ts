// The analytics feature's public face: track() for every screen, startAnalytics() for the app.
export { startAnalytics, track } from './track';
export { useAnalytics } from './use-analytics';
