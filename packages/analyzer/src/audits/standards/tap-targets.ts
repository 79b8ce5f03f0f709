import { quote } from '../shared/hero.js';
import { capFindings, targetOn } from '../shared/standards-findings.js';
import { round } from '../shared/standards-score.js';
import { defineAudit, type Finding } from '../types.js';

const MIN_SIDE = 24;

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
    const visible = facts.mobile.interactives.filter((i) => i.visible);
    if (visible.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The mobile page shows no links or buttons.',
      };
    }
    const byId = new Map(visible.map((i) => [i.id, i]));
    const small = facts.mobileLayout.smallTapTargets
      .map((s) => ({ s, el: byId.get(s.interactiveId) }))
      .filter(
        (x): x is { s: (typeof x)['s']; el: NonNullable<(typeof x)['el']> } => x.el !== undefined,
      );
    const findings: Finding[] = small
      .sort((a, b) => a.s.width * a.s.height - b.s.width * b.s.height || a.el.rect.y - b.el.rect.y)
      .map(({ s, el }) => {
        const name = quote(el.text || el.accessibleName || el.kind, 40);
        const tooSmall = s.width < MIN_SIDE || s.height < MIN_SIDE;
        // WCAG exempts links inside a sentence; a plain text link may be one of those.
        const maybeInline = el.kind === 'link' && !el.buttonLike;
        return {
          component: `${el.kind === 'link' ? 'Link' : 'Button'} ${name}`,
          problem: tooSmall
            ? `The ${el.kind} ${name} is ${Math.round(s.width)}×${Math.round(s.height)}px on mobile, under the ${MIN_SIDE}×${MIN_SIDE}px minimum.`
            : `The ${el.kind} ${name} sits closer than ${MIN_SIDE}px to another target on mobile, so taps land on the wrong one.`,
          action: 'Responsiveness',
          usercategory: 'Incomplete',
          target: targetOn('mobile', el.rect, el.id),
          ...(maybeInline ? { lowConfidence: true } : {}),
        };
      });
    const capped = capFindings(findings);
    return {
      score: round((visible.length - small.length) / visible.length, 4),
      findings: capped.findings,
      details: {
        targets: visible.length,
        small: small.length,
        minimumPx: MIN_SIDE,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
