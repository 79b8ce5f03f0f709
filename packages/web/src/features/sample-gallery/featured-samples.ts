import type { SampleIndexEntry } from '@heroscope/schema';

/**
 * The samples the landing shows first: a spread of kinds and of scores, the iterated ones first
 * because they show the v1 → v2 progress. Routes missing from the index are skipped.
 */
export const FEATURED_ROUTES = [
  'superlinked',
  'liftoff',
  'amurex',
  'wordsbusiness',
  'hiddenstudios',
  'test',
] as const;

export const GALLERY_SIZE = 6;

export function featuredSamples(index: readonly SampleIndexEntry[]): SampleIndexEntry[] {
  const byRoute = new Map(index.map((e) => [e.route, e]));
  const featured = FEATURED_ROUTES.flatMap((r) => byRoute.get(r) ?? []);
  const rest = index.filter((e) => !featured.includes(e));
  return [...featured, ...rest].slice(0, GALLERY_SIZE);
}
