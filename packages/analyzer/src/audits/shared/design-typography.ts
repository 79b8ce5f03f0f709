/** Font-family parsing for the typography audits. */

/** The first family of a CSS font-family list, unquoted and lowercased. */
export function primaryFontFamily(fontFamily: string): string {
  const first = fontFamily.split(',')[0] ?? '';
  return first
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase();
}

/** Icon fonts render pictograms, not text, so they are no typographic choice. */
const ICON_FONT =
  /icon|awesome|material symbols|glyph|fontello|ionicons|feather|remixicon|dashicons|eicons|lucide|phosphor|tabler|octicons|typicons|entypo|linearicons|themify|simple-line/i;

/** Monospace families are for code samples, a deliberate second voice rather than a brand font. */
const MONOSPACE_FONT =
  /mono|courier|consolas|menlo|monaco|monospace|source code|fira code|inconsolata|ui-monospace/i;

const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp', 'tt']);

export function isIconOrCodeText(fontFamily: string, tag: string): boolean {
  const family = primaryFontFamily(fontFamily);
  return ICON_FONT.test(family) || MONOSPACE_FONT.test(family) || CODE_TAGS.has(tag.toLowerCase());
}

/**
 * Text that shows a typeface's design: words or numbers, not a lone glyph ("×", "☰", "→"),
 * and not set in an icon or code font.
 */
export function isTypographicText(t: { text: string; fontFamily: string; tag: string }): boolean {
  return (
    t.text.length >= 2 && /[\p{L}\p{N}]/u.test(t.text) && !isIconOrCodeText(t.fontFamily, t.tag)
  );
}

/** Title-cases a lowercased family name for display ("open sans" → "Open Sans"). */
export function displayFamily(family: string): string {
  return family.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}
