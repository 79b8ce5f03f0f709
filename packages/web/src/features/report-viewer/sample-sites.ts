/**
 * The sample-report paths of SPEC §2 (no route parameters: each is its own route). The report
 * data for each comes with the report viewer; until then they map to nothing.
 */
export const SAMPLE_SITES_WITH_ITERATION = [
  'pyladies',
  'aiverse',
  'superlinked',
  'designwar',
  'liftoff',
  'cegid',
] as const;

export const SAMPLE_SITES_ORIGINAL_ONLY = [
  'cleeai',
  'atlasux',
  'higherlanding',
  'peachpanda',
  'thunderpaws',
  'habitize',
  'pawsome',
  'wordsbusiness',
  'amextravel',
  'whatuni',
  'hiddenstudios',
  'amurex',
  'test',
  'midoc',
  '10kapp',
  'lepressing',
  'productsup',
  'zevoy',
] as const;

export const SAMPLE_SITES = [...SAMPLE_SITES_WITH_ITERATION, ...SAMPLE_SITES_ORIGINAL_ONLY];

export type SampleSite = (typeof SAMPLE_SITES)[number];
