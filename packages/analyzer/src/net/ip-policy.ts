import { isIPv6 } from 'node:net';

/**
 * Which destinations the analyzer may fetch from. The server points the browser at any visitor's
 * URL, so everything that is not a public unicast address is refused: loopback, private,
 * link-local, CGNAT, multicast, documentation, reserved and unspecified ranges, in every spelling
 * an attacker might use (decimal/octal/hex IPv4, IPv4-mapped IPv6, `localhost` names).
 */

export type AddressKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation';

/** The one-line reason shown to the user, e.g. "Refused to fetch http://127.0.0.1/: private address". */
export function reasonFor(kind: AddressKind): string {
  switch (kind) {
    case 'loopback':
    case 'private':
    case 'link-local':
    case 'cgnat':
      return 'private address';
    default:
      return 'reserved address';
  }
}

type V4Range = readonly [base: number, prefix: number, kind: AddressKind];

const v4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

const FORBIDDEN_V4: readonly V4Range[] = [
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'cgnat'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'documentation'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'documentation'],
  [v4(203, 0, 113, 0), 24, 'documentation'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(255, 255, 255, 255), 32, 'broadcast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

function inV4Range(addr: number, base: number, prefix: number): boolean {
  if (prefix === 0) return true;
  const mask = prefix === 32 ? 0xffffffff : (0xffffffff << (32 - prefix)) >>> 0;
  return (addr & mask) >>> 0 === (base & mask) >>> 0;
}

function classifyV4(addr: number): AddressKind | null {
  for (const [base, prefix, kind] of FORBIDDEN_V4) if (inV4Range(addr, base, prefix)) return kind;
  return null;
}

/**
 * Parses an IPv4 host the way browsers (WHATWG URL) do: 1–4 dot-separated parts, each decimal,
 * octal (leading 0) or hex (0x); the last part fills the remaining bytes. So "2130706433",
 * "0x7f000001", "0177.0.0.1" and "127.1" all mean 127.0.0.1. Returns null when it is not IPv4.
 */
export function parseIPv4Loose(host: string): number | null {
  let parts = host.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts = parts.slice(0, -1);
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0[xX][0-9a-fA-F]*$/.test(part)) n = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) n = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) n = parseInt(part, 10);
    else return null;
    if (!Number.isFinite(n)) return null;
    numbers.push(n);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return value >>> 0;
}

export function formatIPv4(addr: number): string {
  return [24, 16, 8, 0].map((s) => (addr >>> s) & 255).join('.');
}

/** Expands an IPv6 literal (zone id and brackets allowed) to 8 16-bit groups, or null. */
export function parseIPv6(host: string): number[] | null {
  let h = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const zone = h.indexOf('%');
  if (zone >= 0) h = h.slice(0, zone);
  if (!isIPv6(h)) return null;
  const lastColon = h.lastIndexOf(':');
  const dotted = h.slice(lastColon + 1);
  if (dotted.includes('.')) {
    // Rewrite a trailing dotted IPv4 part as two hex groups so one parser handles both forms.
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(dotted)) return null;
    const addr = parseIPv4Loose(dotted);
    if (addr === null) return null;
    h = `${h.slice(0, lastColon + 1)}${(addr >>> 16).toString(16)}:${(addr & 0xffff).toString(16)}`;
  }
  const [head, rest] = h.includes('::') ? h.split('::') : [h, null];
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === null ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === null && missing !== 0)) return null;
  const groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function classifyV6(g: number[]): AddressKind | null {
  const embeddedV4 = () => ((g[6]! << 16) | g[7]!) >>> 0;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d)
  // and NAT64 (64:ff9b::a.b.c.d) reach an IPv4 host: judge that host.
  if (zeros(0, 5) && g[5] === 0xffff) return classifyV4(embeddedV4());
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return classifyV4(embeddedV4());
  if (zeros(0, 6)) return classifyV4(embeddedV4()) ?? 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(embeddedV4());
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((first & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  if (first === 0x2001 && g[1] === 0x0db8) return 'documentation'; // 2001:db8::/32
  if (first === 0x3fff && g[1]! < 0x1000) return 'documentation'; // 3fff::/20
  if (first === 0x2001 && g[1]! < 0x0200) return 'reserved'; // 2001::/23 IETF, incl. Teredo
  if (first === 0x2002) return 'reserved'; // 6to4 can tunnel to any IPv4 host
  if ((first & 0xe000) !== 0x2000) return 'reserved'; // only 2000::/3 is global unicast
  return null;
}

/** A canonical IP address for a host that is an IP literal in any browser-accepted spelling. */
export function parseIpLiteral(host: string): { family: 4 | 6; address: string } | null {
  const groups = parseIPv6(host);
  if (groups) return { family: 6, address: groups.map((x) => x.toString(16)).join(':') };
  const addr = parseIPv4Loose(host);
  if (addr !== null) return { family: 4, address: formatIPv4(addr) };
  return null;
}

/** Why this IP address may not be fetched, or null when it is a public unicast address. */
export function classifyAddress(ip: string): AddressKind | null {
  const groups = parseIPv6(ip);
  if (groups) return classifyV6(groups);
  const addr = parseIPv4Loose(ip);
  if (addr !== null) return classifyV4(addr);
  return 'reserved';
}

/** Names that always mean this machine, whatever DNS says. */
export function isLocalhostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.+$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === 'localhost.localdomain';
}

/**
 * Checks a hostname before any DNS lookup: localhost names and forbidden IP literals are refused
 * outright. Returns the reason, or null when the name must be resolved and its addresses checked.
 */
export function classifyHostname(host: string): AddressKind | null {
  if (isLocalhostName(host)) return 'loopback';
  const literal = parseIpLiteral(host);
  return literal ? classifyAddress(literal.address) : null;
}
