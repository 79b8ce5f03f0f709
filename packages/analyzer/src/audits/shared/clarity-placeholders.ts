/** Template leftovers that tell visitors the page is unfinished. */

export type PlaceholderKind = 'filler' | 'template-name' | 'fake-contact' | 'vendor-badge';

export interface PlaceholderPattern {
  kind: PlaceholderKind;
  label: string;
  pattern: RegExp;
  /** Share of the audit's score one hit costs below the fold (above the fold costs it all). */
  cost: number;
}

export const PLACEHOLDER_PATTERNS: readonly PlaceholderPattern[] = [
  {
    kind: 'filler',
    label: 'lorem ipsum filler text',
    pattern: /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i,
    cost: 0.5,
  },
  {
    kind: 'filler',
    label: 'template instruction text',
    pattern:
      /\b(?:title|heading|headline|text|content|subtitle|tagline) goes here\b|\b(?:add|insert|enter|type|write) your (?:own )?(?:text|title|heading|content|headline|description|paragraph)(?: here)?\b|\bsample (?:text|heading|title|paragraph)\b|\bdummy (?:text|content)\b|\bplaceholder (?:text|content|image)\b|\bclick (?:here )?to edit\b|\bthis is (?:a|your) (?:paragraph|text box|title|heading)\b/i,
    cost: 0.5,
  },
  {
    kind: 'filler',
    label: 'bracketed placeholder',
    pattern:
      /\[(?:placeholder|insert[^\]]{0,40}|your [^\]]{1,40}|add [^\]]{1,40}|company(?: name)?|name|title|text|headline)\]|\{\{\s*[\w.]+\s*\}\}/i,
    cost: 0.5,
  },
  {
    kind: 'template-name',
    label: 'template company name',
    pattern:
      /^(?:your company|company name|your company name|your logo|logo here|your brand|brand name|your business name|site title|your site title|your name here)$|©\s*(?:\d{4}\s*)?(?:your company|company name|your brand)\b/i,
    cost: 0.4,
  },
  {
    kind: 'fake-contact',
    label: 'example contact details',
    pattern:
      /\b(?:example|email|name|info|you|yourname)@(?:example|domain|yourdomain|yoursite|company|email)\.(?:com|org|net)\b|\b123[-. ]456[-. ]7890\b|\(?555\)?[-. ]555[-. ]5555\b|\b(?:123 (?:main|fake) street|123 street)\b/i,
    cost: 0.3,
  },
  {
    kind: 'vendor-badge',
    label: 'site-builder badge',
    pattern:
      /\bpowered by (?:wix|squarespace|weebly|webflow|jimdo|carrd|godaddy|site123|strikingly)\b|\bmade (?:with|in) (?:webflow|framer|wix|carrd|squarespace)\b|\bbuilt with (?:elementor|wix|squarespace|divi|webflow|carrd)\b|\bthemeforest\b|\bsquarespace template\b|\bthis site was (?:designed|created|built) with\b|\bcreate your (?:own )?website with\b/i,
    cost: 0.15,
  },
];

/**
 * Words typical of the lorem-ipsum family of filler ("Donec id elit non mi porta gravida…")
 * and rare in English, French or real Latin prose about a product.
 */
const FILLER_LATIN = new Set(
  (
    'lorem ipsum dolor amet consectetur adipiscing elit donec vestibulum fusce dapibus tellus ' +
    'commodo euismod egestas ligula mauris nibh etiam cras odio quam malesuada gravida metus ' +
    'risus tortor condimentum fermentum mollis facilisis pellentesque aenean nullam curabitur ' +
    'tempor incididunt labore aliqua veniam nostrud exercitation ullamco laboris aliquip ' +
    'consequat aute irure reprehenderit voluptate cillum fugiat pariatur excepteur occaecat ' +
    'cupidatat proident deserunt mollit laborum sagittis lacinia viverra ultricies porttitor ' +
    'vulputate scelerisque maecenas phasellus suspendisse'
  ).split(' '),
);
/** Distinct filler words in one text from which it is filler, not a stray Latin phrase. */
const MIN_FILLER_WORDS = 4;

const LATIN_FILLER: PlaceholderPattern = {
  kind: 'filler',
  label: 'Latin filler text',
  pattern: /$^/,
  cost: 0.5,
};

/** The first placeholder pattern a text matches, with the matched words. */
export function matchPlaceholder(
  text: string,
): { pattern: PlaceholderPattern; match: string } | null {
  const t = text.replace(/\s+/g, ' ').trim();
  for (const p of PLACEHOLDER_PATTERNS) {
    const m = p.pattern.exec(t);
    if (m) return { pattern: p, match: m[0] };
  }
  const words = t.toLowerCase().match(/\p{L}+/gu) ?? [];
  const filler = [...new Set(words.filter((w) => FILLER_LATIN.has(w)))];
  if (filler.length >= MIN_FILLER_WORDS) {
    return { pattern: LATIN_FILLER, match: t.split(' ').slice(0, 6).join(' ') };
  }
  return null;
}

/** Site builders whose name in meta generator hints that template text may remain. */
export const SITE_BUILDER_GENERATOR =
  /\b(?:wix|squarespace|webflow|weebly|jimdo|carrd|framer|elementor|divi|godaddy|site123|strikingly|wordpress)\b/i;
