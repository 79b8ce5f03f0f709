import { compareText } from '../shared/cta-helpers.js';
import type { TextElement } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import {
  displayFamily,
  isTypographicText,
  primaryFontFamily,
} from '../shared/design-typography.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings } from '../shared/finding-cap.js';
import { linearScore, round } from '../shared/score-curves.js';
import { BROWSER_DEFAULT_FAMILIES, showsBrowserDefaults } from '../shared/browser-defaults.js';

const GOOD_FAMILIES = 2;
/** A third family (e.g. one for display) is common and costs little; five or more is chaos. */
const POOR_FAMILIES = 6;
const MAX_FINDINGS = 4;
/**
 * A page mostly set in the browser's default typeface (see shared/browser-defaults.ts) reads as
 * unstyled, or as one whose stylesheet failed to load.
 */
const DEFAULT_FAMILY_SHARE = 0.5;
/** The most a page mostly set in the browser's default typeface can score. */
const DEFAULT_FAMILY_SCORE = 0.3;

export const fontFamilies = defineAudit({
  meta: {
    id: 'font-families',
    category: 'Design',
    title: 'Few font families',
    description:
      'Typography practice (Butterick, Practical Typography): one or two typefaces, three at most, give a page a coherent voice; every further family adds visual noise without adding meaning.',
    source: {
      name: "Butterick's Practical Typography: Mixing fonts",
      url: 'https://practicaltypography.com/mixing-fonts.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    // A page in the browser's styles throughout is one flaw with one fix, named by
    // browser-defaults: its typeface is not charged a second time here.
    if (showsBrowserDefaults(facts.desktop.texts))
      return {
        score: null,
        findings: [],
        notApplicableReason: "The page shows the browser's default styles (see browser-defaults).",
      };
    const usage = new Map<string, { chars: number; first: TextElement }>();
    for (const t of facts.desktop.texts) {
      if (!isTypographicText(t)) continue;
      const family = primaryFontFamily(t.fontFamily);
      if (!family) continue;
      const u = usage.get(family);
      if (u) u.chars += t.text.length;
      else usage.set(family, { chars: t.text.length, first: t });
    }
    if (usage.size === 0) {
      return { score: null, findings: [], notApplicableReason: 'No visible text on desktop.' };
    }
    const total = [...usage.values()].reduce((n, u) => n + u.chars, 0);
    const families = [...usage.entries()]
      .map(([family, u]) => ({ family, share: u.chars / total, first: u.first }))
      .sort((a, b) => b.share - a.share || compareText(a.family, b.family));
    const count = families.length;
    const unstyled =
      BROWSER_DEFAULT_FAMILIES.has(families[0]!.family) &&
      families[0]!.share >= DEFAULT_FAMILY_SHARE
        ? families[0]!
        : null;
    const countScore = linearScore(count, GOOD_FAMILIES, POOR_FAMILIES) ** 0.7;
    const score = round(unstyled ? Math.min(countScore, DEFAULT_FAMILY_SCORE) : countScore, 3);
    const details = {
      families: families.map((f) => ({ family: f.family, share: round(f.share, 3) })),
      count,
      good: GOOD_FAMILIES,
      max: 3,
      browserDefault: unstyled !== null,
    };
    const defaultFinding: Finding[] = unstyled
      ? [
          {
            component: 'Typography',
            problem: `${Math.round(unstyled.share * 100)}% of the text (e.g. ${quote(unstyled.first.text, 40)}) is set in the browser's default typeface, ${displayFamily(unstyled.family)}: no typeface was chosen, so the page reads as unstyled.`,
            action: 'Update fonts',
            usercategory: 'Incomplete',
            target: {
              viewport: 'desktop',
              rect: unstyled.first.rect,
              elementId: unstyled.first.id,
            },
          },
        ]
      : [];
    if (count <= GOOD_FAMILIES) return { score, findings: defaultFinding, details };

    const main = families
      .slice(0, GOOD_FAMILIES)
      .map((f) => `'${displayFamily(f.family)}'`)
      .join(' and ');
    // The least-used families are the cheapest to drop, so point at them first.
    const extras = families.slice(GOOD_FAMILIES).reverse();
    const findings: Finding[] = extras.map((f) => ({
      component: `Font '${displayFamily(f.family)}'`,
      problem: `The page uses ${count} font families; '${displayFamily(f.family)}' sets only ${Math.max(1, Math.round(f.share * 100))}% of the text (e.g. ${quote(f.first.text, 40)}), next to ${main}.`,
      action: 'Update fonts',
      usercategory: 'Incomplete',
      target: { viewport: 'desktop', rect: f.first.rect, elementId: f.first.id },
      ...(count === 3 ? { lowConfidence: true } : {}),
    }));
    return {
      score,
      findings: [
        ...defaultFinding,
        ...capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      ],
      details,
    };
  },
});
