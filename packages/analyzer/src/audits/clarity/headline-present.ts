import { heroLogoOver } from '../shared/hero-logo.js';
import type { TextElement, ViewportFacts } from '@heroscope/schema';
import { findHeadline, quote, standsOutAsHeadline } from '../shared/hero.js';
import { bodyFontSize } from '../shared/clarity-text-metrics.js';
import { normalizePhrase } from '../shared/clarity-phrases.js';
import { defineAudit, type Finding } from '../types.js';
import { round } from '../shared/score-curves.js';
import { isPlaceholder } from '../shared/clarity-placeholders.js';
import { contrastRatio } from '../shared/color.js';

/** A headline should stand at least 1.5× the body size to read as the page's main message. */
const MIN_PROMINENCE = 1.5;
const DESKTOP_SHARE = 0.75;
/**
 * Below this contrast against a background we are sure of, a headline is all but invisible
 * (white on white, a photo that failed to load behind it): WCAG asks 3:1 of large text, and
 * at 1.5:1 letters barely part from the page, so visitors read no headline at all.
 */
const MIN_VISIBLE_CONTRAST = 1.5;

function isH1(vf: ViewportFacts, headline: TextElement): boolean {
  if (headline.tag.toLowerCase() === 'h1') return true;
  const n = normalizePhrase(headline.text);
  return vf.headings.some(
    (h) => h.level === 1 && h.visible && n.length > 0 && normalizePhrase(h.text).includes(n),
  );
}

/** The mobile text showing the desktop headline's words, else mobile's own most prominent text. */
function mobileHeadline(mobile: ViewportFacts, desktopHeadline: TextElement): TextElement | null {
  const n = normalizePhrase(desktopHeadline.text);
  const same = mobile.texts.find((t) => normalizePhrase(t.text) === n);
  return same ?? findHeadline(mobile);
}

