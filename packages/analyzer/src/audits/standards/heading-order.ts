import { quote } from '../shared/hero.js';
import { targetOn } from '../shared/standards-findings.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';

export const headingOrder = defineAudit({
  meta: {
    id: 'heading-order',
    category: 'Standards',
    title: 'Heading levels do not skip',
    description:
      'WCAG 2.2 SC 1.3.1 (Info and Relationships): headings form the outline screen-reader users navigate by; jumping from h2 to h4 suggests a missing section and breaks that outline.',
    source: {
      name: 'WCAG 2.2 SC 1.3.1 Info and Relationships',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const headings = facts.desktop.headings.filter((h) => h.visible);
    if (headings.length < 2) {
      return {
        score: null,
        findings: [],
        notApplicableReason:
          'The page has fewer than two visible headings, so there is no order to check.',
      };
    }
    const skips: Finding[] = [];
    for (let k = 1; k < headings.length; k++) {
      const prev = headings[k - 1]!;
      const h = headings[k]!;
      if (h.level > prev.level + 1) {
        skips.push({
          component: `Heading ${quote(h.text, 40)}`,
          problem: `${quote(h.text, 60)} is an h${h.level} right after the h${prev.level} ${quote(prev.text, 40)}, skipping h${prev.level + 1}.`,
          action: 'Organize content',
          usercategory: 'Incomplete',
          target: targetOn('desktop', h.rect, h.id),
        });
      }
    }
    const steps = headings.length - 1;
    const capped = capFindings(skips);
    return {
      score: round((steps - skips.length) / steps, 4),
      findings: capped.findings,
      details: {
        headings: headings.length,
        skips: skips.length,
        outline: headings
          .slice(0, 30)
          .map((h) => `h${h.level}`)
          .join(' '),
        findingsOmitted: capped.omitted,
      },
    };
  },
});
