import type { TextElement, ViewportName } from '@heroscope/schema';
import { colorDistance, contrastRatio, isLargeText } from '../shared/color.js';
import { axeNodeMatches, axeNodes, axeSnippet } from '../shared/standards-axe.js';
import { targetOn } from '../shared/standards-findings.js';
import { formatRatio, textsSubject } from '../shared/standards-format.js';
import { mobileOnly } from '../shared/standards-viewports.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';
import { groupBy } from '../shared/group-by.js';
import { andMore } from '../shared/text-list.js';

const NORMAL_MIN = 4.5;
const LARGE_MIN = 3;
/** The colours in axe's color-contrast failure summary ("foreground color: #8e908c, background color: #f5f5f5"). */
const AXE_COLOURS = /foreground colou?r: (#[0-9a-f]{3,8}), background colou?r: (#[0-9a-f]{3,8})/i;
/** Text over an image or gradient counts half: its background colour is our best guess. */
const UNCERTAIN_WEIGHT = 0.5;

interface Judged {
  text: TextElement;
  viewport: ViewportName;
  order: number;
  ratio: number;
  required: number;
  passes: boolean;
  /** The background is a guess and axe did not confirm the failure. */
  uncertain: boolean;
  axeConfirmed: boolean;
  weight: number;
}

/** Within a few steps of pure white or pure black: the extremes a palette does not tune. */
const EXTREME_DISTANCE = 24;
function isWhiteOrBlack(hex: string): boolean {
  return (
    colorDistance(hex, '#ffffff') < EXTREME_DISTANCE ||
    colorDistance(hex, '#000000') < EXTREME_DISTANCE
  );
}

function component(t: TextElement): string {
  if (t.interactiveId !== null) return 'Link or button text';
  if (t.region === 'nav' || t.region === 'header') return 'Header text';
  if (t.region === 'footer') return 'Footer text';
  return t.aboveFold ? 'Text above the fold' : 'Body text';
}

export const colorContrast = defineAudit({
  meta: {
    id: 'color-contrast',
    category: 'Standards',
    title: 'Text has enough contrast',
    description:
      'WCAG 2.2 SC 1.4.3 (Contrast, Minimum, level AA) asks for a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text (24px, or 18.66px bold), so people with low vision or on a sunny screen can read it.',
    source: {
      name: 'WCAG 2.2 SC 1.4.3 Contrast (Minimum)',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const axeHits = axeNodes(facts.axe, 'color-contrast');
    const matchedAxe = new Set<number>();
    const candidates: { text: TextElement; viewport: ViewportName }[] = [
      ...facts.desktop.texts.map((text) => ({ text, viewport: 'desktop' as const })),
      ...mobileOnly(facts.mobile.texts, facts.desktop.texts, (t) => `${t.selector}|${t.text}`).map(
        (text) => ({ text, viewport: 'mobile' as const }),
      ),
    ];

    const judged: Judged[] = [];
    candidates.forEach(({ text, viewport }, order) => {
      // Screen-reader-only text (clipped to 1px) is not seen, so its colours do not matter.
      if (text.text.trim().length === 0 || text.rect.width <= 1 || text.rect.height <= 1) return;
      const ratio = contrastRatio(text.color, text.backgroundColor);
      const required = isLargeText(text.fontSize, text.fontWeight) ? LARGE_MIN : NORMAL_MIN;
      // axe ran on the desktop load, so only desktop elements can be matched to its nodes.
      let axeConfirmed = false;
      if (viewport === 'desktop') {
        axeHits.forEach((node, i) => {
          if (axeNodeMatches(node, text.selector, text.rect)) {
            axeConfirmed = true;
            matchedAxe.add(i);
          }
        });
      }
      const passes = ratio >= required && !axeConfirmed;
      const uncertain = text.backgroundUncertain && !axeConfirmed;
      const weight = text.text.length * (uncertain ? UNCERTAIN_WEIGHT : 1);
      judged.push({
        text,
        viewport,
        order,
        ratio,
        required,
        passes,
        uncertain,
        axeConfirmed,
        weight,
      });
    });

    if (judged.length === 0) {
      return { score: null, findings: [], notApplicableReason: 'The page shows no text to check.' };
    }

    const totalWeight = judged.reduce((s, j) => s + j.weight, 0);
    const passingWeight = judged.filter((j) => j.passes).reduce((s, j) => s + j.weight, 0);
    const failing = judged
      .filter((j) => !j.passes)
      .sort(
        (a, b) =>
          Number(b.text.aboveFold) - Number(a.text.aboveFold) ||
          Number(a.uncertain) - Number(b.uncertain) ||
          a.ratio / a.required - b.ratio / b.required ||
          a.order - b.order,
      );

    // Texts in one failing colour are one fix, the colour itself: a row of nav links, repeated
    // body copy, and a design system's muted grey on its three dark surfaces alike ("darken
    // #5a6672"). One finding per text colour, naming the backgrounds it fails on. White or black
    // text is no colour to change: there the fix is each fill (a yellow button, a pink one), so
    // those are grouped by background too. Over an image or gradient the background is a
    // per-element guess, so those texts are kept apart, and so are the texts only axe finds failing.
    const groups = groupBy(failing, (j) =>
      [
        j.viewport,
        j.text.color,
        j.uncertain || !isWhiteOrBlack(j.text.color) ? '' : j.text.backgroundColor,
        j.uncertain,
        j.ratio >= j.required,
      ].join('|'),
    );
    const findings: Finding[] = [];
    for (const group of groups) {
      const j = group[0]!;
      const backgrounds = [...new Set(group.map((g) => g.text.backgroundColor))];
      const on = j.uncertain
        ? `what looks like ${j.text.backgroundColor} (it sits over an image or gradient)`
        : andMore(backgrounds.slice(0, 3), backgrounds.length);
      const where = j.viewport === 'mobile' ? ' on mobile' : '';
      const subject = textsSubject(group.map((g) => g.text.text));
      const worst = group.reduce((w, g) => (g.ratio / g.required < w.ratio / w.required ? g : w));
      const required = [...new Set(group.map((g) => g.required))].sort((a, b) => b - a);
      const needs =
        required.length > 1
          ? `needs ${required[0]}:1 (${required[1]}:1 for large text)`
          : `needs ${required[0]}:1`;
      const ratio =
        backgrounds.length > 1 && !j.uncertain
          ? `${formatRatio(worst.ratio)} at worst`
          : formatRatio(worst.ratio);
      const measured = `${subject} ${j.text.color} on ${on}${where}: ${ratio}, ${needs}.`;
      // axe composites the real background; when it disagrees with our colours, trust it.
      const problem =
        j.ratio >= j.required
          ? `${measured.slice(0, -1)}, but axe-core measures less against the painted background.`
          : measured;
      const severity = group.reduce(
        (sum, g) =>
          sum +
          Math.max(0.1, (g.required - g.ratio) / g.required) *
            (g.text.aboveFold ? 2 : 1) *
            (g.uncertain ? UNCERTAIN_WEIGHT : 1),
        0,
      );
      findings.push({
        component: component(j.text),
        problem,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target: targetOn(j.viewport, j.text.rect, j.text.id),
        ...(j.uncertain ? { lowConfidence: true } : {}),
        severity: round(severity, 3),
        instances: group.length,
      });
    }

    // Elements axe flags that we did not measure as text (e.g. placeholder or input text, or the
    // spans of a highlighted code sample). Like our own texts, those in the same colours are one
    // fix: one finding per colour pair axe reports.
    const unmatched = axeHits.filter((node, i) => !matchedAxe.has(i) && node.rect !== null);
    const axeGroups = groupBy(unmatched, (node) => {
      const colours = AXE_COLOURS.exec(node.failureSummary);
      return colours ? `${colours[1]}|${colours[2]}` : node.failureSummary;
    });
    for (const nodes of axeGroups) {
      const node = nodes[0]!;
      const more =
        nodes.length > 1 ? ` (and ${nodes.length - 1} more elements in these colours)` : '';
      findings.push({
        component: 'Text flagged by axe-core',
        problem: `axe-core finds too little contrast on ${axeSnippet(node)}${more}: ${node.failureSummary.replace(/\s+/g, ' ').trim()}`,
        action: 'Update colors',
        usercategory: 'Incomplete',
        target: targetOn('desktop', node.rect!),
        severity: 0.5,
        instances: nodes.length,
      });
    }

    const capped = capFindings(findings);
    return {
      score: round(passingWeight / totalWeight, 4),
      findings: capped.findings,
      details: {
        textsChecked: judged.length,
        textsFailing: failing.length,
        colourPairsFailing: groups.length,
        failingUncertain: failing.filter((j) => j.uncertain).length,
        characterShareOk: round(passingWeight / totalWeight, 4),
        thresholds: { normal: NORMAL_MIN, large: LARGE_MIN },
        axeNodes: axeHits.length,
        axeNodesUnmatched: axeHits.length - matchedAxe.size,
        worst: failing.slice(0, 10).map((j) => ({
          text: j.text.text.slice(0, 80),
          color: j.text.color,
          background: j.text.backgroundColor,
          ratio: round(j.ratio),
          required: j.required,
          viewport: j.viewport,
        })),
        findingsOmitted: capped.omitted,
      },
    };
  },
});
