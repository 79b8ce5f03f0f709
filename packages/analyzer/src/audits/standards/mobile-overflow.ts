import type { Rect, ViewportFacts } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { targetOn } from '../shared/standards-findings.js';
import { shortUrl } from '../shared/standards-format.js';
import { countScore, round } from '../shared/score-curves.js';
import { defineAudit, type Finding } from '../types.js';

/**
 * The overflow, as a share of the page's layout width, at which the score reaches 0. A few
 * pixels let the page wobble under the thumb; a quarter of the screen hides a quarter of every
 * line or shrinks the page by a fifth: what Reflow guards against grows with what is cut off.
 */
const ZERO_AT_SHARE = 0.25;

interface Candidate {
  id: string;
  rect: Rect;
  label: string;
}

/** Visible mobile elements whose box runs past the right edge of the page's layout width. */
export function overflowingElements(vf: ViewportFacts, layoutWidth: number): Candidate[] {
  const limit = layoutWidth + 1;
  const all: Candidate[] = [
    ...vf.images
      .filter((i) => i.visible)
      .map((i) => ({
        id: i.id,
        rect: i.rect,
        label: i.src ? `Image '${shortUrl(i.src)}'` : 'Image',
      })),
    ...vf.texts.map((t) => ({ id: t.id, rect: t.rect, label: `Text ${quote(t.text, 40)}` })),
    ...vf.interactives
      .filter((i) => i.visible)
      .map((i) => ({
        id: i.id,
        rect: i.rect,
        label: `${i.kind === 'link' ? 'Link' : 'Button'} ${quote(i.text || i.accessibleName, 40)}`,
      })),
    ...vf.forms.map((f) => ({ id: f.id, rect: f.rect, label: 'Form' })),
    ...vf.navigation.map((n) => ({ id: n.id, rect: n.rect, label: 'Navigation' })),
  ];
  return all
    .filter((c) => c.rect.width > 0 && c.rect.x + c.rect.width > limit)
    .sort(
      (a, b) =>
        b.rect.x + b.rect.width - (a.rect.x + a.rect.width) ||
        b.rect.width - a.rect.width ||
        a.rect.y - b.rect.y,
    );
}

export const mobileOverflow = defineAudit({
  meta: {
    id: 'mobile-overflow',
    category: 'Standards',
    title: 'No sideways scrolling on phones',
    description:
      'WCAG 2.2 SC 1.4.10 (Reflow) asks that content fits a 320 CSS px wide screen without scrolling in two directions; a page wider than the phone wobbles sideways and hides part of every line.',
    source: {
      name: 'WCAG 2.2 SC 1.4.10 Reflow',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/reflow.html',
    },
    requiredFacts: ['mobile', 'mobileLayout'],
  },
  run(facts) {
    const { horizontalOverflow, overflowPx, layoutWidth, scale } = facts.mobileLayout;
    const width = facts.mobile.viewport.width;
    if (!horizontalOverflow) {
      return {
        score: 1,
        findings: [],
        details: { overflowPx: 0, viewportWidth: width, layoutWidth, scale },
      };
    }
    const culprits = overflowingElements(facts.mobile, layoutWidth);
    const widest = culprits[0];
    const px = Math.round(overflowPx);
    // What the phone does about it: with zoom fixed at 1 it scrolls sideways; otherwise (no
    // initial-scale) it shrinks the whole page to fit, text and buttons included.
    const wider =
      layoutWidth === width
        ? `the page is ${px}px wider than the screen`
        : `the content is ${px}px wider than the page's ${Math.round(layoutWidth)}px layout`;
    const effect =
      scale < 1
        ? `so the phone shrinks the whole page to about ${Math.round(scale * 100)}% to fit it, text and buttons with it`
        : 'so it scrolls sideways';
    const finding: Finding = widest
      ? {
          component: widest.label,
          problem: `On a ${width}px phone ${wider}, ${effect}; ${widest.label} reaches ${Math.round(widest.rect.x + widest.rect.width)}px.`,
          action: 'Responsiveness',
          usercategory: 'Incomplete',
          target: targetOn('mobile', widest.rect, widest.id),
        }
      : {
          component: 'Mobile layout',
          problem: `On a ${width}px phone ${wider}, ${effect}.`,
          action: 'Responsiveness',
          usercategory: 'Incomplete',
        };
    return {
      score: round(countScore(overflowPx, layoutWidth * ZERO_AT_SHARE), 3),
      findings: [finding],
      details: {
        overflowPx: px,
        viewportWidth: width,
        layoutWidth,
        scale,
        documentWidth: facts.mobile.documentWidth,
        overflowingElements: culprits.slice(0, 5).map((c) => ({ label: c.label, rect: c.rect })),
      },
    };
  },
});
