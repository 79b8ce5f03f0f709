import type { AxeViolation } from '@heroscope/schema';
import { axeSnippet } from '../shared/standards-axe.js';
import { targetOn } from '../shared/standards-findings.js';
import { plural } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreSentence, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';

/** axe rules other standards audits already judge; counting them here would charge twice. */
export const COVERED_ELSEWHERE = new Set([
  'color-contrast',
  'image-alt',
  'button-name',
  'link-name',
  'label',
  'html-has-lang',
  'html-lang-valid',
  'page-has-heading-one',
  'heading-order',
  'meta-viewport',
  'document-title',
  'target-size',
]);

const PENALTY = { critical: 0.3, serious: 0.15 } as const;

/** "wcag412" → "WCAG 4.1.2". */
function wcagCriteria(tags: string[]): string[] {
  return tags
    .map((t) => /^wcag(\d)(\d)(\d+)$/.exec(t))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `WCAG ${m[1]}.${m[2]}.${m[3]}`);
}

function isCounted(v: AxeViolation): v is AxeViolation & { impact: 'critical' | 'serious' } {
  return (v.impact === 'critical' || v.impact === 'serious') && !COVERED_ELSEWHERE.has(v.id);
}

export const ariaViolations = defineAudit({
  meta: {
    id: 'aria-violations',
    category: 'Standards',
    title: 'No serious accessibility violations',
    description:
      'axe-core, the accessibility engine behind Lighthouse, tests the page against WCAG (e.g. SC 4.1.2 Name, Role, Value); serious and critical violations block people who use screen readers or keyboards.',
    source: { name: 'axe-core rules (Deque)', url: 'https://dequeuniversity.com/rules/axe/' },
    requiredFacts: ['axe'],
  },
  run(facts) {
    if (!facts.axe) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'axe-core could not run on this page.',
      };
    }
    const counted = facts.axe.violations
      .filter(isCounted)
      .map((v, order) => ({ v, order }))
      .sort(
        (a, b) =>
          PENALTY[b.v.impact] - PENALTY[a.v.impact] ||
          b.v.nodes.length - a.v.nodes.length ||
          a.order - b.order,
      )
      .map(({ v }) => v);
    const penalty = counted.reduce((s, v) => s + PENALTY[v.impact], 0);
    const findings: Finding[] = counted.map((v) => {
      const node = v.nodes.find((n) => n.rect !== null) ?? v.nodes[0];
      const criteria = wcagCriteria(v.tags);
      const example = node ? `, e.g. ${axeSnippet(node)}` : '';
      return {
        component: `Accessibility: ${v.id}`,
        problem: `${v.help} (${v.impact}): ${plural(v.nodes.length, 'element')}${example}.`,
        action: 'Revise',
        usercategory: 'Incomplete',
        reason: `${v.description} axe-core rule ${v.id}${criteria.length ? `, ${criteria.join(', ')}` : ''}: ${v.helpUrl}`,
        ...(node?.rect ? { target: targetOn('desktop', node.rect) } : {}),
        severity: PENALTY[v.impact],
      };
    });
    const capped = capFindings(findings, MAX_FINDINGS, andMoreSentence('more rules'));
    return {
      score: round(Math.max(0, 1 - penalty), 4),
      findings: capped.findings,
      details: {
        counted: counted.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
        coveredElsewhere: facts.axe.violations
          .filter((v) => COVERED_ELSEWHERE.has(v.id))
          .map((v) => v.id),
        minorOrModerate: facts.axe.violations
          .filter((v) => !COVERED_ELSEWHERE.has(v.id) && !isCounted(v))
          .map((v) => v.id),
        findingsOmitted: capped.omitted,
      },
    };
  },
});
