import type { ImageFact } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { area } from '../shared/rect.js';
import { linearScore, round } from '../shared/score-curves.js';
import { isBroken } from '../shared/failed-requests.js';
import { holeSize, leavesFirstScreenHole } from '../shared/first-screen-hole.js';

/** Up to this much stretching is hard to see; beyond it edges and text in the image go soft. */
const GOOD_UPSCALE = 1.25;
/** Twice the natural size: visibly blurry, a very low-resolution image. */
const POOR_UPSCALE = 2;

function isVector(img: ImageFact): boolean {
  return (
    img.kind === 'svg' || /\.svgz?(?:[?#]|$)/i.test(img.src) || img.src.startsWith('data:image/svg')
  );
}

function imageName(img: ImageFact): string {
  if (img.alt) return quote(img.alt, 40);
  const file = img.src.split(/[?#]/)[0]!.split('/').pop();
  return quote(file || img.selector, 40);
}

export const imageQuality = defineAudit({
  meta: {
    id: 'image-quality',
    category: 'Design',
    title: 'Sharp hero images',
    description:
      'web.dev responsive images guidance: an image displayed larger than its natural pixel size is stretched by the browser and looks blurry, which makes the whole page feel cheap; serve images at least at their rendered size (and 2× for high-density screens).',
    source: {
      name: 'web.dev: Serve responsive images',
      url: 'https://web.dev/articles/serve-responsive-images',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    // A picture whose file fails for every visitor (not one our network could not reach) shows
    // as an empty box or the browser's broken-image icon: the worst quality an image can have.
    const brokenUrls = new Set(facts.failedRequests?.filter(isBroken).map((r) => r.url) ?? []);
    const missing = facts.desktop.images
      .filter(
        (img) => leavesFirstScreenHole(img) && img.naturalWidth === 0 && brokenUrls.has(img.src),
      )
      .map((img) => ({ img, upscale: Infinity, score: 0, missing: true }));
    const images = facts.desktop.images
      .filter(
        (img) =>
          img.visible &&
          img.aboveFold &&
          img.kind !== 'video' &&
          !isVector(img) &&
          img.naturalWidth > 0 &&
          img.naturalHeight > 0 &&
          img.rect.width >= 24 &&
          img.rect.height >= 24,
      )
      .map((img) => {
        const wide = img.rect.width / img.naturalWidth;
        const tall = img.rect.height / img.naturalHeight;
        // An <img> is stretched by its larger ratio. A CSS background may be tiled (a 22 px strip
        // repeated across a banner) or cover its box, and the facts do not say which: only what
        // every sizing must stretch, the smaller ratio, is counted.
        const upscale = img.kind === 'background' ? Math.min(wide, tall) : Math.max(wide, tall);
        return {
          img,
          upscale,
          score: linearScore(upscale, GOOD_UPSCALE, POOR_UPSCALE),
          missing: false,
        };
      })
      .concat(missing);
    if (images.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'No raster images above the fold on desktop.',
      };
    }
    // Big images dominate the impression, so weight by rendered area.
    const total = images.reduce((n, i) => n + area(i.img.rect), 0);
    const score = images.reduce((n, i) => n + i.score * area(i.img.rect), 0) / total;
    const largest = [...images].sort((a, b) => area(b.img.rect) - area(a.img.rect))[0]!;
    const bad = images
      .filter((i) => i.score < 1)
      .sort((a, b) => a.score - b.score || area(b.img.rect) - area(a.img.rect));
    const findings: Finding[] = bad.map((i) => {
      const hero = i === largest;
      const veryLow = i.upscale >= POOR_UPSCALE;
      if (i.missing)
        return {
          component: hero ? 'Hero image' : 'Image',
          problem: `${hero ? 'The hero image' : 'The image'} ${imageName(i.img)} does not load, so the first screen shows an empty ${holeSize(i.img.rect)} box where it should be.`,
          action: 'Better images',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: i.img.rect, elementId: i.img.id },
          severity: hero ? 2 : 1,
          reason:
            'Stanford Web Credibility Guidelines: "avoid errors of all types, no matter how small they seem". An empty box where a picture should be is the first thing visitors see of the page, and it reads as a site nobody looks after.',
        };
      return {
        component: hero ? 'Hero image' : 'Image',
        problem: `${hero ? 'The hero image' : 'The image'} ${imageName(i.img)} is ${i.img.naturalWidth}×${i.img.naturalHeight}px but shown at ${Math.round(i.img.rect.width)}×${Math.round(i.img.rect.height)}px (${round(i.upscale, 1)}× stretched)${veryLow ? ', far too low a resolution' : ''}, so it looks blurry.`,
        action: 'Better images',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: i.img.rect, elementId: i.img.id },
        severity: round((1 - i.score) * (hero ? 2 : 1), 3),
        // CSS backgrounds may be tiled patterns, where stretching is not the intent.
        ...(i.img.kind === 'background' ? { lowConfidence: true } : {}),
      };
    });
    return {
      score: round(score, 3),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details: {
        checked: images.length,
        upscaled: bad.length,
        threshold: GOOD_UPSCALE,
        images: images.map((i) => ({
          id: i.img.id,
          natural: [i.img.naturalWidth, i.img.naturalHeight],
          rendered: [Math.round(i.img.rect.width), Math.round(i.img.rect.height)],
          ...(i.missing ? { missing: true } : { upscale: round(i.upscale) }),
        })),
      },
    };
  },
});
