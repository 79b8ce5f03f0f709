import { quote } from './hero.js';
import { andMore } from './text-list.js';

/** Human formatting of measured values in standards findings. */

const KB = 1000;
const MB = 1000 * 1000;

/** "840 KB", "2.3 MB" (SI units, as browser devtools show transfer sizes). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${Math.round(bytes)} B`;
}

/** "850 ms", "3.2 s". */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** Contrast ratio the way WCAG writes it: "2.5:1". Truncated, not rounded, so 4.49 never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** "1 image", "3 images". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The last path segment of a URL, for quoting a resource without its whole address. */
export function shortUrl(url: string, max = 60): string {
  // An image written into the page (data:image/svg+xml,%3Csvg…%3E) has no file name: its type is
  // what a reader can recognise.
  const inline = /^data:([\w.+-]+\/[\w.+-]+)/i.exec(url);
  if (inline) return `data:${inline[1]}…`;
  let s = url;
  try {
    const u = new URL(url);
    const segments = u.pathname.split('/').filter(Boolean);
    s = segments.length > 1 ? `${u.host}/…/${segments[segments.length - 1]}` : u.host + u.pathname;
  } catch {
    // Not an absolute URL: quote it as it is.
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** "'Home', 'About' and 'Blog'" or "'Home', 'About', 'Blog' and 8 more": distinct texts, quoted. */
export function quoteList(texts: readonly string[], max = 3, each = 30): string {
  const distinct = [...new Set(texts.map((t) => t.replace(/\s+/g, ' ').trim()))];
  return andMore(
    distinct.slice(0, max).map((t) => quote(t, each)),
    distinct.length,
  );
}

/**
 * The subject of a sentence about one or more texts, with its verb: "'Buy' is",
 * "'Learn more' (3 times) is", "'Home', 'About' and 'Blog' are".
 */
export function textsSubject(texts: readonly string[], each = 60): string {
  const distinct = new Set(texts.map((t) => t.replace(/\s+/g, ' ').trim()));
  if (distinct.size === 1) {
    const times = texts.length > 1 ? ` (${texts.length} times)` : '';
    return `${quoteList(texts, 1, each)}${times} is`;
  }
  return `${quoteList(texts)} are`;
}
