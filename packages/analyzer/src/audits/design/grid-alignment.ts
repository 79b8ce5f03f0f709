import type { ImageFact, Interactive, Rect } from '@heroscope/schema';
import {
  findCtas,
  findHeadline,
  findPrimaryCta,
  findSubheadline,
  heroTexts,
  quote,
} from '../shared/hero.js';
import { clusterValues } from '../shared/design-geometry.js';
import { colorDistance } from '../shared/color.js';
import { SAME_COLOR_DISTANCE } from '../shared/design-palette.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { contains, gaps, unionRect } from '../shared/rect.js';
import { round } from '../shared/score-curves.js';

/** Edges this close count as one axis (sub-pixel rounding, optical adjustments). */
const TOLERANCE_PX = 4;
/** Offsets up to this look like a near miss; beyond it the element may sit in its own column. */
const NEAR_MISS_PX = 40;
const MIN_ELEMENTS = 3;
/** How far above and below the headline block hero texts may sit (badges, trust lines). */
const HERO_MARGIN_PX = 120;

/**
 * Text on a pill or chip of its own colour: its box is the text, inside the chip's padding, so
 * the visible edge lies up to a padding further out.
 */
const CHIP_TOLERANCE_PX = 16;

interface Placed {
  id: string;
  label: string;
  rect: Rect;
  left: number;
  centre: number;
  top: number;
  middle: number;
  tolerance: number;
}

type AxisKey = 'left' | 'centre' | 'top' | 'middle';

function place(id: string, label: string, rect: Rect, tolerance = TOLERANCE_PX): Placed {
  return {
    id,
    label,
    rect,
    left: rect.x,
    centre: rect.x + rect.width / 2,
    top: rect.y,
    middle: rect.y + rect.height / 2,
    tolerance,
  };
}

/**
 * An icon right beside a text forms one unit with it (Gestalt proximity; NN/g's icon guidance
 * pairs icons with their labels): a centred "★ Trusted by …" is centred as a pair, so the words
 * alone sit half an icon off the axis. Icons are small (up to 2.5 × the font size, at least
 * 48 px allowed), on the text's line and within 1.5 × the font size of it.
 */
function withIcons(rect: Rect, fontSize: number, images: readonly ImageFact[]): Rect {
  const maxIcon = Math.max(48, fontSize * 2.5);
  const maxGap = fontSize * 1.5;
  let box = rect;
  for (const img of images) {
    const r = img.rect;
    if (!img.visible || r.width > maxIcon || r.height > maxIcon || r.width <= 0) continue;
    const middle = r.y + r.height / 2;
    if (middle < box.y - 2 || middle > box.y + box.height + 2) continue;
    const g = gaps(box, r);
    if (g.x < 0 || g.x > maxGap) continue;
    box = unionRect([box, r]);
  }
  return box;
}

/** A mark drawn in front of the words (an eyebrow's rule, a bullet) begins the unit's edge. */
function withMark(rect: Rect, markLeft: number | undefined): Rect {
  if (markLeft === undefined || markLeft >= rect.x) return rect;
  return { ...rect, x: markLeft, width: rect.width + (rect.x - markLeft) };
}

/** Gap under which buttons side by side form one group ("Start free" + "Book a demo"). */
const BUTTON_ROW_GAP_PX = 48;

/** The primary CTA and the buttons beside it in the same row, which align as one block. */
function buttonRow(ctas: readonly Interactive[], primary: Interactive): Rect[] {
  const row = [primary.rect];
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of ctas) {
      if (row.includes(c.rect)) continue;
      const beside = row.some((r) => {
        const g = gaps(r, c.rect);
        return g.y < 0 && g.x >= 0 && g.x <= BUTTON_ROW_GAP_PX;
      });
      if (beside) {
        row.push(c.rect);
        grew = true;
      }
    }
  }
  return row;
}

function sharesAxis(e: Placed, others: readonly Placed[], key: AxisKey): boolean {
  return others.some(
    (o) => o.id !== e.id && Math.abs(o[key] - e[key]) <= Math.max(e.tolerance, o.tolerance),
  );
}

