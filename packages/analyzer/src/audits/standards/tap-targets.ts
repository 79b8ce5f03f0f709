import type { Interactive, Rect } from '@heroscope/schema';
import { controlLabel, controlLabels } from '../shared/standards-controls.js';
import { targetOn } from '../shared/standards-findings.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';
import { contains } from '../shared/rect.js';
import { groupBy } from '../shared/group-by.js';

const MIN_SIDE = 24;

/** Distance from a point to the nearest edge of a rect (0 inside it). */
function distanceTo(r: Rect, x: number, y: number): number {
  const dx = Math.max(r.x - x, 0, x - (r.x + r.width));
  const dy = Math.max(r.y - y, 0, y - (r.y + r.height));
  return Math.hypot(dx, dy);
}

/**
 * Targets under 24×24 on screen that WCAG 2.5.8's spacing exception does not save: a 24px
 * circle on the target's centre reaches another target, or the circle of another undersized one.
 * Both are measured in screen px. The collector measures CSS px, which equal screen px only at
 * zoom 1; a page the phone shrinks (no width=device-width, or content wider than its layout)
 * shrinks its targets with it. `smallInCss` holds the targets the collector measured under 24px.
 */
export function crowdedSmallTargets(
  targets: Interactive[],
  zoom: number,
  smallInCss: ReadonlySet<string>,
): Interactive[] {
  const reach = MIN_SIDE / 2 / zoom;
  const centre = (t: Interactive) => ({
    x: t.rect.x + t.rect.width / 2,
    y: t.rect.y + t.rect.height / 2,
  });
  const undersized = new Set(
    targets
      .filter(
        (t) =>
          smallInCss.has(t.id) || t.rect.width * zoom < MIN_SIDE || t.rect.height * zoom < MIN_SIDE,
      )
      .map((t) => t.id),
  );
  return targets.filter((t) => {
    if (!undersized.has(t.id)) return false;
    const c = centre(t);
    return targets.some((o) => {
      if (o.id === t.id || contains(o.rect, t.rect, 0) || contains(t.rect, o.rect, 0)) return false;
      if (distanceTo(o.rect, c.x, c.y) < reach) return true;
      const oc = centre(o);
      return undersized.has(o.id) && Math.hypot(oc.x - c.x, oc.y - c.y) < 2 * reach;
    });
  });
}

