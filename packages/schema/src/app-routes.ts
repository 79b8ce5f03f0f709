/**
 * The web app's routes (SPEC §2), as plain data both the web app and the server read: the web app
 * declares a route for each, and the server answers 200 for these paths and 404 for any other page
 * (still with the app, which then shows its not-found screen). One list, so the two cannot
 * disagree about which addresses exist.
 */

/** Sample reports that have an original and an iteration 1 (SPEC §2). */
export const SAMPLE_SITES_WITH_ITERATION = [
  'pyladies',
  'aiverse',
  'superlinked',
  'designwar',
  'liftoff',
  'cegid',
] as const;

/** Sample reports with an original only (SPEC §2). */
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

/** Every sample-report path segment: /pyladies … /zevoy, each its own route (no parameters). */
export const SAMPLE_SITES = [...SAMPLE_SITES_WITH_ITERATION, ...SAMPLE_SITES_ORIGINAL_ONLY];

export type SampleSite = (typeof SAMPLE_SITES)[number];

/**
 * The full-viewport embedded static pages (SPEC §2): each route shows its HTML file, which the
 * server serves as a static file at /{fileName}.html (SPEC §7; starostnik's in a subfolder).
 */
export const EMBEDDED_PAGES = [
  { route: '/relief', src: '/relief.html', name: 'Relief' },
  { route: '/starostnik', src: '/starostnik/starostnik.html', name: 'Starostnik' },
] as const;

export type EmbeddedPage = (typeof EMBEDDED_PAGES)[number];

export const HOME_ROUTE = '/';

/**
 * "How is it calculated?": a page the server renders from the analyzer's audit registry, not an
 * app route. Link to it with a plain <a href>, not react-router's <Link>.
 */
export const METHODOLOGY_PATH = '/methodology';

/**
 * Every path the web app answers. An entry may hold `:name` segments, as react-router's paths do
 * (`/report/:token` matches `/report/abc`, one non-empty segment), so dynamic routes join the
 * list the same way; the web app then uses the same string as its `<Route path>`.
 */
/** The team's analytics page (behind ADMIN_TOKEN; the page itself asks for it). */
export const INSIGHTS_ROUTE = '/insights';

/** The reviewer console (issue #8). */
export const REVIEW_ROUTE = '/review';
/** A visitor's private report; the token in the emailed link is the key. */
export const PRIVATE_REPORT_ROUTE = '/report/:token';
/** The unsubscribe link of every email. */
export const UNSUBSCRIBE_ROUTE = '/unsubscribe/:token';

export const APP_ROUTES: readonly string[] = [
  HOME_ROUTE,
  ...SAMPLE_SITES.map((site) => `/${site}`),
  ...EMBEDDED_PAGES.map((page) => page.route),
  INSIGHTS_ROUTE,
  REVIEW_ROUTE,
  PRIVATE_REPORT_ROUTE,
  UNSUBSCRIBE_ROUTE,
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether the web app has a route for this path (query string and hash ignored). Matches the way
 * react-router does: case-insensitive, a trailing slash ignored, percent-escapes decoded.
 */
export function isAppRoute(path: string, routes: readonly string[] = APP_ROUTES): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return false;
  const actual = segments(pathname).map((segment) => decode(segment).toLowerCase());
  return routes.some((route) => {
    const expected = segments(route);
    return (
      expected.length === actual.length &&
      expected.every((segment, index) =>
        segment.startsWith(':') ? actual[index] !== '' : segment.toLowerCase() === actual[index],
      )
    );
  });
}
