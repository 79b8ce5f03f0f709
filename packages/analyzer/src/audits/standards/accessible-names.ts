import type { Interactive, ViewportName } from '@heroscope/schema';
import { axeNodeMatches, axeNodes, axeSnippet } from '../shared/standards-axe.js';
import { targetOn } from '../shared/standards-findings.js';
import { controlName } from '../shared/standards-controls.js';
import { mobileOnly } from '../shared/standards-viewports.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';

export const accessibleNames = defineAudit({
  meta: {
    id: 'accessible-names',
    category: 'Standards',
    title: 'Links and buttons have a name',
    description:
      'WCAG 2.2 SC 4.1.2 (Name, Role, Value) and SC 2.4.4 (Link Purpose) ask every link and button for an accessible name; an icon-only control without one is announced as just "link" or "button".',
    source: {
      name: 'WCAG 2.2 SC 4.1.2 Name, Role, Value',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const visible = (list: Interactive[]) => list.filter((i) => i.visible);
    const desktop = visible(facts.desktop.interactives);
    const pool: { el: Interactive; viewport: ViewportName }[] = [
      ...desktop.map((el) => ({ el, viewport: 'desktop' as const })),
      ...mobileOnly(visible(facts.mobile.interactives), desktop, (i) => i.selector + i.href).map(
        (el) => ({ el, viewport: 'mobile' as const }),
      ),
    ];
    const axeHits = [...axeNodes(facts.axe, 'button-name'), ...axeNodes(facts.axe, 'link-name')];
    const matched = new Set<number>();

    const unnamed = pool.filter(({ el, viewport }) => {
      let flaggedByAxe = false;
      if (viewport === 'desktop') {
        axeHits.forEach((n, k) => {
          if (axeNodeMatches(n, el.selector, el.rect)) {
            flaggedByAxe = true;
            matched.add(k);
          }
        });
      }
      return el.accessibleName.trim().length === 0 || flaggedByAxe;
    });
    const axeOnly = axeHits.filter((_, k) => !matched.has(k));

    if (pool.length === 0 && axeOnly.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The page shows no links or buttons.',
      };
    }

    const findings: Finding[] = [
      ...unnamed.map(({ el, viewport }) => ({
        component: el.kind === 'link' ? 'Link' : 'Button',
        problem: `${controlName(el)}${viewport === 'mobile' ? ' shown on mobile' : ''} has no accessible name: screen readers announce it as just "${el.kind}".`,
        action: 'Add' as const,
        usercategory: 'Incomplete' as const,
        target: targetOn(viewport, el.rect, el.id),
      })),
      ...axeOnly.map((n) => ({
        component: 'Link or button',
        problem: `axe-core finds no accessible name on ${axeSnippet(n)}.`,
        action: 'Add' as const,
        usercategory: 'Incomplete' as const,
        ...(n.rect ? { target: targetOn('desktop', n.rect) } : {}),
      })),
    ];
    const total = pool.length + axeOnly.length;
    const failing = unnamed.length + axeOnly.length;
    const capped = capFindings(findings);
    return {
      score: round((total - failing) / total, 4),
      findings: capped.findings,
      details: {
        checked: pool.length,
        withoutName: unnamed.length,
        axeOnly: axeOnly.length,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
