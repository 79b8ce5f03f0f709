import { quote } from '../shared/hero.js';
import { targetOn } from '../shared/standards-findings.js';
import { quoteList, textsSubject } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';
import { round } from '../shared/score-curves.js';

export const singleH1 = defineAudit({
  meta: {
    id: 'single-h1',
    category: 'Standards',
    title: 'One visible main heading',
    description:
      'WCAG 2.2 SC 1.3.1 (Info and Relationships) and SC 2.4.6 (Headings and Labels) rely on headings to expose the page structure; one h1 naming the offer is what screen-reader users jump to first and what NN/g finds scanners anchor on.',
    source: {
      name: 'WCAG 2.2 SC 2.4.6 Headings and Labels',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const h1s = facts.desktop.headings.filter((h) => h.level === 1);
    const visible = h1s.filter((h) => h.visible && h.text.trim().length > 0);
    const details = { visibleH1: visible.length, hiddenOrEmptyH1: h1s.length - visible.length };

    if (visible.length === 0) {
      const hidden =
        h1s.length > 0
          ? ` (there is ${h1s.length === 1 ? 'an h1' : `${h1s.length} h1s`}, but hidden or empty)`
          : '';
      return {
        score: 0,
        findings: [
          {
            component: 'Main heading (h1)',
            problem: `The page has no visible h1${hidden}: the headline visitors see is not marked up as the main heading.`,
            action: 'Organize content',
            usercategory: 'Missing',
          },
        ],
        details,
      };
    }
    if (visible.length === 1) return { score: 1, findings: [], details };

    // Demoting the extra h1s to h2 is one fix, so they are one finding (one flaw) however many
    // there are, pinned on the first of them: counting each extra h1 made a long page that
    // repeats the mistake in every section lose points for its length alone.
    const [first, ...extra] = visible;
    const second = extra[0]!;
    const others =
      extra.length === 1
        ? `${textsSubject(extra.map((h) => h.text))} another h1`
        : `${quoteList(
            extra.map((h) => h.text),
            3,
            40,
          )} are ${extra.length} more h1s`;
    const findings: Finding[] = [
      {
        component: extra.length === 1 ? 'Extra h1' : 'Extra h1s',
        problem: `${others} besides ${quote(first!.text, 60)}; ${visible.length} h1s blur which one is the page's main heading. Make ${extra.length === 1 ? 'it an h2' : 'them h2s'}.`,
        action: 'Organize content',
        usercategory: 'Incomplete',
        target: targetOn('desktop', second.rect, second.id),
        instances: extra.length,
      },
    ];
    return { score: round(1 / visible.length, 4), findings, details };
  },
});