export const headlinePresent = defineAudit({
  meta: {
    id: 'headline-present',
    category: 'Clarity',
    title: 'A prominent headline above the fold',
    description:
      'NN/g: visitors decide within about 10 seconds whether to stay, and scan the top of the page first; a prominent headline is the first thing they read, so it must be visible without scrolling and stand out from everything else.',
    source: {
      name: 'Nielsen Norman Group: How Long Do Users Stay on Web Pages?',
      url: 'https://www.nngroup.com/articles/how-long-do-users-stay-on-web-pages/',
    },
    requiredFacts: ['desktop', 'mobile', 'mobileLayout'],
  },
  run(facts) {
    const desktop = facts.desktop;
    const headline = findHeadline(desktop);
    if (!headline) {
      return {
        score: 0,
        findings: [
          {
            component: 'Hero headline',
            problem:
              'The first screen on desktop shows no text that could serve as a headline, so nothing tells visitors what the page is about.',
            action: 'Clarify value',
            usercategory: 'Missing',
            missingSubject: true,
          },
        ],
        details: { desktopHeadline: null },
      };
    }

    // A headline of filler or a template label is in the headline's place but tells visitors
    // nothing, which is what this audit asks of it: it scores as no headline.
    if (isPlaceholder(headline.text)) {
      return {
        score: 0,
        findings: [
          {
            component: 'Hero headline',
            problem: `The headline ${quote(headline.text)} is placeholder copy, so nothing tells visitors what the page is about.`,
            action: 'Clarify value',
            usercategory: 'Incomplete',
            target: { viewport: 'desktop', rect: headline.rect, elementId: headline.id },
            missingSubject: true,
          },
        ],
        details: { desktopHeadline: headline.text, placeholder: true },
      };
    }

    const contrast = contrastRatio(headline.color, headline.backgroundColor);
    if (!headline.backgroundUncertain && contrast < MIN_VISIBLE_CONTRAST) {
      return {
        score: 0,
        findings: [
          {
            component: 'Hero headline',
            problem: `The headline ${quote(headline.text)} is ${headline.color} on ${headline.backgroundColor} (${round(contrast, 1)}:1), all but invisible, so nothing visitors can read tells them what the page is about.`,
            action: 'Update colors',
            usercategory: 'Incomplete',
            target: { viewport: 'desktop', rect: headline.rect, elementId: headline.id },
          },
        ],
        details: { desktopHeadline: headline.text, contrast: round(contrast, 2) },
      };
    }

    const findings: Finding[] = [];
    const bodySize = bodyFontSize(desktop);
    const ratio = headline.fontSize / bodySize;
    if (!standsOutAsHeadline(desktop, headline)) {
      return {
        score: 0,
        findings: [
          {
            component: 'Hero headline',
            problem: `Nothing on the first screen stands out as a headline: its most prominent text, ${quote(headline.text)}, is ${round(headline.fontSize, 1)}px like the ${bodySize}px body text, so nothing tells visitors at a glance what the page is about.`,
            action: 'Clarify value',
            usercategory: 'Missing',
            target: { viewport: 'desktop', rect: headline.rect, elementId: headline.id },
            missingSubject: true,
          },
        ],
        details: {
          desktopHeadline: headline.text,
          prominenceRatio: round(ratio),
          bodyFontSize: bodySize,
        },
      };
    }
    const largerTexts = desktop.texts.filter(
      (t) => t.aboveFold && t.id !== headline.id && t.fontSize > headline.fontSize,
    );
    const semantic = isH1(desktop, headline);
    // A large logo set over the line as the hero's title is its display type (hero-logo.ts).
    const logo = heroLogoOver(desktop, headline);
    const prominent = (ratio >= MIN_PROMINENCE || logo !== null) && largerTexts.length === 0;
    const target = { viewport: 'desktop' as const, rect: headline.rect, elementId: headline.id };

    let desktopScore = 1;
    if (!prominent) {
      desktopScore = semantic ? 0.6 : 0.4;
      const bigger = largerTexts.sort((a, b) => b.fontSize - a.fontSize)[0];
      findings.push({
        component: 'Hero headline',
        problem: bigger
          ? `The headline ${quote(headline.text)} (${round(headline.fontSize, 1)}px) is outsized by ${quote(bigger.text, 40)} (${round(bigger.fontSize, 1)}px), so it does not read as the main message.`
          : `The headline ${quote(headline.text)} is ${round(headline.fontSize, 1)}px against ${bodySize}px body text (${round(ratio)}×); it needs at least ${MIN_PROMINENCE}× to stand out.`,
        action: 'Organize content',
        usercategory: 'Incomplete',
        target,
      });
    }

    const mobile = mobileHeadline(facts.mobile, headline);
    let mobileScore = 1;
    if (!mobile) {
      mobileScore = 0;
      findings.push({
        component: 'Hero headline (mobile)',
        problem: `On mobile no headline appears on the first screen; the desktop headline ${quote(headline.text)} is missing there.`,
        action: 'Responsiveness',
        usercategory: 'Missing',
      });
    } else if (!mobile.aboveFold) {
      mobileScore = 0.2;
      findings.push({
        component: 'Hero headline (mobile)',
        problem: `On mobile the headline ${quote(mobile.text)} starts at ${Math.round(mobile.rect.y)}px, below the ${Math.round(facts.mobileLayout.visibleHeight)}px fold, so visitors must scroll to learn what the page offers.`,
        action: 'Responsiveness',
        usercategory: 'Incomplete',
        target: { viewport: 'mobile', rect: mobile.rect, elementId: mobile.id },
      });
    }

    return {
      score: round(DESKTOP_SHARE * desktopScore + (1 - DESKTOP_SHARE) * mobileScore, 3),
      findings,
      details: {
        desktopHeadline: headline.text,
        tag: headline.tag,
        isH1: semantic,
        fontSize: headline.fontSize,
        bodyFontSize: bodySize,
        prominenceRatio: round(ratio),
        ...(logo ? { logoTitle: logo.alt ?? logo.src } : {}),
        largerTextsAboveFold: largerTexts.length,
        mobileHeadline: mobile?.text ?? null,
        mobileAboveFold: mobile?.aboveFold ?? false,
      },
    };
  },
});
