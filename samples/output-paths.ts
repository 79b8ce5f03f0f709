/** Where `npm run samples` writes what the web app bundles, relative to the repository root. */
export const OUTPUT_PATHS = {
  reports: 'packages/web/src/features/report-viewer/samples/reports',
  index: 'packages/web/src/features/report-viewer/samples/sample-index.json',
  images: 'packages/web/public/samples',
  publicDir: 'packages/web/public',
} as const;
