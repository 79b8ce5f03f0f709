import type { SampleIndexEntry } from '@heroscope/schema';

// A glob, not a plain import: the index is its own small chunk fetched when the gallery comes into
// view, and a checkout without generated samples still builds (the gallery then stays hidden).
const indexModules = import.meta.glob<SampleIndexEntry[]>(
  '../report-viewer/samples/sample-index.json',
  { import: 'default' },
);

/** The built-in samples as listed by `npm run samples`; empty when none were generated. */
export async function loadSampleIndex(): Promise<SampleIndexEntry[]> {
  const load = Object.values(indexModules)[0];
  return load ? load() : [];
}
