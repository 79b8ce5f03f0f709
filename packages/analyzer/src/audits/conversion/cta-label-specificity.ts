import type { Rect } from '@heroscope/schema';
import { CTA_ABOVE_FOLD_AUDIT, findCtas, findPrimaryCta, quote } from '../shared/hero.js';
import { fillableForms, normalizeLabel, compareText } from '../shared/cta-helpers.js';
import { normalizePhrase } from '../shared/clarity-phrases.js';
import { LANGUAGES } from '../shared/page-language.js';
import { isPlaceholder } from '../shared/clarity-placeholders.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';

/**
 * Labels that say nothing about what happens next (NN/g on "Learn more" links), and common ones
 * a specific object would still improve, in every language we know: such phrases mean the same
 * on any page, so a German "Mehr erfahren" on a page declared English is still caught.
 */
const VAGUE = new Set(Object.values(LANGUAGES).flatMap((l) => l.vagueCtaLabels));
const GENERIC = new Set(Object.values(LANGUAGES).flatMap((l) => l.genericCtaLabels));

const MAX_FINDINGS = 5;

interface Label {
  text: string;
  rect: Rect;
  elementId: string;
  primary: boolean;
}

type LabelKind = 'placeholder' | 'vague' | 'generic' | 'specific';

function labelScore(text: string): { score: number; kind: LabelKind } {
  // A template's "Button" or filler names no action at all: weaker than "Learn more".
  if (isPlaceholder(text)) return { score: 0, kind: 'placeholder' };
  const n = normalizePhrase(text);
  if (VAGUE.has(n)) return { score: 0, kind: 'vague' };
  if (GENERIC.has(n)) return { score: 0.6, kind: 'generic' };
  return { score: 1, kind: 'specific' };
}

export const ctaLabelSpecificity = defineAudit({
  meta: {
    id: 'cta-label-specificity',
    category: 'Conversion',
    title: 'Call-to-action labels say what happens next',
    description:
      'NN/g: vague labels such as "Learn more" or "Click here" hide what the visitor gets; specific verb + object labels ("Start your free trial", "Book a demo") set expectations and draw more clicks (Baymard).',
    source: {
      name: 'Nielsen Norman Group: "Learn More" Links: You Can Do Better',
      url: 'https://www.nngroup.com/articles/learn-more-links/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const primary = findPrimaryCta(vf);
    const seen = new Set<string>();
    const labels: Label[] = [];
    const ctas = [...findCtas(vf)].sort(
      (a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.id, b.id),
    );
    for (const c of ctas) {
      const key = normalizeLabel(c.text);
      if (seen.has(key)) continue;
      seen.add(key);
      labels.push({ text: c.text, rect: c.rect, elementId: c.id, primary: c.id === primary?.id });
    }
    for (const f of fillableForms(vf)) {
      if (!f.submitText) continue;
      const key = normalizeLabel(f.submitText);
      if (seen.has(key)) continue;
      seen.add(key);
      labels.push({ text: f.submitText, rect: f.rect, elementId: f.id, primary: false });
    }
    if (labels.length === 0) {
      return notApplicable('The page has no call to action.', CTA_ABOVE_FOLD_AUDIT);
    }

    // The primary action's label counts three times: it is the one most visitors read.
    let weighted = 0;
    let weights = 0;
    const weak: { label: Label; kind: Exclude<LabelKind, 'specific'> }[] = [];
    for (const l of labels) {
      const { score, kind } = labelScore(l.text);
      const w = l.primary ? 3 : 1;
      weighted += w * score;
      weights += w;
      if (kind !== 'specific') weak.push({ label: l, kind });
    }
    const ordered = [...weak].sort(
      (a, b) =>
        Number(b.label.primary) - Number(a.label.primary) ||
        Number(a.kind === 'generic') - Number(b.kind === 'generic'),
    );
    const shown = ordered.slice(0, MAX_FINDINGS);
    const findings: Finding[] = shown.map(({ label, kind }, i) => {
      const more =
        i === shown.length - 1 && ordered.length > shown.length
          ? ` (and ${ordered.length - shown.length} more weak labels)`
          : '';
      return {
        component: `${label.primary ? 'Primary CTA' : 'CTA'} ${quote(label.text, 40)}`,
        problem:
          kind === 'placeholder'
            ? `The label ${quote(label.text, 40)} is placeholder copy left from a template; it names no action. Say what the visitor gets, e.g. 'Start your free trial'.${more}`
            : kind === 'vague'
              ? `The label ${quote(label.text, 40)} does not say what the visitor gets; name the action and its object, e.g. 'Start your free trial'.${more}`
              : `The label ${quote(label.text, 40)} is common but generic; saying what starts (e.g. 'Start your free trial') sets a clearer expectation.${more}`,
        action: 'Improve CTA',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: label.rect, elementId: label.elementId },
        lowConfidence: kind === 'generic',
        severity: (kind === 'generic' ? 1 : 2) * (label.primary ? 3 : 1),
      };
    });
    return {
      score: weighted / weights,
      findings,
      details: {
        labels: labels.map((l) => l.text),
        placeholder: weak.filter((w) => w.kind === 'placeholder').map((w) => w.label.text),
        vague: weak.filter((w) => w.kind === 'vague').map((w) => w.label.text),
        generic: weak.filter((w) => w.kind === 'generic').map((w) => w.label.text),
      },
    };
  },
});
