import type { TextElement } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { isHeadingTag, lineCount } from '../shared/clarity-text-metrics.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { bandScore, round, weightedMean } from '../shared/score-curves.js';

/** Body text: WCAG 1.4.12 asks that 1.5 be possible; typography settles on 1.4–1.8. */
const BODY_RANGE = { low: 1.4, high: 1.8, poorLow: 1.1, poorHigh: 2.4 };
/** Headings are set tighter: 1.0–1.3, with a little slack before it shows. */
const HEADING_RANGE = { low: 1.0, high: 1.35, poorLow: 0.8, poorHigh: 1.9 };
/** From this size a text is display type and follows the heading range. */
const DISPLAY_PX = 22;

function isHeadingLike(t: TextElement): boolean {
  return isHeadingTag(t.tag) || t.fontSize >= DISPLAY_PX;
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
      .map((t) => {
        const heading = isHeadingLike(t);
        const r = heading ? HEADING_RANGE : BODY_RANGE;
        const ratio = t.lineHeight / t.fontSize;
        return { t, heading, ratio, score: bandScore(ratio, r.low, r.high, r.poorLow, r.poorHigh) };
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
    const bad = checked
      .filter((c) => c.score < 1)
      .sort((a, b) => a.score - b.score || a.t.rect.y - b.t.rect.y);
    const findings: Finding[] = bad.map((c) => {
      const r = c.heading ? HEADING_RANGE : BODY_RANGE;
      const tight = c.ratio < r.low;
      return {
        component: c.heading ? 'Heading' : c.t.aboveFold ? 'Hero paragraph' : 'Body text',
        problem: `${quote(c.t.text, 50)} is set at ${round(c.t.fontSize, 1)}px with ${round(c.t.lineHeight, 1)}px line height (${round(c.ratio)}×); ${c.heading ? 'headings' : 'body text'} read best at ${r.low}–${r.high}×, so the lines ${tight ? 'crowd each other' : 'drift apart'}.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: c.t.rect, elementId: c.t.id },
        severity: round(1 - c.score, 3),
      };
    });
    return {
      score: round(score, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        checked: checked.length,
        outOfRange: bad.length,
        bodyRange: [BODY_RANGE.low, BODY_RANGE.high],
        headingRange: [HEADING_RANGE.low, HEADING_RANGE.high],
        ratios: checked.map((c) => ({ id: c.t.id, ratio: round(c.ratio), heading: c.heading })),
      },
    };
  },
});
