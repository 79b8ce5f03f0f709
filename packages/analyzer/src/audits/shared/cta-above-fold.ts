import type { ViewportFacts } from '@heroscope/schema';
import type { AuditProduct } from '../types.js';
import { ctaComponent, findCtas, findPrimaryCta, inTopBar, quote } from './hero.js';
import { aboveFoldForm, fillableForms, px } from './cta-helpers.js';
import { linearScore } from './score-curves.js';

/**
 * Shared by cta-above-fold-desktop and -mobile: is the primary action visible without scrolling?
 * NN/g: content above the fold gets most attention; Baymard: the main action must not hide.
 */
export function checkCtaAboveFold(facts: ViewportFacts): AuditProduct {
  const vf = facts;
  const fold = vf.viewport.height;
  const where = `${vf.viewport.name} (${vf.viewport.width}×${fold})`;
  const primary = findPrimaryCta(vf);
  const form = aboveFoldForm(vf);
  const details: Record<string, unknown> = { fold, viewport: vf.viewport.name };

  if (primary && !inTopBar(primary)) {
    return {
      score: 1,
      findings: [],
      details: { ...details, primaryCta: primary.text, ctaTop: Math.round(primary.rect.y) },
    };
  }
  if (form) {
    return {
      score: 1,
      findings: [],
      details: { ...details, form: form.submitText, formTop: Math.round(form.rect.y) },
    };
  }
  if (primary) {
    // Only a header button (often "Sign up" beside "Log in"): visible, but the hero itself asks nothing.
    return {
      score: 0.75,
      findings: [
        {
          component: ctaComponent(primary),
          problem: `On ${where} the only call to action in the first screen is ${quote(primary.text, 40)} in the header; the hero itself offers no action.`,
          action: 'Add CTA',
          usercategory: 'Incomplete',
          target: { viewport: vf.viewport.name, rect: primary.rect, elementId: primary.id },
          lowConfidence: true,
        },
      ],
      details: { ...details, primaryCta: primary.text, headerOnly: true },
    };
  }

  const below = findCtas(vf)
    .filter((c) => c.rect.y >= fold)
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)[0];
  const belowForm = fillableForms(vf).find((f) => f.rect.y >= fold && !!f.submitText);
  const firstTop = Math.min(below?.rect.y ?? Infinity, belowForm?.rect.y ?? Infinity);
  if (Number.isFinite(firstTop)) {
    // Closer to the fold is less bad: half a screen down still costs most of the score.
    const score = 0.4 * linearScore(firstTop, fold, fold * 2);
    const useCta = below !== undefined && below.rect.y <= (belowForm?.rect.y ?? Infinity);
    const label = useCta ? below.text : (belowForm?.submitText ?? '');
    const rect = useCta ? below.rect : belowForm!.rect;
    const elementId = useCta ? below.id : belowForm!.id;
    return {
      score,
      findings: [
        {
          component: useCta ? ctaComponent(below, false) : `Form ${quote(label, 40)}`,
          problem: `On ${where} the first call to action, ${quote(label, 40)}, starts at ${px(firstTop)}, below the ${px(fold)} fold: visitors must scroll to find what to do.`,
          action: 'Improve CTA',
          usercategory: 'Incomplete',
          target: { viewport: vf.viewport.name, rect, elementId },
          missingSubject: true,
        },
      ],
      details: { ...details, firstCtaTop: Math.round(firstTop), firstCta: label },
    };
  }
  return {
    score: 0,
    findings: [
      {
        component: 'Primary call to action',
        problem: `On ${where} there is no button or form anywhere above the fold (first ${px(fold)}), nor further down the page.`,
        action: 'Add CTA',
        usercategory: 'Missing',
        missingSubject: true,
      },
    ],
    details: { ...details, ctaCount: 0 },
  };
}
