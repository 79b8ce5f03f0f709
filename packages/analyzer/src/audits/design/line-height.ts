import type { TextElement } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { isHeadingTag, lineCount } from '../shared/clarity-text-metrics.js';
import { isEastAsianText } from '../shared/east-asian-text.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { bandScore, round, weightedMean } from '../shared/score-curves.js';
import { groupBy } from '../shared/group-by.js';

/** Body text: WCAG 1.4.12 asks that 1.5 be possible; typography settles on 1.4–1.8. */
const BODY_RANGE = { low: 1.4, high: 1.8, poorLow: 1.1, poorHigh: 2.4 };
/**
 * Chinese, Japanese and Korean body text is set looser: JLREQ puts the line gap at half to one
 * character (1.5–2.0×), CLREQ at 1.5–2 times the size, because the full-width glyphs fill their
 * em square and need the air between lines.
 */
const EAST_ASIAN_BODY_RANGE = { low: 1.5, high: 2.0, poorLow: 1.2, poorHigh: 2.6 };
/** Headings are set tighter: 1.0–1.3, with a little slack before it shows. */
const HEADING_RANGE = { low: 1.0, high: 1.35, poorLow: 0.8, poorHigh: 1.9 };
/** From this size a text is display type and follows the heading range. */
const DISPLAY_PX = 22;

function isHeadingLike(t: TextElement): boolean {
  return isHeadingTag(t.tag) || t.fontSize >= DISPLAY_PX;
}

type Range = typeof BODY_RANGE;

function rangeFor(t: TextElement, heading: boolean): { range: Range; kind: string } {
  if (heading) return { range: HEADING_RANGE, kind: 'headings' };
  if (isEastAsianText(t.text)) {
    return { range: EAST_ASIAN_BODY_RANGE, kind: 'Chinese, Japanese and Korean body text' };
  }
  return { range: BODY_RANGE, kind: 'body text' };
}

interface Checked {
  t: TextElement;
  heading: boolean;
  range: Range;
  kind: string;
  ratio: number;
  score: number;
}

/**
 * Texts set alike (same role, size and line height) come from one CSS rule: one flaw and one
 * fix however many paragraphs use it, as twelve links in one grey are one contrast flaw.
 */
function styleKey(c: Checked): string {
  return `${c.kind}|${Math.round(c.t.fontSize * 2) / 2}|${round(c.ratio, 2)}`;
}

export const lineHeight = defineAudit({
  meta: {
    id: 'line-height',
    category: 'Design',
    title: 'Comfortable line height',
    description:
      'WCAG 2.2 SC 1.4.12 (Text Spacing) and typographic practice: body text reads best with a line height of about 1.4–1.8 times the font size, headings at 1.0–1.3; cramped lines blur together and loose ones fall apart into separate strips.',
    source: {
      name: 'W3C: Understanding WCAG 2.2 SC 1.4.12 Text Spacing',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    // Line height only shows between lines, so only multi-line blocks are judged.
    const checked = facts.desktop.texts
      .filter(
        (t) =>
          t.text.length > 0 &&
          t.interactiveId === null &&
          t.region !== 'nav' &&
          t.fontSize > 0 &&
          t.lineHeight > 0 &&
          lineCount(t) >= 2,
      )
      .map((t): Checked => {
        const heading = isHeadingLike(t);
        const { range: r, kind } = rangeFor(t, heading);
        const ratio = t.lineHeight / t.fontSize;
        const score = bandScore(ratio, r.low, r.high, r.poorLow, r.poorHigh);
        return { t, heading, range: r, kind, ratio, score };
      });
    if (checked.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No multi-line text blocks on desktop.',
      };
    }
    const score = weightedMean(
      checked,
      (c) => c.score,
      (c) => c.t.text.length,
    );
    const groups = groupBy(
      checked.filter((c) => c.score < 1),
      styleKey,
    )
      .map((members) => members.sort((a, b) => a.t.rect.y - b.t.rect.y))
      .sort((a, b) => a[0]!.score - b[0]!.score || a[0]!.t.rect.y - b[0]!.t.rect.y);
    const findings: Finding[] = groups.map((members) => {
      const c = members[0]!;
      const r = c.range;
      const tight = c.ratio < r.low;
      const others = members.length - 1;
      const alike =
        others > 0
          ? ` ${others} more ${others === 1 ? 'text is' : 'texts are'} set the same way.`
          : '';
      return {
        component: c.heading ? 'Heading' : c.t.aboveFold ? 'Hero paragraph' : 'Body text',
        problem: `${quote(c.t.text, 50)} is set at ${round(c.t.fontSize, 1)}px with ${round(c.t.lineHeight, 1)}px line height (${round(c.ratio)}×); ${c.kind} read${c.heading ? '' : 's'} best at ${r.low}–${r.high}×, so the lines ${tight ? 'crowd each other' : 'drift apart'}.${alike}`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: c.t.rect, elementId: c.t.id },
        // The share of the loss follows how much text the rule sets, and how far off it is.
        severity: round(
          members.reduce((n, m) => n + (1 - m.score) * m.t.text.length, 0),
          3,
        ),
        instances: members.length,
      };
    });
    return {
      score: round(score, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        checked: checked.length,
        outOfRange: groups.reduce((n, g) => n + g.length, 0),
        styles: groups.length,
        bodyRange: [BODY_RANGE.low, BODY_RANGE.high],
        headingRange: [HEADING_RANGE.low, HEADING_RANGE.high],
        ratios: checked.map((c) => ({ id: c.t.id, ratio: round(c.ratio), heading: c.heading })),
      },
    };
  },
});
