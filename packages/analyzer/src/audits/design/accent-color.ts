import { chroma, colorDistance, contrastRatio, isChromatic } from '../shared/color.js';
import {
  ctaComponent,
  findPrimaryCta,
  quote,
  NO_CTA_ABOVE_FOLD,
  VISUAL_HIERARCHY_AUDIT,
} from '../shared/hero.js';
import { SAME_COLOR_DISTANCE } from '../shared/design-palette.js';
import { defineAudit, type Finding, notApplicable } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

/**
 * Chroma (not HSL saturation, which calls near-black inks saturated) below which a colour reads
 * as a grey: a neutral button (black, white) is set apart by lightness, and the 60-30-10 rule's
 * "use the accent sparingly" is about an accent hue, not the page's neutrals.
 */
const POOR_CHROMA = 0.08;
/** RGB distance from its surroundings for the CTA's fill to read as different. */
const GOOD_DISTANCE = 120;
const POOR_DISTANCE = 40;
/** Chroma difference from which a hue reads as different from a grey of similar tone. */
const GOOD_CHROMA_GAP = 0.3;
const POOR_CHROMA_GAP = 0.08;
/** Lightness contrast (WCAG's ratio) at which a fill stands apart whatever its hue. */
const GOOD_CONTRAST = 3;
/** 60-30-10: the accent covers about a tenth of the first screen. */
const GOOD_SHARE = 0.1;
const POOR_SHARE = 0.3;
/** What an accent used everywhere keeps: it still sets the button apart, but not alone. */
const WIDESPREAD_FLOOR = 0.6;
/**
 * An outline ("ghost") button in an accent hue carries the colour in its label and edge only:
 * weak signifiers draw less attention than a filled button (NN/g, "Flat UI Elements Attract
 * Less Attention and Cause Uncertainty"), so its hue counts at half.
 */
const OUTLINE_SHARE = 0.5;

/** How far a colour stands apart from its surroundings: by lightness, distance or hue (0–1). */
function standsApart(color: string, surrounding: string): number {
  return Math.max(
    linearScore(contrastRatio(color, surrounding), GOOD_CONTRAST, 1),
    linearScore(colorDistance(color, surrounding), GOOD_DISTANCE, POOR_DISTANCE),
    linearScore(Math.abs(chroma(color) - chroma(surrounding)), GOOD_CHROMA_GAP, POOR_CHROMA_GAP),
  );
}

export const accentColor = defineAudit({
  meta: {
    id: 'accent-color',
    category: 'Design',
    title: 'Primary CTA set apart by its colour',
    description:
      'Von Restorff (isolation) effect and the 60-30-10 rule: the item that differs from what surrounds it is remembered and acted on. A fill that stands apart from its surroundings, in lightness or in hue, and an accent hue used sparingly draw the eye to the primary call to action; a CTA in the colours around it, or an accent that is everywhere, draws it nowhere.',
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
      return notApplicable(NO_CTA_ABOVE_FOLD, VISUAL_HIERARCHY_AUDIT);
    }
    const accent = cta.backgroundColor;
    const component = ctaComponent(cta);
    const target = { viewport: 'desktop' as const, rect: cta.rect, elementId: cta.id };
    if (colorDistance(accent, cta.surroundingColor) < SAME_COLOR_DISTANCE) {
      const ink = cta.color;
      const inkApart = isChromatic(ink) ? standsApart(ink, cta.surroundingColor) : 0;
      return {
        score: round(OUTLINE_SHARE * inkApart, 3),
        findings: [
          {
            component,
            problem:
              inkApart > 0
                ? `The primary CTA ${quote(cta.text, 40)} has no fill of its own (${accent} on ${cta.surroundingColor}): only its ${ink} label and outline carry the accent, which draws the eye less than a filled button would.`
                : `The primary CTA ${quote(cta.text, 40)} has no fill of its own (${accent} on ${cta.surroundingColor}); only its outline or text sets it apart, so it cannot carry an accent colour.`,
            action: 'Update colors',
            usercategory: 'Incomplete',
            target,
          },
        ],
        details: {
          cta: cta.text,
          accent,
          surrounding: cta.surroundingColor,
          filled: false,
          ink,
          inkApart: round(inkApart, 3),
        },
      };
    }
    // Isolation is relative to what the button is seen against, so its own surroundings are the
    // measure (a white button on a dark photo band stands out on a white page). Any one of
    // lightness, hue or saturation sets it apart: WCAG does not ask a text button's fill for 3:1
    // (Understanding SC 1.4.11: the label identifies the control), and a black button on white
    // is as isolated as a coloured one.
    const surrounding = cta.surroundingColor;
    const contrast = contrastRatio(accent, surrounding);
    const distance = colorDistance(accent, surrounding);
    const distinctScore = standsApart(accent, surrounding);

    const above = vf.paintedColors.filter((c) => c.aboveFoldArea > 0);
    const aboveTotal = above.reduce((n, c) => n + c.aboveFoldArea, 0);
    const accentArea = above
      .filter((c) => colorDistance(c.color, accent) < SAME_COLOR_DISTANCE)
      .reduce((n, c) => n + c.aboveFoldArea, 0);
    const share = aboveTotal > 0 ? accentArea / aboveTotal : 0;
    const accentChroma = chroma(accent);
    const isHue = accentChroma >= POOR_CHROMA;
    const sparingScore = isHue && aboveTotal > 0 ? linearScore(share, GOOD_SHARE, POOR_SHARE) : 1;
    // A fill that does not stand apart fails however rarely it is used; a distinct one used
    // everywhere still works, less well.
    const sparingFactor = WIDESPREAD_FLOOR + (1 - WIDESPREAD_FLOOR) * sparingScore;
    const score = distinctScore * sparingFactor;

    const findings: Finding[] = [];
    if (distinctScore < 1) {
      findings.push({
        component,
        // Each of lightness, colour and saturation falls short here, or the fill would stand apart.
        problem: `The primary CTA's colour ${accent} differs little from what surrounds it (${surrounding}) in lightness (${round(contrast, 1)}:1), colour or saturation, so the button does not stand out.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        severity: 1 - distinctScore,
      });
    }
    if (sparingScore < 1) {
      findings.push({
        component,
        problem: `The CTA colour ${accent} covers ${Math.round(share * 100)}% of the first screen; an accent works when it is rare (about ${Math.round(GOOD_SHARE * 100)}%), so the button blends into its own colour.`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target,
        severity: distinctScore * (1 - sparingFactor),
      });
    }
    return {
      score: round(score, 3),
      findings,
      details: {
        cta: cta.text,
        accent,
        filled: true,
        surrounding,
        chroma: round(accentChroma),
        contrastWithSurrounding: round(contrast),
        distanceToSurrounding: round(distance, 1),
        aboveFoldShare: round(share, 3),
      },
    };
  },
});
