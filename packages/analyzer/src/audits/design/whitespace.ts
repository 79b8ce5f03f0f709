import { READ_TEXT_MIN_PX } from '../shared/attention.js';
import type { Interactive, Rect } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { shortUrl } from '../shared/standards-format.js';
import { coverage } from '../shared/design-geometry.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { area, gaps, unionRect } from '../shared/rect.js';
import { bandScore, linearScore, round } from '../shared/score-curves.js';

/** Share of the first screen covered by content boxes: good between these two. */
const GOOD_MIN_DENSITY = 0.1;
const GOOD_MAX_DENSITY = 0.55;
const POOR_MAX_DENSITY = 0.85;
/** An almost empty first screen is a milder fault than a crammed one. */
const POOR_MIN_DENSITY = 0.02;
const EMPTY_FLOOR = 0.3;
/** Separate blocks closer than this look glued together (Gestalt proximity). */
const CROWDED_PX = 8;
/** Each crowded pair costs this share of the crowding part. */
const CROWDED_PAIR_COST = 0.2;
/** A box covering most of the screen is a backdrop, not content. */
const BACKDROP_SHARE = 0.6;
const DENSITY_PART = 0.7;

interface Box {
  id: string;
  label: string;
  rect: Rect;
  /**
   * Text style ("li 16"), or an image's picture, so items of one list and copies of one picture
   * (Gestalt similarity: alike things read as a group) are not judged as crowding each other.
   */
  style?: string;
  /** A plain menu link: its box includes padding, so neighbouring links look further apart. */
  menuItem?: boolean;
  /** Text too small to be read as the message (READ_TEXT_MIN_PX): a mockup's detail, fine print. */
  fine?: boolean;
}

/** A control as a visitor can tell it: its words, where it goes, or what it is ("a button"). */
function spacingLabel(i: Interactive): string {
  const words = (i.text || i.accessibleName).trim();
  if (words) return quote(words, 30);
  if (i.kind === 'link' && i.href) return `the link to ${shortUrl(i.href, 40)}`;
  return `an unlabelled ${i.kind}`;
}

export const whitespace = defineAudit({
  meta: {
    id: 'whitespace',
    category: 'Design',
    title: 'Balanced whitespace above the fold',
    description:
      "NN/g on whitespace and the Gestalt principle of proximity: space around elements groups what belongs together and lets the main message breathe. A crammed first screen, or blocks almost touching, read as clutter; an almost empty one wastes the visitor's first glance.",
    source: {
      name: 'Nielsen Norman Group: Proximity Principle in Visual Design',
      url: 'https://www.nngroup.com/articles/gestalt-proximity/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const frame: Rect = { x: 0, y: 0, width: vf.viewport.width, height: vf.viewport.height };
    const frameArea = area(frame);
    const boxes: Box[] = [];
    for (const t of vf.texts) {
      if (t.aboveFold && t.interactiveId === null && t.text.length > 0) {
        boxes.push({
          id: t.id,
          label: quote(t.text, 30),
          rect: t.rect,
          style: `${t.tag} ${Math.round(t.fontSize)}`,
          fine: t.fontSize < READ_TEXT_MIN_PX,
        });
      }
    }
    for (const i of vf.interactives) {
      if (i.visible && i.aboveFold)
        boxes.push({
          id: i.id,
          label: spacingLabel(i),
          rect: i.rect,
          menuItem: !i.buttonLike && (i.region === 'nav' || i.region === 'header'),
        });
    }
    for (const img of vf.images) {
      if (
        img.visible &&
        img.aboveFold &&
        img.kind !== 'background' &&
        img.inInteractiveId === null &&
        area(img.rect) < BACKDROP_SHARE * frameArea
      ) {
        boxes.push({
          id: img.id,
          label: `image ${quote(img.alt || img.src.split('/').pop() || img.id, 30)}`,
          rect: img.rect,
          // One picture repeated in a row (a rating's five stars, a row of dots) is one mark.
          ...(img.src ? { style: `image ${img.src}` } : {}),
        });
      }
    }
    for (const f of vf.forms) {
      if (f.aboveFold) boxes.push({ id: f.id, label: 'the form', rect: f.rect });
    }
    const visible = boxes.filter(
      (b) => b.rect.width > 0 && b.rect.height > 0 && b.rect.y < frame.height,
    );
    if (visible.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'Nothing is drawn above the fold on desktop.',
      };
    }

    const density = coverage(
      visible.map((b) => b.rect),
      frame,
    );
    const densityScore =
      density < GOOD_MIN_DENSITY
        ? EMPTY_FLOOR + (1 - EMPTY_FLOOR) * linearScore(density, GOOD_MIN_DENSITY, POOR_MIN_DENSITY)
        : bandScore(density, GOOD_MIN_DENSITY, GOOD_MAX_DENSITY, 0, POOR_MAX_DENSITY);

    const crowded: { a: Box; b: Box; gap: number }[] = [];
    for (let i = 0; i < visible.length; i++) {
      for (let j = i + 1; j < visible.length; j++) {
        const a = visible[i]!;
        const b = visible[j]!;
        // Same-style texts (list items, lines of one block) belong together: tight is right.
        if (a.style !== undefined && a.style === b.style) continue;
        if (a.menuItem && b.menuItem) continue;
        // The lines of a product's interface pictured in HTML sit as tight as in the product.
        if (a.fine && b.fine) continue;
        const g = gaps(a.rect, b.rect);
        // Stacked blocks (overlapping columns) closer than the threshold, or side by side in one row.
        const stacked = g.x < 0 && g.y >= 0 && g.y < CROWDED_PX;
        const besides = g.y < 0 && g.x > 0 && g.x < CROWDED_PX;
        if (stacked || besides) crowded.push({ a, b, gap: Math.floor(stacked ? g.y : g.x) });
      }
    }
    const crowdingScore = Math.max(0, 1 - CROWDED_PAIR_COST * crowded.length);
    const score = DENSITY_PART * densityScore + (1 - DENSITY_PART) * crowdingScore;

    const findings: Finding[] = [];
    const pct = Math.round(density * 100);
    if (densityScore < 1) {
      findings.push({
        component: 'First screen',
        problem:
          density > GOOD_MAX_DENSITY
            ? `Text and elements cover ${pct}% of the first screen; without room to breathe nothing stands out. Aim for well under ${Math.round(GOOD_MAX_DENSITY * 100)}%.`
            : `Only ${pct}% of the first screen holds any content; visitors see mostly empty space before the message.`,
        action: density > GOOD_MAX_DENSITY ? 'Simplify message' : 'Improve layout',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: frame },
        severity: DENSITY_PART * (1 - densityScore),
      });
    }
    const pairs = crowded.sort((x, y) => x.gap - y.gap || x.a.rect.y - y.a.rect.y);
    for (const p of pairs) {
      findings.push({
        component: 'Spacing',
        problem: `${p.a.label} and ${p.b.label} are only ${p.gap}px apart; at least ${CROWDED_PX}px (more between groups) lets each read as its own block.`,
        action: 'Improve layout',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: unionRect([p.a.rect, p.b.rect]) },
        severity: (1 - DENSITY_PART) * CROWDED_PAIR_COST,
      });
    }
    return {
      score: round(score, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        density: round(density, 3),
        goodDensity: [GOOD_MIN_DENSITY, GOOD_MAX_DENSITY],
        boxes: visible.length,
        crowdedPairs: crowded.length,
        crowdedThresholdPx: CROWDED_PX,
      },
    };
  },
});
