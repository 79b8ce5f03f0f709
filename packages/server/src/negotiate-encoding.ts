export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Preference when the client rates several the same: the smallest first. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the client's highest
 * rated of br, gzip and the body as is, smallest first on a tie. `*` rates every coding the
 * header does not name; `q=0` refuses one. Sent as is when nothing else is acceptable, since a
 * 406 would help nobody.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const rated = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    rated.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = rated.get('*');
  // The body as is stays acceptable unless refused, but as the last choice when unrated: a
  // client that lists codings wants one of them.
  const quality = (encoding: ContentEncoding) =>
    rated.get(encoding) ??
    (encoding === 'identity' ? (wildcard === 0 ? 0 : Number.MIN_VALUE) : (wildcard ?? 0));
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    const q = quality(encoding);
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}
