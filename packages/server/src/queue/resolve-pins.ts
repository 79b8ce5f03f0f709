import { isIP } from 'node:net';

/** One host pinned to one address, as the analyzer's `resolve` option takes it. */
export interface ResolvePin {
  host: string;
  ip: string;
}

/**
 * Parses ANALYZER_RESOLVE: `host:ip,host:ip…`, the CLI's `--resolve HOST:IP` comma-separated.
 * The IP may be IPv6, brackets optional (everything after the first colon is the address).
 */
export function parseResolvePins(text: string): ResolvePin[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const colon = entry.indexOf(':');
      const host = entry.slice(0, colon).trim().toLowerCase();
      const ip = entry
        .slice(colon + 1)
        .trim()
        .replace(/^\[(.*)\]$/, '$1');
      if (colon <= 0 || !/^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/.test(host) || isIP(ip) === 0) {
        throw new Error(
          `must be HOST:IP pairs separated by commas, e.g. site.test:127.0.0.1 (got ${JSON.stringify(entry)})`,
        );
      }
      return { host, ip };
    });
}
