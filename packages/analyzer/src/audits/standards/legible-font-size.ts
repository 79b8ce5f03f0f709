import type { TextElement } from '@heroscope/schema';
import { textsSubject } from '../shared/standards-format.js';
import { targetOn } from '../shared/standards-findings.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round } from '../shared/score-curves.js';
import { groupBy } from '../shared/group-by.js';

const MIN_PX = 12;
/** Lighthouse passes a page when at least this share of its text is legible. */
const LIGHTHOUSE_PASS_SHARE = 0.6;
/**
 * Apple's Human Interface Guidelines set 11pt as the smallest text on iOS (Typography,
 * "Default and minimum font sizes"): the caption and badge sizes of a careful type scale. Text
 * below it is too small wherever it sits; text from it up to 12px only where small text is much
 * of the page, as Lighthouse fails it. Pages rated highest by designers were the ones named for
 * an 11px badge or the menu bar of a drawn product screenshot.
 */
const FLOOR_PX = 11;

/** "11px", or "10–11.5px" for several sizes. */
function sizeRange(sizes: number[]): string {
  const [low, high] = [round(Math.min(...sizes), 1), round(Math.max(...sizes), 1)];
  return low === high ? `${low}px` : `${low}–${high}px`;
}

export const legibleFontSize = defineAudit({
  meta: {
    id: 'legible-font-size',
    category: 'Standards',
    title: 'Text is large enough on phones',
    description:
      'Lighthouse "font-size": text under 12px is hard to read on a phone and makes visitors pinch-zoom; Lighthouse wants at least 60% of the text at 12px or more. Text under 11px, the smallest size in Apple\'s iOS guidelines, is too small wherever it sits.',
    source: {
      name: 'Lighthouse: Document uses legible font sizes',
      url: 'https://developer.chrome.com/docs/lighthouse/seo/font-size',
    },
    requiredFacts: ['mobile', 'mobileLayout'],
  },
  run(facts) {
    const texts = facts.mobile.texts.filter((t) => t.text.trim().length > 0);
    const total = texts.reduce((s, t) => s + t.text.length, 0);
    if (total === 0) {
      return { score: null, findings: [], notApplicableReason: 'The mobile page shows no text.' };
    }
    // A page the phone shrinks (see mobileLayout.scale) shows its text smaller than its CSS size.
    const { scale } = facts.mobileLayout;
    const onScreen = (t: TextElement) => t.fontSize * scale;
    const small = texts.filter((t) => onScreen(t) < MIN_PX);
    const legible = total - small.reduce((s, t) => s + t.text.length, 0);
    const share = legible / total;
    const sorted = [...small].sort(
      (a, b) => a.fontSize - b.fontSize || b.text.length - a.text.length || a.rect.y - b.rect.y,
    );
    // Text that is 12px or more in CSS and small only because the phone zooms the page out has
    // one cause and one fix, the page's mobile layout (viewport-meta names it): one finding, as
    // Lighthouse gives one reason ("no viewport meta tag optimized for mobile screens") rather
    // than a line per size. Text under 12px even in CSS is still named by size and place.
    const zoomedOnly = sorted.filter((t) => t.fontSize >= MIN_PX);
    const cssSmall = sorted.filter((t) => t.fontSize < MIN_PX);
    const cssLegibleShare = 1 - cssSmall.reduce((s, t) => s + t.text.length, 0) / total;
    const failsLighthouse = cssLegibleShare < LIGHTHOUSE_PASS_SHARE;
    const tooSmall = cssSmall.filter((t) => failsLighthouse || t.fontSize < FLOOR_PX);
    // The fix is the small end of the page's type scale, one change however many sizes it holds
    // (10px tags, 11px captions, 11.5px labels of a fluid scale): one finding per place, as a row
    // of 11px nav links is one.
    const groups = groupBy(tooSmall, (t) => String(t.region === 'footer'));
    const findings: Finding[] = groups.map((unordered) => {
      // Quote and point in document order.
      const group = [...unordered].sort((a, b) => texts.indexOf(a) - texts.indexOf(b));
      const t = group[0]!;
      const subject = textsSubject(group.map((g) => g.text));
      // The same words small in the header and in the footer are two places to fix: say which.
      const where = t.region === 'footer' ? ' in the footer' : '';
      const css = sizeRange(group.map((g) => g.fontSize));
      return {
        component: t.region === 'footer' ? 'Footer text' : 'Small text',
        problem:
          scale < 1
            ? `${subject} ${css}${where}, about ${sizeRange(group.map(onScreen))} on screen because phones show this page zoomed out to ${Math.round(scale * 100)}%, below the ${MIN_PX}px minimum.`
            : `${subject} ${css} on mobile${where}, below the ${MIN_PX}px minimum.`,
        action: 'Update fonts',
        usercategory: 'Incomplete',
        target: targetOn('mobile', t.rect, t.id),
        severity: group.reduce((sum, g) => sum + g.text.length, 0),
      };
    });
    if (zoomedOnly.length > 0) {
      const inOrder = [...zoomedOnly].sort((a, b) => texts.indexOf(a) - texts.indexOf(b));
      const t = inOrder[0]!;
      const range = sizeRange(zoomedOnly.map((z) => z.fontSize));
      // The cause comes first: it is the fix that reaches most text.
      findings.unshift({
        component: 'Text on a zoomed-out page',
        problem: `${textsSubject(inOrder.map((z) => z.text))} ${range} in CSS, but phones show this page zoomed out to ${Math.round(scale * 100)}%, so on screen ${inOrder.length === 1 ? 'it is' : 'they are'} under the ${MIN_PX}px minimum: a layout that fits the phone's width fixes ${inOrder.length === 1 ? 'it' : 'them all'}.`,
        action: 'Responsiveness',
        usercategory: 'Incomplete',
        target: targetOn('mobile', t.rect, t.id),
        chargedElsewhere: true,
        instances: zoomedOnly.length,
      });
    }
    // Text small only because of the zoom is named, but it is the mobile layout's flaw, which
    // viewport-meta or mobile-overflow already charges (the zoom comes from a page laid out
    // wider than the phone): charging it here too made one missing line of markup cost three
    // audits' worth. The score counts the small text named, which no layout fix reaches.
    const named = tooSmall.reduce((s, t) => s + t.text.length, 0);
    const capped = capFindings(findings);
    return {
      score: round((total - named) / total, 4),
      findings: capped.findings,
      details: {
        legibleShare: round(share, 4),
        smallTexts: small.length,
        minimumPx: MIN_PX,
        floorPx: FLOOR_PX,
        scale,
        lighthousePassShare: LIGHTHOUSE_PASS_SHARE,
        passesLighthouse: share >= LIGHTHOUSE_PASS_SHARE,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
