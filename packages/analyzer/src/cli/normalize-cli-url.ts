import { isIP } from 'node:net';

export type CliUrlResult = { ok: true; url: string } | { ok: false; message: string };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** localhost, *.localhost, 127.x.x.x and [::1]: a developer's own server, almost never on TLS. */
function isLoopbackHost(hostPort: string): boolean {
  const bracketed = /^\[([^\]]*)\]/.exec(hostPort);
  const host = (bracketed ? bracketed[1]! : hostPort.replace(/:\d*$/, '')).toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}

/**
 * Turns what a user typed after `heroscope analyze` into an absolute http(s) URL. More lenient
 * than the web form's `normalizeAddress` (SPEC §5): paths, queries and ports are allowed, since a
 * CLI user may analyse http://localhost:5173/pricing. A bare host gets https://, except a
 * loopback one, which gets http://.
 */
export function normalizeCliUrl(input: string): CliUrlResult {
  const text = input.trim();
  const bad = (why: string): CliUrlResult => ({
    ok: false,
    message: `invalid URL ${JSON.stringify(input)}: ${why}`,
  });
  if (!text) return bad('it is empty');
  let candidate = text;
  if (!HAS_SCHEME.test(text)) {
    const hostPort = text.split(/[/?#]/, 1)[0] ?? '';
    candidate = `${isLoopbackHost(hostPort) ? 'http' : 'https'}://${text}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return bad('it does not parse as a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return bad(`only http and https are supported, not ${url.protocol.slice(0, -1)}`);
  }
  if (!url.hostname) return bad('it has no host');
  return { ok: true, url: url.href };
}
