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

/** Mobile browsers lay out a page without a viewport width at 980 CSS px and zoom out to fit. */
export const FALLBACK_LAYOUT_WIDTH = 980;

/**
 * The zoom a phone of `screenWidth` shows the page at: 1 with width=device-width, else the
 * screen over the layout width (a fixed width, or 980px, or the document if it is wider).
 */
export function phoneZoom(
  viewport: string | null,
  screenWidth: number,
  documentWidth: number,
): number {
  const v = parseViewport(viewport ?? '');
  const width = v.get('width');
  if (width === 'device-width') return 1;
  const fixed = width !== undefined ? Number.parseFloat(width) : Number.NaN;
  const layout = Number.isFinite(fixed) && fixed > 0 ? fixed : FALLBACK_LAYOUT_WIDTH;
  return Math.min(1, screenWidth / Math.max(layout, documentWidth));
}
