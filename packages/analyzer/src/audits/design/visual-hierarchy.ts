import {
  ctaComponent,
  ctaWeight,
  findHeadline,
  findPrimaryCta,
  quote,
  NO_HEADLINE,
} from '../shared/hero.js';
import { bodyFontSize } from '../shared/clarity-text-metrics.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

const GOOD_RATIO = 2;
/** Score is 0 here; below 1.5 the headline barely differs from body copy. */
const ZERO_RATIO = 1.2;
/** Another text this close to the headline's size competes with it for first glance. */
const COMPETING_SIZE = 0.9;
/** Weights are rough (area × contrast): only a clearly heavier control counts as outweighing. */
const RIVAL_CTA_FACTOR = 1.25;
const RATIO_SHARE = 0.6;
const HEADLINE_SHARE = 0.2;
const CTA_SHARE = 0.2;

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
    if (!headline) {
      return notApplicable(NO_HEADLINE);
    }
    const findings: Finding[] = [];
    const headlineTarget = {
      viewport: 'desktop' as const,
      rect: headline.rect,
      elementId: headline.id,
    };
    const body = bodyFontSize(vf);
    const ratio = headline.fontSize / body;
    const ratioScore = linearScore(ratio, GOOD_RATIO, ZERO_RATIO);
    if (ratio < GOOD_RATIO) {
      findings.push({
        component: 'Hero headline',
        problem: `The headline ${quote(headline.text, 60)} is ${round(headline.fontSize, 1)}px against ${body}px body text, only ${round(ratio, 2)}× larger; make it at least ${GOOD_RATIO}× so it leads the eye.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: headlineTarget,
        severity: RATIO_SHARE * (1 - ratioScore),
      });
    }

    const rivals = vf.texts
      .filter(
        (t) =>
          t.aboveFold &&
          t.id !== headline.id &&
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
    let ctaScore: number | null = null;
    let heavier: string | null = null;
    if (cta) {
      const rival = vf.interactives
        .filter((i) => i.visible && i.aboveFold && i.id !== cta.id && i.buttonLike)
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
    const parts: [number, number][] = [
      [ratioScore, RATIO_SHARE],
      [headlineScore, HEADLINE_SHARE],
    ];
    if (ctaScore !== null) parts.push([ctaScore, CTA_SHARE]);
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
        goodRatio: GOOD_RATIO,
        poorRatio: 1.5,
        competingTexts: rivals.map((t) => ({ text: t.text.slice(0, 60), fontSize: t.fontSize })),
        primaryCta: cta?.text ?? null,
        heavierControl: heavier,
      },
    };
  },
});
