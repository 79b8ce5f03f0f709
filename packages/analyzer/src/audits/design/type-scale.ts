import type { TextElement } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { isTypographicText } from '../shared/design-typography.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings } from '../shared/finding-cap.js';
import { linearScore, round } from '../shared/score-curves.js';

/**
 * Tailwind CSS's default type scale has 13 sizes (12 to 128 px) and Material Design 3's 11 for a
 * whole product. Sizes are counted on one screen, where a visitor compares them: a long page's
 * sections each set a few sizes of their own that no one sees side by side (NN/g, "Visual
 * Hierarchy in UX": hierarchy is the relative prominence of what is seen together), and on the
 * rated pages the page-wide count rose with how finished a page was, not against it. Up to 13
 * sizes on a screen costs nothing, 18 or more costs the count's share in full.
 */
const GOOD_SIZES = 13;
const POOR_SIZES = 18;
/**
 * Sizes closer than any step of a designed scale look like a mistake: Apple's iOS type scale
 * sets 15, 16 and 17 px side by side (about 6% apart), so small sizes a pixel apart are
 * deliberate, but 46 next to 48 px (4%) is one heading style set twice.
 */
const NEAR_DUPLICATE_RATIO = 1.05;
/**
 * Sizes are compared in whole pixels, so two a pixel apart may be one size rounded two ways
 * (21.4 and 21.6 px) or two deliberate small steps: only a gap of two pixels or more within the
 * ratio (46 next to 48 px) is a style set twice.
 */
const MIN_DUPLICATE_GAP_PX = 2;
/** What each near-duplicate size costs, and at most all of them together. */
const NEAR_DUPLICATE_COST = 0.1;
const MAX_NEAR_DUPLICATE_COST = 0.3;
const MAX_FINDINGS = 4;

interface SizeUse {
  size: number;
  count: number;
  chars: number;
  first: TextElement;
}

/**
 * The screen-high stretch of the page that shows the most font sizes at once (the first screen,
 * or one starting where a text starts), and where it begins; the first of equals.
 */
function busiestScreen(texts: TextElement[], height: number): { top: number; sizes: Set<number> } {
  // The first screen first: of equal screens, the one a visitor sees on arrival is named.
  const tops = [...new Set([0, ...texts.map((t) => Math.max(0, Math.round(t.rect.y)))])].sort(
    (a, b) => a - b,
  );
  // One pass down the page: a window a screen high, with a count of each size inside it.
  const byTop = [...texts].sort((a, b) => a.rect.y - b.rect.y);
  const inWindow = new Map<number, number>();
  const step = (t: TextElement, by: number) => {
    const size = Math.round(t.fontSize);
    const n = (inWindow.get(size) ?? 0) + by;
    if (n === 0) inWindow.delete(size);
    else inWindow.set(size, n);
  };
  let best = { top: 0, sizes: new Set<number>() };
  let first = 0;
  let next = 0;
  for (const top of tops) {
    while (next < byTop.length && byTop[next]!.rect.y < top + height) step(byTop[next++]!, 1);
    while (first < next && byTop[first]!.rect.y < top) step(byTop[first++]!, -1);
    if (inWindow.size > best.sizes.size) best = { top, sizes: new Set(inWindow.keys()) };
  }
  return best;
}

export const typeScale = defineAudit({
  meta: {
    id: 'type-scale',
    category: 'Design',
    title: 'Consistent type scale',
    description:
      'Modular type scales (Material Design type system, Tailwind CSS, Apple HIG): a set of clearly different sizes makes hierarchy readable; sizes too close to tell apart blur which text matters more and suggest styles applied one by one.',
    source: {
      name: 'Material Design: The type system',
      url: 'https://m2.material.io/design/typography/the-type-system.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const bySize = new Map<number, SizeUse>();
    for (const t of facts.desktop.texts) {
      if (!isTypographicText(t)) continue;
      const size = Math.round(t.fontSize);
      const u = bySize.get(size);
      if (u) {
        u.count += 1;
        u.chars += t.text.length;
      } else bySize.set(size, { size, count: 1, chars: t.text.length, first: t });
    }
    if (bySize.size === 0) {
      return { score: null, findings: [], notApplicableReason: 'No visible text on desktop.' };
    }
    const sizes = [...bySize.values()].sort((a, b) => a.size - b.size);
    const screen = busiestScreen(
      facts.desktop.texts.filter(isTypographicText),
      facts.desktop.viewport.height,
    );
    const count = screen.sizes.size;
    const nearDuplicates = sizes.filter((s) =>
      sizes.some(
        (o) =>
          o !== s &&
          Math.abs(o.size - s.size) >= MIN_DUPLICATE_GAP_PX &&
          Math.max(o.size, s.size) / Math.min(o.size, s.size) < NEAR_DUPLICATE_RATIO &&
          (o.chars > s.chars || (o.chars === s.chars && o.size < s.size)),
      ),
    );
    // A logo wordmark in the header is a brand mark, not a step of the scale: point elsewhere.
    const inContent = (s: SizeUse) => s.first.region !== 'header' && s.first.region !== 'nav';
    const rarest = [...sizes]
      .filter((s) => screen.sizes.has(s.size))
      .sort(
        (a, b) =>
          Number(inContent(b)) - Number(inContent(a)) || a.chars - b.chars || a.size - b.size,
      )[0]!;
    const tooMany = count > GOOD_SIZES;
    const score = round(
      Math.max(
        0,
        linearScore(count, GOOD_SIZES, POOR_SIZES) -
          Math.min(MAX_NEAR_DUPLICATE_COST, NEAR_DUPLICATE_COST * nearDuplicates.length),
      ),
      3,
    );
    const details = {
      distinctSizes: sizes.length,
      sizesOnBusiestScreen: count,
      busiestScreenTop: screen.top,
      sizes: sizes.map((s) => ({ px: s.size, elements: s.count, characters: s.chars })),
      nearDuplicates: nearDuplicates.map((s) => s.size),
      good: GOOD_SIZES,
      poor: POOR_SIZES,
    };
    const findings: Finding[] = [];
    if (tooMany) {
      findings.push({
        component: 'Typography',
        problem: `${screen.top === 0 ? 'The first screen' : `One screen of the page (from ${screen.top}px down)`} sets text in ${count} font sizes (${[...screen.sizes].sort((a, b) => a - b).join(', ')} px); a landing page's type scale needs about ${GOOD_SIZES}. The rarest, ${rarest.size}px, sets only ${quote(rarest.first.text, 40)}.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: rarest.first.rect, elementId: rarest.first.id },
      });
    }
    // The rarest size, when it is already the finding above, is not listed again.
    for (const s of nearDuplicates) {
      if (tooMany && s === rarest) continue;
      findings.push({
        component: 'Typography',
        problem: `${quote(s.first.text, 40)} is set at ${s.size}px, within ${Math.round((NEAR_DUPLICATE_RATIO - 1) * 100)}% of a more common size; merge the two steps.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: s.first.rect, elementId: s.first.id },
        severity: 0.5,
      });
    }
    return {
      score,
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details,
    };
  },
});
