import { chroma, colorDistance, contrastRatio } from '../shared/color.js';
import { ctaComponent, findPrimaryCta, quote, NO_CTA_ABOVE_FOLD } from '../shared/hero.js';
import { SAME_COLOR_DISTANCE, groupColors } from '../shared/design-palette.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

/**
 * Chroma (not HSL saturation, which calls near-black inks saturated) from which a colour reads as
 * a hue rather than a grey.
 */
const GOOD_CHROMA = 0.35;
const POOR_CHROMA = 0.08;
/** RGB distance from every dominant colour for the accent to read as different. */
const GOOD_DISTANCE = 120;
const POOR_DISTANCE = 40;
/** Chroma difference from which a hue reads as different from a grey of similar tone. */
const GOOD_CHROMA_GAP = 0.3;
const POOR_CHROMA_GAP = 0.08;
/** WCAG 2.2 SC 1.4.11: a control's boundary needs 3:1 against what surrounds it. */
const MIN_CONTRAST = 3;
/** 60-30-10: the accent covers about a tenth of the first screen. */
const GOOD_SHARE = 0.1;
const POOR_SHARE = 0.3;
/** The dominant colours: the largest groups covering this much of the first screen. */
const DOMINANT_COVER = 0.6;
const CHROMA_PART = 0.35;
const DISTINCT_PART = 0.4;
const SPARING_PART = 0.25;

export const accentColor = defineAudit({
  meta: {
    id: 'accent-color',
    category: 'Design',
    title: 'Primary CTA in a distinct accent colour',
    description:
      "Von Restorff (isolation) effect and the 60-30-10 rule: the item that differs from the rest is remembered and acted on. A saturated accent used sparingly, only on the primary call to action, draws the eye to it; an accent that is everywhere, or a CTA in the page's own colours, draws it nowhere.",
    source: {
      name: 'Laws of UX: Von Restorff Effect',
      url: 'https://lawsofux.com/von-restorff-effect/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const cta = findPrimaryCta(vf);
    if (!cta) {
      return notApplicable(NO_CTA_ABOVE_FOLD);
    }
    const accent = cta.backgroundColor;
    const component = ctaComponent(cta);
    const target = { viewport: 'desktop' as const, rect: cta.rect, elementId: cta.id };
    if (colorDistance(accent, cta.surroundingColor) < SAME_COLOR_DISTANCE) {
      return {
        score: 0,
        findings: [
          {
            component,
            problem: `The primary CTA ${quote(cta.text, 40)} has no fill of its own (${accent} on ${cta.surroundingColor}); only its outline or text sets it apart, so it cannot carry an accent colour.`,
            action: 'Update colors',
            usercategory: 'Incomplete',
            target,
          },
        ],
        details: { cta: cta.text, accent, surrounding: cta.surroundingColor, filled: false },
      };
    }
    const above = vf.paintedColors.filter((c) => c.aboveFoldArea > 0);
    const aboveTotal = above.reduce((n, c) => n + c.aboveFoldArea, 0);
    const groups = groupColors(above.map((c) => ({ color: c.color, area: c.aboveFoldArea })));
    const dominant: string[] = [];
    let covered = 0;
    for (const g of groups) {
      if (covered >= DOMINANT_COVER * aboveTotal) break;
      // When the accent is itself among these, the button cannot stand out from it.
      dominant.push(g.color);
      covered += g.area;
    }
    if (dominant.length === 0) dominant.push(vf.pageBackground);

    const accentChroma = chroma(accent);
    const minDistance = Math.min(...dominant.map((c) => colorDistance(c, accent)));
    // A strong hue stands out from greys even at a similar lightness, so either counts.
    const separation = (c: string) =>
      Math.max(
        linearScore(colorDistance(c, accent), GOOD_DISTANCE, POOR_DISTANCE),
        linearScore(Math.abs(chroma(c) - accentChroma), GOOD_CHROMA_GAP, POOR_CHROMA_GAP),
      );
    const contrast = contrastRatio(accent, cta.surroundingColor);
    const accentArea = above
      .filter((c) => colorDistance(c.color, accent) < SAME_COLOR_DISTANCE)
      .reduce((n, c) => n + c.aboveFoldArea, 0);
    const share = aboveTotal > 0 ? accentArea / aboveTotal : 0;

    const chromaScore = linearScore(accentChroma, GOOD_CHROMA, POOR_CHROMA);
    const separationScore = Math.min(...dominant.map(separation));
    const contrastScore = linearScore(contrast, MIN_CONTRAST, 1);
    const distinctScore = Math.min(separationScore, contrastScore);
    const sparingScore = aboveTotal > 0 ? linearScore(share, GOOD_SHARE, POOR_SHARE) : 1;
    const score =
      CHROMA_PART * chromaScore + DISTINCT_PART * distinctScore + SPARING_PART * sparingScore;

    const findings: Finding[] = [];
    if (distinctScore < 1) {
      findings.push({
        component,
        problem:
          contrastScore < separationScore
            ? `The primary CTA's colour ${accent} has only ${round(contrast, 1)}:1 contrast against what surrounds it (${cta.surroundingColor}); a control needs at least ${MIN_CONTRAST}:1 (WCAG 2.2 SC 1.4.11) to be seen at all.`
            : `The primary CTA's colour ${accent} is close to the page's main colours (${dominant.join(', ')}), so the button does not stand out.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        severity: DISTINCT_PART * (1 - distinctScore),
      });
    }
    if (chromaScore < 1) {
      findings.push({
        component,
        problem: `The primary CTA is painted ${accent}, a ${accentChroma < POOR_CHROMA ? 'grey' : 'muted'} tone (chroma ${Math.round(accentChroma * 100)}%); a saturated accent reserved for actions would draw the eye to it.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        severity: CHROMA_PART * (1 - chromaScore),
        // Black or brand-neutral buttons can still work when everything else is quiet.
        lowConfidence: true,
      });
    }
    if (sparingScore < 1) {
      findings.push({
        component,
        problem: `The CTA colour ${accent} covers ${Math.round(share * 100)}% of the first screen; an accent works when it is rare (about ${Math.round(GOOD_SHARE * 100)}%), so the button blends into its own colour.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        severity: SPARING_PART * (1 - sparingScore),
      });
    }
    return {
      score: round(score, 3),
      findings,
      details: {
        cta: cta.text,
        accent,
        filled: true,
        chroma: round(accentChroma),
        dominantColors: dominant,
        minDistanceToDominant: round(minDistance, 1),
        contrastWithSurrounding: round(contrast),
        aboveFoldShare: round(share, 3),
      },
    };
  },
});
