import { quote } from '../shared/hero.js';
import {
  findAssurances,
  findTrustSignals,
  TRUST_KIND_LABELS,
  type TrustSignalKind,
} from '../shared/trust-signals.js';
import { defineAudit } from '../types.js';
import { pageBehindOverlays } from '../shared/overlays.js';

function joinOr(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const KINDS: readonly TrustSignalKind[] = ['logos', 'testimonial', 'rating', 'usage'];
/** Score by how many distinct kinds of proof the page shows. */
const SCORE_BY_KINDS = [0, 0.7, 1, 1, 1] as const;
/**
 * Without proof, assurances alone (a guarantee, credentials, free and open-source terms) earn
 * half of what one kind of proof does: they lower the risk of acting, but say nothing of who
 * else acted.
 */
const ASSURANCES_ONLY = SCORE_BY_KINDS[1] / 2;

export const trustSignals = defineAudit({
  meta: {
    id: 'trust-signals',
    category: 'Conversion',
    title: 'The page shows social proof',
    description:
      'NN/g and Baymard: visitors look for evidence that others trust the product (customer logos, testimonials with names, ratings, usage numbers) before they commit.',
    source: {
      name: 'Nielsen Norman Group: Trustworthiness in Web Design',
      url: 'https://www.nngroup.com/articles/trustworthy-design/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const page = pageBehindOverlays(facts.desktop);
    const signals = findTrustSignals(page);
    const kinds = KINDS.filter((k) => signals.some((s) => s.kind === k));
    const score = SCORE_BY_KINDS[kinds.length] ?? 1;
    const details = {
      signals: signals.length,
      kinds,
      evidence: signals.slice(0, 8).map((s) => `${s.kind}: ${s.evidence.slice(0, 80)}`),
    };
    if (kinds.length === 0) {
      const assurance = findAssurances(page)[0];
      return {
        score: assurance ? ASSURANCES_ONLY : score,
        findings: [
          {
            component: 'Social proof',
            problem: assurance
              ? `No customer logos, testimonials, ratings or usage numbers were found anywhere on the page; only assurances such as ${quote(assurance.text, 60)} speak for it.`
              : 'No customer logos, testimonials, ratings or usage numbers were found anywhere on the page.',
            action: 'Validation Elements',
            usercategory: 'Missing',
            missingSubject: true,
          },
        ],
        details: assurance ? { ...details, assurance: assurance.text.slice(0, 80) } : details,
      };
    }
    const missing = KINDS.filter((k) => !kinds.includes(k)).map((k) => TRUST_KIND_LABELS[k]);
    const first = signals[0]!;
    if (kinds.length >= 3) {
      return {
        score,
        findings: [
          {
            component: 'Social proof',
            problem: `The page backs its claims with ${joinAnd(kinds.map((k) => TRUST_KIND_LABELS[k]))}.`,
            action: 'Well executed',
            usercategory: 'Well implemented',
            target: { viewport: 'desktop', rect: first.rect, elementId: first.elementId },
          },
        ],
        details,
      };
    }
    if (kinds.length === 2) return { score, findings: [], details };
    const shown = kinds.map((k) => {
      const s = signals.find((x) => x.kind === k)!;
      return `${TRUST_KIND_LABELS[k]} (${k === 'logos' ? s.evidence : quote(s.evidence, 40)})`;
    });
    return {
      score,
      findings: [
        {
          component: 'Social proof',
          problem: `The only proof found is ${shown.join(' and ')}; no ${joinOr(missing)} back it up.`,
          action: 'Validation Elements',
          usercategory: 'Missing',
          // Detection reads text patterns and image rows; it can miss proof in images.
          lowConfidence: true,
        },
      ],
      details,
    };
  },
});
