import { SAME_COLOR_DISTANCE, groupColors } from '../shared/design-palette.js';
import { defineAudit } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

/** Colours painting less than this share of the page are details, not palette. */
const MIN_SHARE = 0.01;
const GOOD_COLORS = 5;
const POOR_COLORS = 9;

export const paletteSize = defineAudit({
  meta: {
    id: 'palette-size',
    category: 'Design',
    title: 'Restrained colour palette',
    description:
      'The 60-30-10 rule of colour composition: a dominant colour, a secondary one and an accent (plus neutrals) make a page feel coherent; beyond about five distinct colours the palette looks accidental and no colour can signal importance.',
    source: {
      name: 'Nielsen Norman Group: Using Color to Enhance Your Design',
      url: 'https://www.nngroup.com/articles/color-enhance-design/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const painted = facts.desktop.paintedColors.filter((c) => c.area > 0);
    const total = painted.reduce((n, c) => n + c.area, 0);
    if (total === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No painted colours were measured.',
      };
    }
    const groups = groupColors(painted).map((g) => ({ ...g, share: g.area / total }));
    const palette = groups.filter((g) => g.share >= MIN_SHARE);
    const count = palette.length;
    const score = round(linearScore(count, GOOD_COLORS, POOR_COLORS), 3);
    const details = {
      distinctColors: count,
      palette: palette.map((g) => ({
        color: g.color,
        share: round(g.share, 3),
        members: g.members,
      })),
      good: GOOD_COLORS,
      poor: POOR_COLORS,
      groupingDistance: SAME_COLOR_DISTANCE,
      minShare: MIN_SHARE,
    };
    if (count <= GOOD_COLORS) return { score, findings: [], details };
    const list = palette
      .slice(0, 10)
      .map((g) => `${g.color} ${Math.max(1, Math.round(g.share * 100))}%`)
      .join(', ');
    const minor = palette.slice(GOOD_COLORS).map((g) => g.color);
    return {
      score,
      findings: [
        {
          component: 'Colour palette',
          problem: `The page paints ${count} distinct colours (${list}${count > 10 ? ', …' : ''}); a 60-30-10 palette works with about ${GOOD_COLORS}. Consider folding ${minor.slice(0, 4).join(', ')} into the main colours.`,
          action: 'Update colors',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});
