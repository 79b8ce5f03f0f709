import type { ImageFact, ViewportName } from '@heroscope/schema';
import { targetOn } from '../shared/standards-findings.js';
import { formatBytes, quoteList, shortUrl } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';
import { metricScore, round } from '../shared/score-curves.js';

/** Natural area beyond 4× the rendered area is more than even a 2× (retina) screen can show. */
const MAX_AREA_RATIO = 4;
const MIN_BYTES = 100_000;
/** Total estimated waste: fine up to 100 KB, 0.5 at 500 KB, nothing left at 1.5 MB. */
const WASTE_THRESHOLDS = { good: 100_000, poor: 500_000, zero: 1_500_000 };

interface Oversized {
  img: ImageFact;
  viewport: ViewportName;
  ratio: number;
  /** Bytes saved by serving a 2× image; null when the transfer size is unknown. */
  waste: number | null;
}

function judge(img: ImageFact, viewport: ViewportName): Oversized | null {
  const rendered = img.rect.width * img.rect.height;
  const natural = img.naturalWidth * img.naturalHeight;
  if (rendered <= 0 || natural <= 0) return null;
  const ratio = natural / rendered;
  if (ratio <= MAX_AREA_RATIO) return null;
  if (img.bytes !== null && img.bytes <= MIN_BYTES) return null;
  const waste = img.bytes === null ? null : Math.round(img.bytes * (1 - MAX_AREA_RATIO / ratio));
  return { img, viewport, ratio, waste };
}

const isRaster = (i: ImageFact) =>
  (i.kind === 'img' || i.kind === 'picture') &&
  i.visible &&
  i.src !== '' &&
  !/\.svg(?:[?#]|$)/i.test(i.src) &&
  !i.src.startsWith('data:image/svg');

export const imageOversized = defineAudit({
  meta: {
    id: 'image-oversized',
    category: 'Standards',
    title: 'Images are not much larger than shown',
    description:
      'Lighthouse "uses-responsive-images": an image far larger than its box is downloaded in full and scaled down, wasting data and delaying the page, most on phones; serve sizes that match with srcset.',
    source: {
      name: 'Lighthouse: Properly size images',
      url: 'https://developer.chrome.com/docs/lighthouse/performance/uses-responsive-images',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    // One verdict per file: the worst of its desktop and mobile renderings.
    const bySrc = new Map<string, { flagged: Oversized | null }>();
    for (const [vf, viewport] of [
      [facts.desktop, 'desktop'],
      [facts.mobile, 'mobile'],
    ] as const) {
      for (const img of vf.images.filter(isRaster)) {
        const entry = bySrc.get(img.src) ?? { flagged: null };
        const o = judge(img, viewport);
        if (o && (!entry.flagged || o.ratio > entry.flagged.ratio)) entry.flagged = o;
        bySrc.set(img.src, entry);
      }
    }
    if (bySrc.size === 0) {
      return { score: null, findings: [], notApplicableReason: 'The page shows no raster images.' };
    }
    const flagged = [...bySrc.values()]
      .map((e) => e.flagged)
      .filter((o): o is Oversized => o !== null)
      .sort((a, b) => (b.waste ?? -1) - (a.waste ?? -1) || b.ratio - a.ratio);
    const totalWaste = flagged.reduce((s, o) => s + (o.waste ?? 0), 0);

    // One fix serves every image at the size it is shown (srcset and sizes from one image
    // pipeline), and Lighthouse reports them as one opportunity with one saving: one finding,
    // pinned on the image that wastes most, however many images it names. Counting each image
    // made an image-rich page lose a point per photo for bytes a visitor never sees.
    const findings: Finding[] = [];
    const worst = flagged[0];
    if (worst) {
      const { img } = worst;
      const shown = `${Math.round(img.rect.width)}×${Math.round(img.rect.height)}px`;
      const saving =
        worst.waste !== null ? `; a 2× size would save about ${formatBytes(worst.waste)}` : '';
      const rest = flagged.slice(1);
      const others =
        rest.length === 0
          ? ''
          : ` ${rest.length === 1 ? 'So is' : `So are ${rest.length} more:`} ${quoteList(
              rest.map((o) => shortUrl(o.img.src)),
              3,
              60,
            )}${totalWaste > 0 ? `, about ${formatBytes(totalWaste)} wasted in all` : ''}.`;
      findings.push({
        component: img.aboveFold ? 'Hero image' : 'Image',
        problem: `The image '${shortUrl(img.src)}' is ${img.naturalWidth}×${img.naturalHeight}px but shown at ${shown}${worst.viewport === 'mobile' ? ' on mobile' : ''}${saving}.${others}`,
        action: 'Speed up page',
        usercategory: 'Incomplete',
        target: targetOn(worst.viewport, img.rect, img.id),
        ...(worst.waste === null ? { lowConfidence: true } : {}),
        instances: flagged.length,
      });
    }
    const share = (bySrc.size - flagged.length) / bySrc.size;
    return {
      score: round(Math.min(share, metricScore(totalWaste, WASTE_THRESHOLDS)), 4),
      findings,
      details: {
        images: bySrc.size,
        oversized: flagged.length,
        estimatedWasteBytes: totalWaste,
        maxAreaRatio: MAX_AREA_RATIO,
        minBytes: MIN_BYTES,
      },
    };
  },
});
