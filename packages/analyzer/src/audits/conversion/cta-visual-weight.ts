import type { Interactive, ViewportFacts } from '@heroscope/schema';
import { contrastRatio, isLargeText } from '../shared/color.js';
import { CTA_ABOVE_FOLD_AUDIT, ctaComponent, findPrimaryCta } from '../shared/hero.js';
import { px } from '../shared/cta-helpers.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

const BACKGROUND_CONTRAST = 3;
const MIN_HEIGHT = { desktop: 40, mobile: 44 } as const;

function ratio(n: number): string {
  return `${n.toFixed(2)}:1`;
}

function labelUncertain(vf: ViewportFacts, cta: Interactive): boolean {
  return vf.texts.some((t) => t.interactiveId === cta.id && t.backgroundUncertain);
}

export const ctaVisualWeight = defineAudit({
  meta: {
    id: 'cta-visual-weight',
    category: 'Conversion',
    title: 'Primary CTA stands out by contrast and size',
    description:
      "Von Restorff effect: the item that differs is the one remembered. WCAG 2.2 SC 1.4.11 asks 3:1 for a control against its surroundings, SC 1.4.3 asks 4.5:1 for its label, and Fitts's law favours large targets (44 px high on touch, 40 px on desktop).",
    source: {
      name: 'W3C: Understanding WCAG 2.2 SC 1.4.11 Non-text Contrast',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html',
    },
    requiredFacts: ['desktop', 'mobile', 'mobileLayout'],
  },
  run(facts) {
    const desktop = facts.desktop;
    const cta = findPrimaryCta(desktop);
    if (!cta) {
      return notApplicable(
        'No primary call to action above the fold on desktop.',
        CTA_ABOVE_FOLD_AUDIT,
      );
    }
    const mobileCta = findPrimaryCta(facts.mobile);
    const bgContrast = contrastRatio(cta.backgroundColor, cta.surroundingColor);
    const labelContrast = contrastRatio(cta.color, cta.backgroundColor);
    const labelNeeds = isLargeText(cta.fontSize, cta.fontWeight) ? 3 : 4.5;
    const uncertain = labelUncertain(desktop, cta);
    const target = { viewport: 'desktop' as const, rect: cta.rect, elementId: cta.id };
    const component = ctaComponent(cta);
    const findings: Finding[] = [];

    const parts: { weight: number; score: number }[] = [];
    const bgScore = linearScore(bgContrast, BACKGROUND_CONTRAST, 1.2);
    parts.push({ weight: 0.4, score: bgScore });
    if (bgContrast < BACKGROUND_CONTRAST) {
      findings.push({
        component,
        problem:
          cta.backgroundColor === cta.surroundingColor
            ? `The button has no fill of its own (${cta.backgroundColor} on ${cta.surroundingColor}): an outline or text-only button is the lightest possible style for the main action.`
            : `The button's fill (${cta.backgroundColor}) against the page around it (${cta.surroundingColor}) has a contrast of ${ratio(bgContrast)}, under 3:1, so the main action does not stand out.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        lowConfidence: uncertain,
        severity: 2,
      });
    }
    const labelScore = linearScore(labelContrast, labelNeeds, 1.5);
    parts.push({ weight: 0.3, score: labelScore });
    if (labelContrast < labelNeeds) {
      findings.push({
        component,
        problem: `The label colour ${cta.color} on ${cta.backgroundColor} has a contrast of ${ratio(labelContrast)}; WCAG asks ${labelNeeds}:1 for text this size.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        lowConfidence: uncertain,
        reason:
          'WCAG 2.2 SC 1.4.3 asks 4.5:1 between text and its background (3:1 for large text); a label people cannot read is a button they do not press.',
      });
    }
    const desktopHeight = cta.rect.height;
    parts.push({ weight: 0.15, score: linearScore(desktopHeight, MIN_HEIGHT.desktop, 24) });
    if (desktopHeight < MIN_HEIGHT.desktop) {
      findings.push({
        component,
        problem: `The button is ${px(desktopHeight)} high on desktop; at least ${MIN_HEIGHT.desktop} px makes it an easy, prominent target.`,
        action: 'Improve CTA',
        usercategory: 'Incomplete',
        target,
      });
    }
    if (mobileCta) {
      // On screen: a page the phone shrinks (mobileLayout.scale < 1) shrinks its button too.
      const { scale } = facts.mobileLayout;
      const h = mobileCta.rect.height * scale;
      parts.push({ weight: 0.15, score: linearScore(h, MIN_HEIGHT.mobile, 28) });
      if (h < MIN_HEIGHT.mobile) {
        findings.push({
          component: ctaComponent(mobileCta),
          problem:
            scale < 1
              ? `On mobile the button is ${px(mobileCta.rect.height)} high, about ${px(h)} on screen because phones show this page zoomed out to ${Math.round(scale * 100)}%; touch targets for the main action should be at least ${MIN_HEIGHT.mobile} px.`
              : `On mobile the button is ${px(h)} high; touch targets for the main action should be at least ${MIN_HEIGHT.mobile} px.`,
          action: 'Responsiveness',
          usercategory: 'Incomplete',
          target: { viewport: 'mobile', rect: mobileCta.rect, elementId: mobileCta.id },
          reason:
            "Fitts's law: the time to hit a target grows as it shrinks; Apple's and Google's touch guidelines ask about 44–48 px.",
        });
      }
    }
    const total = parts.reduce((s, p) => s + p.weight, 0);
    const score = parts.reduce((s, p) => s + p.weight * p.score, 0) / total;
    return {
      score,
      findings,
      details: {
        cta: cta.text,
        backgroundContrast: round(bgContrast),
        labelContrast: round(labelContrast),
        labelContrastNeeded: labelNeeds,
        desktopHeight,
        mobileHeight: mobileCta?.rect.height ?? null,
        mobileScale: facts.mobileLayout.scale,
        contrastUncertain: uncertain,
      },
    };
  },
});
