import { heroLogoOver } from '../shared/hero-logo.js';
import {
  ctaComponent,
  ctaWeight,
  findHeadline,
  findPrimaryCta,
  hasReadableLabel,
  isPartOfHeadline,
  looksLikeButton,
  quote,
} from '../shared/hero.js';
import { bodyFontSize } from '../shared/clarity-text-metrics.js';
import { contrastRatio } from '../shared/color.js';
import { defineAudit, type Finding } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

const GOOD_RATIO = 2;
/** Score is 0 here; below 1.5 the headline barely differs from body copy. */
const ZERO_RATIO = 1.2;
/** Another text this close to the headline's size competes with it for first glance. */
const COMPETING_SIZE = 0.9;
/** Weights are rough (area × contrast): only a clearly heavier control counts as outweighing. */
const RIVAL_CTA_FACTOR = 1.25;
/**
 * Contrast is the third lever of hierarchy: a headline under WCAG's 3:1 for large text fades
 * into its background however big it is set; from 1.5:1 down it barely shows.
 */
const GOOD_CONTRAST = 3;
const ZERO_CONTRAST = 1.5;
const RATIO_SHARE = 0.6;
const HEADLINE_SHARE = 0.2;
const CTA_SHARE = 0.2;
const CONTRAST_SHARE = 0.3;

export const visualHierarchy = defineAudit({
  meta: {
    id: 'visual-hierarchy',
    category: 'Design',
    title: 'Clear visual hierarchy',
    description:
      'NN/g visual hierarchy: size, weight and contrast tell visitors what to look at first. The headline should be about twice the body size or more (a clear type-scale step), and the headline and the primary call to action should be the heaviest elements above the fold.',
    source: {
      name: 'Nielsen Norman Group: Visual Hierarchy in UX',
      url: 'https://www.nngroup.com/articles/visual-hierarchy-ux-definition/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const headline = findHeadline(vf);
    // No headline on the first screen is the weakest hierarchy there is: nothing is set to be
    // read first, so the eye has no entry point (not "nothing to judge").
    if (!headline) {
      return {
        score: 0,
        findings: [
          {
            component: 'First screen',
            problem:
              'No text on the first screen is set to be read first: without a headline that stands out, the eye has no entry point.',
            action: 'Organize content',
            usercategory: 'Missing',
            missingSubject: true,
          },
        ],
        details: { headline: null },
      };
    }
    const findings: Finding[] = [];
    const headlineTarget = {
      viewport: 'desktop' as const,
      rect: headline.rect,
      elementId: headline.id,
    };
    const body = bodyFontSize(vf);
    const ratio = headline.fontSize / body;
    // A large logo set over the line as the hero's title leads the eye as display type would.
    const logo = heroLogoOver(vf, headline);
    const ratioScore = logo ? 1 : linearScore(ratio, GOOD_RATIO, ZERO_RATIO);
    if (ratio < GOOD_RATIO && !logo) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text, 60)} is ${round(headline.fontSize, 1)}px against ${body}px body text, only ${round(ratio, 2)}× larger; make it at least ${GOOD_RATIO}× so it leads the eye.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: headlineTarget,
        severity: RATIO_SHARE * (1 - ratioScore),
      });
    }

    // Over an image or gradient the background colour is a guess: contrast is judged only on a
    // known background.
    const contrast = headline.backgroundUncertain
      ? null
      : contrastRatio(headline.color, headline.backgroundColor);
    const contrastScore =
      contrast === null ? null : linearScore(contrast, GOOD_CONTRAST, ZERO_CONTRAST);
    if (contrast !== null && contrast < GOOD_CONTRAST) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text, 60)} is ${headline.color} on ${headline.backgroundColor}, a contrast of ${round(contrast, 2)}:1, so it fades into its background instead of leading the eye; aim for ${GOOD_CONTRAST}:1 or more.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target: headlineTarget,
        severity: CONTRAST_SHARE * (1 - (contrastScore ?? 1)),
      });
    }

    const rivals = vf.texts
      .filter(
        (t) =>
          t.aboveFold &&
          !isPartOfHeadline(t, headline) &&
          t.text.length > 1 &&
          t.fontSize >= COMPETING_SIZE * headline.fontSize,
      )
      .sort((a, b) => b.fontSize - a.fontSize || a.rect.y - b.rect.y);
    const headlineScore = rivals.length === 0 ? 1 : 0;
    if (rivals.length > 0) {
      const rival = rivals[0]!;
      findings.push({
        component: 'Hero headline',
        problem: `${quote(rival.text, 50)} (${round(rival.fontSize, 1)}px) is as large as the headline ${quote(headline.text, 50)} (${round(headline.fontSize, 1)}px), so the two compete for the first glance${rivals.length > 1 ? ` (and ${rivals.length - 1} more)` : ''}.`,
        action: 'Organize content',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: rival.rect, elementId: rival.id },
        severity: HEADLINE_SHARE,
      });
    }

    const cta = findPrimaryCta(vf);
    let ctaScore = 0;
    let heavier: string | null = null;
    if (cta) {
      const rival = vf.interactives
        // A control without a label (a mock-up's drawn 'Pay' button, an icon) offers no
        // action to read, so it does not compete with the primary CTA for it.
        .filter(
          (i) =>
            i.visible &&
            i.aboveFold &&
            i.id !== cta.id &&
            hasReadableLabel(i) &&
            looksLikeButton(i),
        )
        .sort((a, b) => ctaWeight(b) - ctaWeight(a) || a.rect.y - b.rect.y)[0];
      ctaScore = rival && ctaWeight(rival) > RIVAL_CTA_FACTOR * ctaWeight(cta) ? 0 : 1;
      if (rival && ctaScore === 0) {
        heavier = rival.text;
        findings.push({
          component: ctaComponent(cta),
          problem: `${ctaComponent(rival, false)} carries more visual weight than the primary CTA ${quote(cta.text, 40)}, so the main action is not the one that stands out.`,
          action: 'Improve CTA',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: rival.rect, elementId: rival.id },
          severity: CTA_SHARE,
        });
      }
    }
    if (!cta) {
      // A first screen with nothing styled as the action to take ends its hierarchy nowhere:
      // the eye goes from the headline to no next step (ctaScore stays 0).
      findings.push({
        component: 'First screen',
        problem: `Nothing on the first screen is styled as the action to take, so the eye goes from the headline ${quote(headline.text, 50)} to no next step.`,
        action: 'Improve CTA',
        usercategory: 'Missing',
        severity: CTA_SHARE,
        missingSubject: true,
      });
    }
    const parts: [number, number][] = [
      [ratioScore, RATIO_SHARE],
      [headlineScore, HEADLINE_SHARE],
    ];
    parts.push([ctaScore, CTA_SHARE]);
    if (contrastScore !== null) parts.push([contrastScore, CONTRAST_SHARE]);
    const weightSum = parts.reduce((n, [, w]) => n + w, 0);
    const score = parts.reduce((n, [s, w]) => n + s * w, 0) / weightSum;
    return {
      score: round(score, 3),
      findings,
      details: {
        headline: headline.text,
        headlineFontSize: headline.fontSize,
        bodyFontSize: body,
        ratio: round(ratio),
        ...(logo ? { logoTitle: logo.alt ?? logo.src } : {}),
        headlineContrast: contrast === null ? null : round(contrast, 2),
        goodRatio: GOOD_RATIO,
        poorRatio: 1.5,
        competingTexts: rivals.map((t) => ({ text: t.text.slice(0, 60), fontSize: t.fontSize })),
        primaryCta: cta?.text ?? null,
        heavierControl: heavier,
      },
    };
  },
});
