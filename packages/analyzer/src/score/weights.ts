import type { Category } from '../audits/types.js';

/**
 * The one place audit weights live. Category score = weighted mean of the applicable audits'
 * scores in that category (Lighthouse's method). Every registered audit must appear here, and
 * every id here must be registered (checked by the registry test).
 */
export const AUDIT_WEIGHTS: Record<Category, Record<string, number>> = {
  Standards: {
    // The accessibility checks weigh as Lighthouse's accessibility score weighs the axe rules
    // they stand for, by axe's user impact (critical 10, serious 7, moderate 3): image-alt, label
    // and button-name are critical; color-contrast, html-has-lang, document-title, link-name and
    // target-size serious; heading-order moderate.
    'color-contrast': 7,
    'image-alt': 10,
    'accessible-names': 10,
    'html-lang': 7,
    'single-h1': 3,
    'heading-order': 3,
    'form-labels': 10,
    'viewport-meta': 5,
    'mobile-overflow': 5,
    'legible-font-size': 4,
    'tap-targets': 7,
    // Words drawn over words are unreadable where they meet, as text under 4.5:1 is hard to
    // read: weighed as color-contrast, an axe "serious" failure.
    'text-overlap': 7,
    // A page whose stylesheet did not apply is broken for every visitor on every device, as a
    // critical accessibility failure is for those it affects: weighed as the critical axe rules.
    // Applicable only where found, so it dilutes no one else's score.
    'styles-applied': 10,
    'document-title': 7,
    // What a search result or a shared link shows, not what a visitor sees on the page: Google
    // uses the meta description for snippets only (Search Central, "Control your snippets in
    // search results") and Lighthouse files it under SEO, not accessibility or best practices.
    'meta-description': 1,
    'open-graph': 1,
    favicon: 1,
    https: 5,
    'console-errors': 2,
    'broken-resources': 3,
    'largest-contentful-paint': 6,
    'cumulative-layout-shift': 5,
    // The causes of a slow first paint, which LCP itself scores: Lighthouse's performance score
    // weighs only its metrics and gives such opportunities and diagnostics no weight at all
    // (total-byte-weight, lcp-lazy-loaded, uses-responsive-images). Named with a small weight, so
    // a found flaw still costs, but not a second time at full weight.
    'page-weight': 1,
    'hero-image-not-lazy': 1,
    'image-oversized': 1,
    'aria-violations': 3,
  },
  Clarity: {
    'headline-present': 8,
    'headline-length': 3,
    'headline-specificity': 5,
    subheadline: 5,
    'hero-readability': 3,
    'navigation-items': 3,
    'text-above-fold': 3,
    // Placeholder copy makes a page read as unfinished work, whatever else it does well: a
    // designer weighs it like a missing headline (Stanford Web Credibility guidelines).
    'placeholder-content': 15,
    'line-length': 3,
  },
  Conversion: {
    'cta-above-fold-desktop': 8,
    'cta-above-fold-mobile': 6,
    'dominant-cta': 5,
    'cta-visual-weight': 5,
    'cta-label-specificity': 5,
    'cta-repeated': 3,
    'trust-signals': 6,
    'trust-near-cta': 3,
    // Unfinished copy on the first screen stops visitors from acting at all, as a missing CTA
    // does (Stanford Web Credibility guidelines): it outweighs any single CTA or trust check,
    // and the two CTA-placement checks together, as placeholder copy weighs in Clarity. At 10,
    // a template's hero ('Your Amazing Product' over a working button) kept three quarters of
    // its Conversion score.
    'hero-finished': 15,
    'form-length': 3,
    'overlay-on-load': 5,
  },
  Design: {
    // The one design check of the first screen as a whole (size, contrast and a call to action
    // to lead to): NN/g counts visual hierarchy among the principles a page's design rests on,
    // so it outweighs any single typography or colour rule.
    'visual-hierarchy': 9,
    'font-families': 4,
    'type-scale': 4,
    'palette-size': 4,
    'accent-color': 3,
    'grid-alignment': 4,
    whitespace: 4,
    'line-height': 3,
    'image-quality': 4,
    // A page in the browser's own styles is unfinished work to a designer, whatever its rules of
    // type and colour would say (Stanford Web Credibility guidelines): it outweighs any one rule.
    // Applicable only to a page that names no typeface, so it dilutes no one else's score.
    'browser-defaults': 10,
    // A first screen laid out around filler or stand-in pictures is a mock-up, not a finished
    // design (Zeldman: design without its content is decoration): weighed as the browser's own
    // styles are, and like them applicable only where found, so it dilutes no one else's score.
    'content-first': 10,
  },
};