export const tapTargets = defineAudit({
  meta: {
    id: 'tap-targets',
    category: 'Standards',
    title: 'Tap targets are big enough',
    description:
      'WCAG 2.2 SC 2.5.8 (Target Size, Minimum) asks for targets of at least 24×24 CSS px, or enough spacing around them, so a thumb hits the intended link and not its neighbour.',
    source: {
      name: 'WCAG 2.2 SC 2.5.8 Target Size (Minimum)',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html',
    },
    requiredFacts: ['mobile', 'mobileLayout'],
  },
  run(facts) {
    const visible = facts.mobile.interactives.filter(
      (i) => i.visible && i.rect.width > 0 && i.rect.height > 0,
    );
    if (visible.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The mobile page shows no links or buttons.',
      };
    }
    // The zoom Chromium's phone emulation first showed the page at.
    const zoom = facts.mobileLayout.scale;
    const measured = new Map(facts.mobileLayout.smallTapTargets.map((s) => [s.interactiveId, s]));
    // A small target with room around it passes (SC 2.5.8's spacing exception): a row of short
    // nav links set wide apart is as easy to hit as big ones.
    const small = crowdedSmallTargets(visible, zoom, new Set(measured.keys()));

    // Targets big enough in CSS px and small only because the phone zooms the page out have one
    // cause and one fix, the page's mobile layout (viewport-meta names it): one finding, as
    // Lighthouse gives one reason ("no viewport meta tag optimized for mobile screens") rather
    // than a line per target. Targets too small even in CSS px are still named by group.
    const smallInCss = (i: Interactive) =>
      measured.has(i.id) || i.rect.width < MIN_SIDE || i.rect.height < MIN_SIDE;
    const zoomedOnly = small.filter((i) => !smallInCss(i));
    const tooSmall = small.filter(smallInCss);
    // A row of identical nav links is one fix: group by kind, size and reason.
    const groups = groupBy(zoom < 1 ? tooSmall : small, (el) => {
      const undersized = el.rect.width < MIN_SIDE || el.rect.height < MIN_SIDE || zoom < 1;
      return [el.kind, undersized, Math.round(el.rect.height)].join('|');
    });
    const findings: Finding[] = groups
      .map((group, order) => ({ group, order, area: group[0]!.rect.width * group[0]!.rect.height }))
      .sort((a, b) => a.area - b.area || a.order - b.order)
      .map(({ group }) => {
        const el = group[0]!;
        const one = group.length === 1;
        const noun = one ? `The ${el.kind}` : `The ${el.kind}s`;
        const names = one ? controlLabel(el) : controlLabels(group);
        const subject = `${noun} ${names}`;
        const h = Math.round(el.rect.height);
        const size = one ? `${Math.round(el.rect.width)}×${h}` : `${h} px tall`;
        let problem: string;
        if (zoom < 1) {
          const screen = one
            ? `${Math.round(el.rect.width * zoom)}×${Math.round(el.rect.height * zoom)}px`
            : `${Math.round(el.rect.height * zoom)}px tall`;
          problem = `${subject} ${one ? 'is' : 'are'} ${one ? `${size} CSS px` : `${h} CSS px tall`}, and phones show this page zoomed out to about ${Math.round(zoom * 100)}% (it is laid out wider than the screen), so ${one ? 'it is' : 'they are'} about ${screen} on screen, under the ${MIN_SIDE}×${MIN_SIDE}px minimum.`;
        } else if (el.rect.width < MIN_SIDE || el.rect.height < MIN_SIDE) {
          problem = `${subject} ${one ? 'is' : 'are'} ${one ? `${size}px` : size} on mobile, under the ${MIN_SIDE}×${MIN_SIDE}px minimum, and too close to ${one ? 'its' : 'their'} neighbours.`;
        } else {
          problem = `${subject} ${one ? 'sits' : 'sit'} closer than ${MIN_SIDE}px to another target on mobile, so taps land on the wrong one.`;
        }
        // WCAG exempts links inside a sentence; a plain text link outside a menu may be one.
        const maybeInline = group.every(
          (g) => g.kind === 'link' && !g.buttonLike && g.region !== 'nav' && g.region !== 'header',
        );
        return {
          component: `${el.kind === 'link' ? 'Link' : 'Button'} ${controlLabel(el)}`,
          problem,
          action: 'Responsiveness' as const,
          usercategory: 'Incomplete' as const,
          target: targetOn('mobile', el.rect, el.id),
          ...(maybeInline ? { lowConfidence: true } : {}),
          severity: group.length,
        };
      });
    if (zoom < 1 && zoomedOnly.length > 0) {
      const el = zoomedOnly[0]!;
      const one = zoomedOnly.length === 1;
      const names = controlLabels(zoomedOnly);
      // The cause comes first: it is the fix that reaches most targets.
      findings.unshift({
        component: 'Targets on a zoomed-out page',
        problem: `${one ? 'The target' : `${zoomedOnly.length} targets,`} ${names}${one ? ' is' : ', are'} big enough in CSS px, but phones show this page zoomed out to about ${Math.round(zoom * 100)}% (it is laid out wider than the screen), so on screen ${one ? 'it is' : 'they are'} under the ${MIN_SIDE}×${MIN_SIDE}px minimum and too close together: a layout that fits the phone's width fixes ${one ? 'it' : 'them all'}.`,
        action: 'Responsiveness',
        usercategory: 'Incomplete',
        target: targetOn('mobile', el.rect, el.id),
        chargedElsewhere: true,
        instances: zoomedOnly.length,
      });
    }
    // As in legible-font-size: targets small only because of the zoom are named, but the layout's
    // flaw (viewport-meta or mobile-overflow charges it); the score counts targets too small in
    // CSS px.
    const capped = capFindings(findings);
    return {
      score: round((visible.length - tooSmall.length) / visible.length, 4),
      findings: capped.findings,
      details: {
        targets: visible.length,
        small: small.length,
        measuredSmall: measured.size,
        phoneZoom: round(zoom, 3),
        minimumPx: MIN_SIDE,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
