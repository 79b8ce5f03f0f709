import type { PublicConfig } from '@heroscope/schema';

export const CONFIG_ENDPOINT = '/api/config';

/**
 * Fetches the public runtime configuration so an operator can change keys and links without a
 * rebuild. A relative restUrl ("/rest/v1") is resolved against the page's origin because the
 * PostgREST client needs an absolute URL.
 *
 * The zod parser is its own chunk, fetched alongside the request: the landing paints without
 * waiting for it (zod is about 20 KB gzipped, a fifth of the landing's budget).
 */
export async function loadRuntimeConfig(
  origin: string = window.location.origin,
): Promise<PublicConfig> {
  const [response, { parsePublicConfig }] = await Promise.all([
    fetch(CONFIG_ENDPOINT, { headers: { Accept: 'application/json' } }),
    import('./parse-public-config'),
  ]);
  if (!response.ok) throw new Error(`GET ${CONFIG_ENDPOINT} answered ${response.status}`);
  const config = parsePublicConfig(await response.json());
  return { ...config, restUrl: resolveRestUrl(config.restUrl, origin) };
}

export function resolveRestUrl(restUrl: string, origin: string): string {
  return new URL(restUrl, origin).toString().replace(/\/+$/, '');
}
