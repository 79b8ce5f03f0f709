import type { BrandIntelligence, PageFacts, PaintedColor, ViewportFacts } from '@heroscope/schema';
import { colorDistance, isChromatic } from '../audits/shared/color.js';
import { findHeadline, findPrimaryCta, findSubheadline } from '../audits/shared/hero.js';
import { pageWords } from './page-words.js';
import { compareText } from '../audits/shared/cta-helpers.js';
import { pageBehindOverlays } from '../audits/shared/overlays.js';

/** Under this RGB distance two colours read as the same one. */
const SAME_COLOR = 30;
const HEX = /^#[0-9a-f]{6}$/;

/** '"Inter", system-ui, sans-serif' → 'Inter' */
export function primaryFontFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').replace(/["']/g, '').trim();
}

function byArea(colors: readonly PaintedColor[]): PaintedColor[] {
  return [...colors].sort((a, b) => b.area - a.area || compareText(a.color, b.color));
}

/** The page's colours, most painted first. */
export function paletteByArea(vf: ViewportFacts): string[] {
  return byArea(vf.paintedColors).map((c) => c.color.toLowerCase());
}

/** The colour most of the words are set in: by characters, then by painted text area. */
function mostUsedTextColor(vf: ViewportFacts): string | null {
  const readable = (c: string) => colorDistance(c, vf.pageBackground) > SAME_COLOR;
  const chars = new Map<string, number>();
  for (const t of vf.texts) {
    if (t.interactiveId !== null || !readable(t.color)) continue;
    chars.set(t.color, (chars.get(t.color) ?? 0) + t.text.length);
  }
  const best = [...chars.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0];
  if (best) return best[0];
  const painted = byArea(
    vf.paintedColors.filter((c) => c.uses.includes('text') && readable(c.color)),
  );
  return painted[0]?.color ?? null;
}

/**
 * The page's colours by role (background, text, primary, secondary, accent, icon), each a
 * visibly different colour: a page's near-white section backgrounds are one background, and its
 * accent is named even when it paints a small area.
 */
export function colorScheme(vf: ViewportFacts): BrandIntelligence['colorScheme'] {
  const chosen: { color: string; name: string }[] = [];
  const isNew = (c: string) => chosen.every((x) => colorDistance(x.color, c) > SAME_COLOR);
  const add = (name: string, color: string | null | undefined, mustDiffer = true) => {
    if (!color) return;
    const c = color.toLowerCase();
    if (!HEX.test(c)) return;
    if (mustDiffer && !isNew(c)) return;
    chosen.push({ color: c, name });
  };

  add('Background', vf.pageBackground);
  add('Text', mostUsedTextColor(vf));
  const primary = findPrimaryCta(vf);
  add('Primary', primary?.backgroundColor);
  const saturated = byArea(vf.paintedColors).filter((c) => isChromatic(c.color));
  const buttonsOrBackgrounds = saturated.filter(
    (c) => c.uses.includes('button') || c.uses.includes('background'),
  );
  add('Secondary', buttonsOrBackgrounds.find((c) => isNew(c.color))?.color);
  add('Accent', saturated.find((c) => isNew(c.color))?.color);
  const icon = byArea(vf.paintedColors.filter((c) => c.uses.includes('icon')))[0];
  add('Icon', icon?.color, false);
  return chosen;
}

function typography(vf: ViewportFacts): BrandIntelligence['typography'] {
  const h = findHeadline(vf);
  const s = findSubheadline(vf, h);
  return [h, s]
    .filter((t): t is NonNullable<typeof t> => t !== null)
    .map((t) => ({
      size: `${Math.round(t.fontSize)}px`,
      text: t.text,
      className: `${primaryFontFamily(t.fontFamily) || 'sans-serif'} ${t.fontWeight}`,
    }));
}

function sentence(label: string, text: string): string {
  return `${label} "${text.replace(/\s+/g, ' ').trim()}".`;
}

/** Insights quote the page's own words; where the page is silent, they say so. */
function insights(facts: PageFacts): BrandIntelligence['insights'] {
  const w = pageWords(facts);
  const overview = [
    w.headline ? sentence('The headline says', w.headline) : null,
    w.subheadline ? sentence('The sub-headline adds', w.subheadline) : null,
    w.description && w.description !== w.subheadline
      ? sentence('The meta description reads', w.description)
      : null,
  ].filter((s): s is string => s !== null);
  if (overview.length === 0 && facts.meta.title) {
    overview.push(sentence('The page title reads', facts.meta.title));
  }
  return [
    {
      title: 'Product Overview',
      icon: 'book',
      content:
        overview.join(' ') ||
        'The page does not state what it offers in a headline or description.',
    },
    {
      title: 'Key Benefits',
      icon: 'check-circle',
      content:
        w.featureHeadings.length > 0
          ? `The page's section headings list: ${w.featureHeadings.map((h) => `"${h}"`).join('; ')}.`
          : 'The page does not list distinct benefits in its section headings.',
    },
    {
      title: 'Primary Users',
      icon: 'user',
      content:
        w.audiences.length > 0
          ? `The page says it is for ${w.audiences.map((a) => `"${a}"`).join(', ')}.`
          : 'The page does not say who it is for.',
    },
  ];
}

export function buildBrandIntelligence(facts: PageFacts): BrandIntelligence {
  return {
    colorScheme: colorScheme(pageBehindOverlays(facts.desktop)),
    typography: typography(pageBehindOverlays(facts.desktop)),
    insights: insights(facts),
    goals: [],
  };
}
