/** Reading the <meta name="viewport"> content the way mobile browsers do. */

/** Parses "width=device-width, initial-scale=1" into lower-cased key/value pairs. */
export function parseViewport(content: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [k, v] = part.split('=');
    if (k && k.trim()) map.set(k.trim().toLowerCase(), (v ?? '').trim().toLowerCase());
  }
  return map;
}
