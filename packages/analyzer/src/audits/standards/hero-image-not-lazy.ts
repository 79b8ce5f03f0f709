import type { ImageFact, PageFacts, ViewportName } from '@heroscope/schema';
import { targetOn } from '../shared/standards-findings.js';
import { shortUrl } from '../shared/standards-format.js';
import { mobileOnly } from '../shared/standards-viewports.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { overlapRatio } from '../shared/rect.js';
import { round } from '../shared/score-curves.js';

const isPictureLike = (i: ImageFact) => (i.kind === 'img' || i.kind === 'picture') && i.visible;

function isLcpImage(img: ImageFact, facts: PageFacts): boolean {
  const lcp = facts.performance?.lcp;
  if (!lcp) return false;
  return (
    (lcp.selector !== null && lcp.selector === img.selector) ||
    (lcp.rect !== null && overlapRatio(lcp.rect, img.rect) >= 0.5)
  );
}

export const heroImageNotLazy = defineAudit({
  meta: {
    id: 'hero-image-not-lazy',
    category: 'Standards',
    title: 'Hero images are not lazy-loaded',
    description:
      'Lighthouse "lcp-lazy-loaded": loading="lazy" on an image in the first screen makes the browser wait for layout before fetching it, which delays the Largest Contentful Paint; lazy-load only images further down.',
    source: {
      name: 'Lighthouse: Largest Contentful Paint image was lazily loaded',
      url: 'https://developer.chrome.com/docs/lighthouse/performance/lcp-lazy-loaded',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const desktop = facts.desktop.images.filter(isPictureLike);
    const pool: { img: ImageFact; viewport: ViewportName; lcp: boolean }[] = [
      ...desktop.map((img) => ({ img, viewport: 'desktop' as const, lcp: isLcpImage(img, facts) })),
      ...mobileOnly(
        facts.mobile.images.filter(isPictureLike),
        desktop,
        (i) => i.selector + i.src,
      ).map((img) => ({ img, viewport: 'mobile' as const, lcp: false })),
    ].filter(({ img, lcp }) => img.aboveFold || lcp);

    if (pool.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No image shows in the first screen.',
      };
    }
    const lazy = pool.filter(({ img }) => img.loading === 'lazy');
    const lcpLazy = lazy.some((x) => x.lcp);
    const findings: Finding[] = lazy
      .sort((a, b) => Number(b.lcp) - Number(a.lcp))
      .map(({ img, viewport, lcp }) => ({
        component: lcp ? 'Largest image (LCP)' : 'Hero image',
        problem: `The ${lcp ? 'largest image' : 'image'} '${shortUrl(img.src)}' shows in the first screen${viewport === 'mobile' ? ' on mobile' : ''} but has loading="lazy", so the browser fetches it late.`,
        action: 'Speed up page',
        usercategory: 'Incomplete',
        target: targetOn(viewport, img.rect, img.id),
        severity: lcp ? 2 : 1,
      }));
    const capped = capFindings(findings);
    return {
      score: lcpLazy ? 0 : round((pool.length - lazy.length) / pool.length, 4),
      findings: capped.findings,
      details: {
        aboveFoldImages: pool.length,
        lazy: lazy.length,
        lcpImageLazy: lcpLazy,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
