/**
 * The sample-report paths of SPEC §2 (no route parameters: each is its own route). They live in
 * @heroscope/schema's route list, which the server also reads to tell known pages from unknown.
 * Each path's report is samples/reports/<path>.json, loaded by load-sample-report.ts.
 */
export {
  SAMPLE_SITES,
  SAMPLE_SITES_ORIGINAL_ONLY,
  SAMPLE_SITES_WITH_ITERATION,
  type SampleSite,
} from '@heroscope/schema';
