import { CTA_ABOVE_FOLD_AUDIT, findCtas, quote } from '../shared/hero.js';
import {
  fillableForms,
  findPrimaryAction,
  normalizeLabel,
  px,
  sameAction,
  sameOfferWording,
} from '../shared/cta-helpers.js';
import { pageLanguage } from '../shared/page-language.js';
import { defineAudit, notApplicable } from '../types.js';
import { center, containsPoint } from '../shared/rect.js';
import { linearScore, round } from '../shared/score-curves.js';

/** Pages shorter than this many screens do not need the action repeated. */
const LONG_PAGE_SCREENS = 2;

export const ctaRepeated = defineAudit({
  meta: {
    id: 'cta-repeated',
    category: 'Conversion',
    title: 'The primary action is repeated further down a long page',
    description:
      'NN/g: visitors who scroll are still deciding; once convinced, they should find the primary action where they are instead of scrolling back to the top.',
    source: {
      name: 'Nielsen Norman Group: Scrolling and Attention',
      url: 'https://www.nngroup.com/articles/scrolling-and-attention/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const fold = vf.viewport.height;
    const screens = vf.documentHeight / fold;
    const details: Record<string, unknown> = {
      documentHeight: vf.documentHeight,
      screens: round(screens, 1),
      longPageScreens: LONG_PAGE_SCREENS,
    };
    if (screens <= LONG_PAGE_SCREENS) {
      return {
        ...notApplicable(`The page is ${details.screens} screens tall; no repeat needed.`),
        details,
      };
    }
    const action = findPrimaryAction(vf);
    if (!action) {
      return {
        ...notApplicable('No primary action above the fold to repeat.', CTA_ABOVE_FOLD_AUDIT),
        details,
      };
    }
    const label = normalizeLabel(action.label);
    const below = findCtas(vf).filter((c) => c.rect.y >= fold);
    const words = pageLanguage(facts).phrases ?? undefined;
    const sameLabel = (text: string) =>
      normalizeLabel(text) === label || sameOfferWording(text, action.label, words);
    const repeatedCta = below.find(
      (c) => sameLabel(c.text) || (action.kind === 'cta' && sameAction(c, action.cta)),
    );
    const repeatedForm = fillableForms(vf).find(
      (f) => f.rect.y >= fold && sameLabel(f.submitText ?? ''),
    );
    // A header CTA that stays pinned while scrolling is always within reach.
    const pinned =
      action.kind === 'cta' &&
      vf.overlays.some(
        (o) =>
          (o.kind === 'sticky' || o.kind === 'fixed') &&
          containsPoint(o.rect, center(action.cta.rect)),
      );
    if (repeatedCta || repeatedForm || pinned) {
      return {
        score: 1,
        findings: [],
        details: {
          ...details,
          repeatedAt: repeatedCta
            ? Math.round(repeatedCta.rect.y)
            : repeatedForm
              ? Math.round(repeatedForm.rect.y)
              : null,
          pinned,
        },
      };
    }
    // Some other action lower down is better than none.
    const other = below[0];
    const base = linearScore(screens, LONG_PAGE_SCREENS + 0.5, 5) * 0.4;
    const score = other ? Math.min(1, base + 0.3) : base;
    return {
      score,
      findings: [
        {
          component: `Primary action ${quote(action.label, 40)}`,
          problem: `The page is ${px(vf.documentHeight)} tall (${details.screens} screens), but ${quote(action.label, 40)} never appears again below the first screen${other ? `; further down only ${quote(other.text, 40)} is offered` : ''}.`,
          action: 'Add CTA',
          usercategory: 'Missing',
        },
      ],
      details: { ...details, otherCtaBelow: other?.text ?? null },
    };
  },
});
