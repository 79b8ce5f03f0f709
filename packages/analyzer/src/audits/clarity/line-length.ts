import type { TextElement } from '@heroscope/schema';
import { matchPlaceholder } from '../shared/clarity-placeholders.js';
import { quote } from '../shared/hero.js';
import { isBodyText, lineCount } from '../shared/clarity-text-metrics.js';
import { halfWidthLength, isEastAsianText } from '../shared/east-asian-text.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { linearScore, round, weightedMean } from '../shared/score-curves.js';
import { groupBy } from '../shared/group-by.js';

const MIN_CPL = 45;
const MAX_CPL = 75;
/** Lines this long make the eye lose its way back to the next line's start. */
const POOR_LONG_CPL = 120;
/**
 * Short lines break rhythm but are a milder fault: card and sidebar columns of 30+ characters
 * are normal, so only shorter lines cost, and at most half a paragraph's score.
 */
const TOLERATED_SHORT_CPL = 30;
const POOR_SHORT_CPL = 12;
/** Text facts are capped at 500 characters; past that, estimate from the box width instead. */
const TEXT_CAP = 499;
/** Average advance width of a Latin character, as a share of the font size. */
const CHAR_WIDTH_EM = 0.5;
/** Paragraphs this close in width and size sit in one column, set by one CSS rule. */
const COLUMN_WIDTH_STEP_PX = 8;

/**
 * Characters on a full line. Line length is a property of the full lines: a paragraph's last
 * line is usually short, so dividing its characters by its lines reads lines of 43 as "~29".
 * The browser's line boxes give the text's own average character width (the widths of its
 * lines added up, over its length); the box's width (its longest line) over that is a full
 * line. It must lie between length/lines and length/(lines − 1), since the last line holds
 * from a whole line down to almost nothing. Without line widths, the plain average. Lengths are
 * in half-width units (UAX #11): a Chinese, Japanese or Korean character is as wide as two Latin
 * ones, so one measure serves both (45–75 units is 22–37 full-width characters, the measure of
 * Japanese web text).
 */
function charsPerLine(t: TextElement): number {
  if (t.text.length >= TEXT_CAP) return t.rect.width / (CHAR_WIDTH_EM * t.fontSize);
  const length = halfWidthLength(t.text);
  const lines = lineCount(t);
  const fewest = length / lines;
  if (lines < 2 || !t.lineWidthSum || t.lineWidthSum <= 0) return fewest;
  const full = (length * t.rect.width) / t.lineWidthSum;
  return Math.min(length / (lines - 1), Math.max(fewest, full));
}

interface Paragraph {
  t: TextElement;
  cpl: number;
  lines: number;
  score: number;
}

/**
 * Paragraphs of one column (same width and size, on the same side of the measure) share one
 * max-width rule: one flaw and one fix, however many paragraphs the column holds.
 */
function columnKey(p: Paragraph): string {
  const side = p.cpl > MAX_CPL ? 'long' : 'short';
  return `${side}|${Math.round(p.t.rect.width / COLUMN_WIDTH_STEP_PX)}|${Math.round(p.t.fontSize)}`;
}

/** "about 104 characters", counted as a reader of the text would count them. */
function measureOf(p: Paragraph, cpl: number): string {
  return isEastAsianText(p.t.text)
    ? `${Math.round(cpl / 2)} full-width characters`
    : `${Math.round(cpl)} characters`;
}

export const lineLength = defineAudit({
  meta: {
    id: 'line-length',
    category: 'Clarity',
    title: 'Comfortable line length',
    description:
      'Baymard Institute and Bringhurst: body text is read most comfortably at 45–75 characters per line; longer lines make the eye lose its place when jumping back, much shorter ones (under ~30, even in card columns) break the reading rhythm.',
    source: {
      name: 'Baymard Institute: Readability: The Optimal Line Length',
      url: 'https://baymard.com/blog/line-length-readability',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const paragraphs = facts.desktop.texts
      // Filler is judged once, by placeholder-content: a lorem-ipsum paragraph set at a good
      // measure must not make the page's line lengths look better.
      .filter(
        (t) =>
          isBodyText(t) &&
          lineCount(t) >= 2 &&
          t.text.length >= 60 &&
          matchPlaceholder(t.text) === null,
      )
      .map((t): Paragraph => {
        const cpl = charsPerLine(t);
        const s =
          cpl < TOLERATED_SHORT_CPL
            ? 0.5 + 0.5 * linearScore(cpl, TOLERATED_SHORT_CPL, POOR_SHORT_CPL)
            : linearScore(cpl, MAX_CPL, POOR_LONG_CPL);
        return { t, cpl, lines: lineCount(t), score: s };
      });
    if (paragraphs.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No multi-line body paragraphs on desktop.',
      };
    }
    const score = weightedMean(
      paragraphs,
      (p) => p.score,
      (p) => Math.min(p.t.text.length, TEXT_CAP),
    );
    const groups = groupBy(
      paragraphs.filter((p) => p.score < 1),
      columnKey,
    )
      .map((members) => members.sort((a, b) => a.score - b.score || a.t.rect.y - b.t.rect.y))
      .sort((a, b) => a[0]!.score - b[0]!.score || a[0]!.t.rect.y - b[0]!.t.rect.y);
    const findings: Finding[] = groups.map((members) => {
      const p = members[0]!;
      const long = p.cpl > MAX_CPL;
      const others = members.length - 1;
      const alike =
        others > 0
          ? ` ${others} more ${others === 1 ? 'paragraph sits' : 'paragraphs sit'} in the same column.`
          : '';
      const range = isEastAsianText(p.t.text)
        ? `${Math.round(MIN_CPL / 2)}–${Math.round(MAX_CPL / 2)} full-width characters`
        : `${MIN_CPL}–${MAX_CPL}`;
      return {
        component: p.t.aboveFold ? 'Hero paragraph' : 'Body paragraph',
        problem: long
          ? `The paragraph ${quote(p.t.text, 60)} runs about ${measureOf(p, p.cpl)} per line (${Math.round(p.t.rect.width)}px wide); narrow it to ${range} so readers keep their place.${alike}`
          : `The paragraph ${quote(p.t.text, 60)} breaks every ~${measureOf(p, p.cpl)}; lines under ${isEastAsianText(p.t.text) ? `${TOLERATED_SHORT_CPL / 2} full-width characters` : `${TOLERATED_SHORT_CPL} characters`} make reading choppy.${alike}`,
        action: 'Improve layout',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: p.t.rect, elementId: p.t.id },
        // The share of the loss follows how much text the column holds, and how far off it is.
        severity: round(
          members.reduce((n, m) => n + (1 - m.score) * Math.min(m.t.text.length, TEXT_CAP), 0),
          3,
        ),
        instances: members.length,
        ...(members.every((m) => m.t.text.length >= TEXT_CAP) ? { lowConfidence: true } : {}),
      };
    });
    const cpls = paragraphs.map((p) => Math.round(p.cpl)).sort((a, b) => a - b);
    return {
      score: round(score, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        paragraphs: paragraphs.length,
        outOfRange: groups.reduce((n, g) => n + g.length, 0),
        columns: groups.length,
        medianCharsPerLine: cpls[Math.floor(cpls.length / 2)],
        charsPerLine: paragraphs.map((p) => ({ id: p.t.id, cpl: round(p.cpl, 1), lines: p.lines })),
        range: [MIN_CPL, MAX_CPL],
      },
    };
  },
});
