import { viewerReportSchema, type ViewerReport } from '@heroscope/schema';

/** A sample's JSON module, fetched on demand: one chunk per sample. */
export type SampleDataLoaders = Record<string, () => Promise<unknown>>;

export type SampleLoadResult =
  | { status: 'ready'; report: ViewerReport }
  /** No data file for this route. */
  | { status: 'missing' }
  /** The file could not be fetched, or is not a valid report. */
  | { status: 'broken' };

// Written by the samples pipeline (npm run samples): samples/reports/<route>.json, a ViewerReport.
const SAMPLE_DATA: SampleDataLoaders = import.meta.glob('./samples/reports/*.json', {
  import: 'default',
});

export function sampleDataPath(route: string): string {
  return `./samples/reports/${route}.json`;
}

/** Loads and validates a sample route's report; what went wrong is logged for developers. */
export async function loadSampleReport(
  route: string,
  loaders: SampleDataLoaders = SAMPLE_DATA,
): Promise<SampleLoadResult> {
  const load = loaders[sampleDataPath(route)];
  if (!load) {
    console.error(`No sample report data for /${route} (expected ${sampleDataPath(route)})`);
    return { status: 'missing' };
  }
  let data: unknown;
  try {
    data = await load();
  } catch (error) {
    console.error(`Could not load the sample report for /${route}`, error);
    return { status: 'broken' };
  }
  const parsed = viewerReportSchema.safeParse(data);
  if (!parsed.success) {
    console.error(`The sample report for /${route} is not a valid report`, parsed.error.issues);
    return { status: 'broken' };
  }
  return { status: 'ready', report: parsed.data };
}