export const gridAlignment = defineAudit({
  meta: {
    id: 'grid-alignment',
    category: 'Design',
    title: 'Hero elements aligned to a grid',
    description:
      'Grid systems and the Gestalt principle of continuity: elements that share an edge or an axis read as one orderly group, and the eye moves along that line from headline to call to action; an element a few pixels off looks like a mistake.',
    source: {
      name: 'Nielsen Norman Group: Using Grids in Interface Designs',
      url: 'https://www.nngroup.com/articles/using-grids-in-interface-designs/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const headline = findHeadline(vf);
    const sub = findSubheadline(vf, headline);
    const cta = findPrimaryCta(vf);
    const elements: Placed[] = [];
    const seen = new Set<string>();
    const add = (p: Placed) => {
      // The hero finders skip pop-ups, whose content is laid out on its own, not on the hero's grid.
      if (!seen.has(p.id)) {
        seen.add(p.id);
        elements.push(p);
      }
    };
    if (headline)
      add(place(headline.id, `The headline ${quote(headline.text, 40)}`, headline.rect));
    if (sub) add(place(sub.id, `The sub-headline ${quote(sub.text, 40)}`, sub.rect));
    // A call to action in the navigation bar ("Sign up" at its right end) is laid out on the
    // bar's grid, as the header's texts are, not on the hero's.
    if (cta && cta.region !== 'nav') {
      // A button beside an email field aligns as part of its form, not on its own.
      const form = vf.forms.find((f) => f.aboveFold && contains(f.rect, cta.rect, 2));
      const row = buttonRow(findCtas(vf), cta);
      add(
        form
          ? place(form.id, `The form around ${quote(cta.text, 30)}`, form.rect)
          : row.length > 1
            ? place(cta.id, `The button row around ${quote(cta.text, 30)}`, unionRect(row))
            : place(cta.id, `The primary CTA ${quote(cta.text, 30)}`, cta.rect),
      );
    }
    // The hero is the band around the headline block; sections further down have grids of their own.
    const core = elements.map((e) => e.rect);
    const top = core.length > 0 ? Math.min(...core.map((r) => r.y)) - HERO_MARGIN_PX : 0;
    const bottom =
      core.length > 0 ? Math.max(...core.map((r) => r.y + r.height)) + HERO_MARGIN_PX : Infinity;
    const ground = headline?.backgroundColor ?? vf.pageBackground;
    for (const t of heroTexts(vf)) {
      if (t.region !== 'header' && t.rect.y >= top && t.rect.y <= bottom) {
        const chip = colorDistance(t.backgroundColor, ground) > SAME_COLOR_DISTANCE;
        add(
          place(
            t.id,
            `The text ${quote(t.text, 40)}`,
            withIcons(withMark(t.rect, t.markLeft), t.fontSize, vf.images),
            chip ? CHIP_TOLERANCE_PX : TOLERANCE_PX,
          ),
        );
      }
    }
    if (elements.length < MIN_ELEMENTS) {
      return {
        score: null,
        findings: [],
        notApplicableReason: `Only ${elements.length} hero elements above the fold: too few to judge alignment.`,
      };
    }

    const centred = headline?.textAlign === 'center';
    const primary: 'left' | 'centre' = centred ? 'centre' : 'left';
    const secondary: 'left' | 'centre' = centred ? 'left' : 'centre';
    // Columns share a vertical axis; rows (a logo strip, stats side by side) a horizontal one.
    const aligned = elements.filter(
      (e) =>
        sharesAxis(e, elements, primary) ||
        sharesAxis(e, elements, secondary) ||
        sharesAxis(e, elements, 'top') ||
        sharesAxis(e, elements, 'middle'),
    );
    const outliers = elements.filter((e) => !aligned.includes(e));
    const axes = clusterValues(
      elements.map((e) => e[primary]),
      TOLERANCE_PX,
    ).filter((c) => c.length >= 2);
    // The hero's main axis: the most shared one, measured from the headline when tied.
    const mainAxis = [...axes].sort((a, b) => b.length - a.length || a[0]! - b[0]!)[0];
    const axisValue = mainAxis
      ? mainAxis.reduce((n, v) => n + v, 0) / mainAxis.length
      : headline
        ? elements[0]![primary]
        : null;

    const findings: Finding[] = outliers
      .map((e) => {
        const offset = axisValue === null ? null : e[primary] - axisValue;
        // Measured against itself (no shared axis at all), an offset means nothing.
        return { e, offset: offset !== null && Math.round(offset) !== 0 ? offset : null };
      })
      .sort((a, b) => Math.abs(a.offset ?? 0) - Math.abs(b.offset ?? 0))
      .map(({ e, offset }) => {
        const near = offset !== null && Math.abs(offset) <= NEAR_MISS_PX;
        const edge = primary === 'left' ? 'left edge' : 'centre';
        return {
          component: e.label.replace(/^The /, '').replace(/^./, (c) => c.toUpperCase()),
          problem:
            offset === null
              ? `${e.label} shares no ${edge} with any other hero element.`
              : `${e.label} sits ${Math.abs(Math.round(offset))}px ${offset < 0 ? 'left' : 'right'} of the hero's ${edge} at x=${Math.round(axisValue!)}; it lines up with no other hero element.`,
          action: 'Improve layout',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: e.rect, elementId: e.id },
          ...(near ? {} : { lowConfidence: true }),
        } satisfies Finding;
      });
    return {
      score: round(aligned.length / elements.length, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        mode: centred ? 'centred' : 'left-aligned',
        elements: elements.length,
        aligned: aligned.length,
        axes: axes.map((c) => ({ x: round(c[0]!, 1), elements: c.length })),
        tolerancePx: TOLERANCE_PX,
        outliers: outliers.map((e) => e.id),
      },
    };
  },
});
