import type { FormField, ViewportName } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { axeNodeMatches, axeNodes } from '../shared/standards-axe.js';
import { targetOn } from '../shared/standards-findings.js';
import { mobileOnly } from '../shared/standards-viewports.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';

function fieldName(f: FormField): string {
  const kind = f.tag === 'input' ? f.type || 'text' : f.tag;
  return f.name ? `The ${kind} field '${f.name}'` : `A ${kind} field`;
}

/** What a field named only by its placeholder costs, against one with no name at all. */
const PLACEHOLDER_ONLY = 0.5;

export const formLabels = defineAudit({
  meta: {
    id: 'form-labels',
    category: 'Standards',
    title: 'Form fields have labels',
    description:
      'WCAG 2.2 SC 3.3.2 (Labels or Instructions) and SC 1.3.1 ask for a label on every field; a placeholder is not one: it vanishes as soon as visitors type and is often too faint to read.',
    source: {
      name: 'WCAG 2.2 SC 3.3.2 Labels or Instructions',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const fieldsOf = (forms: typeof facts.desktop.forms) =>
      forms.flatMap((form) => form.fields).filter((f) => f.visible);
    const desktop = fieldsOf(facts.desktop.forms);
    const pool: { field: FormField; viewport: ViewportName }[] = [
      ...desktop.map((field) => ({ field, viewport: 'desktop' as const })),
      ...mobileOnly(fieldsOf(facts.mobile.forms), desktop, (f) => f.selector + f.name).map(
        (field) => ({ field, viewport: 'mobile' as const }),
      ),
    ];
    if (pool.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The page has no visible form fields.',
      };
    }
    const axeHits = axeNodes(facts.axe, 'label');
    const unlabelled = pool.filter(
      ({ field, viewport }) =>
        (field.label ?? '').trim() === '' ||
        (viewport === 'desktop' &&
          axeHits.some((n) => axeNodeMatches(n, field.selector, field.rect))),
    );
    const findings: Finding[] = unlabelled.map(({ field, viewport }) => {
      const hasLabel = (field.label ?? '').trim() !== '';
      const problem = hasLabel
        ? `${fieldName(field)} has a label axe-core cannot associate with it.`
        : field.placeholder
          ? `${fieldName(field)} has no label, only the placeholder ${quote(field.placeholder, 40)}, which disappears once visitors start typing.`
          : `${fieldName(field)} has no label, so visitors and screen readers cannot tell what to enter.`;
      return {
        component: 'Form field',
        problem,
        action: 'Add',
        usercategory: 'Incomplete',
        target: targetOn(viewport, field.rect, field.id),
      };
    });
    // A field named only by its placeholder still has a name screen readers announce (HTML-AAM
    // falls back to the placeholder, and axe's label rule, whose critical impact gives this audit
    // its weight, passes it); what it lacks is a hint that stays once typing starts (WCAG 3.3.2,
    // NN/g "Placeholders in Form Fields Are Harmful"): half a failure.
    const lost = unlabelled.reduce(
      (sum, { field }) =>
        sum + ((field.label ?? '').trim() === '' && field.placeholder ? PLACEHOLDER_ONLY : 1),
      0,
    );
    const capped = capFindings(findings);
    return {
      score: round((pool.length - lost) / pool.length, 4),
      findings: capped.findings,
      details: {
        fields: pool.length,
        unlabelled: unlabelled.length,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
