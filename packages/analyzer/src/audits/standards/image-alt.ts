import type { ImageFact, Interactive, ViewportFacts, ViewportName } from '@heroscope/schema';
import { axeNodeMatches, axeNodes } from '../shared/standards-axe.js';
import { targetOn } from '../shared/standards-findings.js';
import { shortUrl } from '../shared/standards-format.js';
import { mobileOnly } from '../shared/standards-viewports.js';
import { defineAudit, type Finding } from '../types.js';
import { capFindings } from '../shared/finding-cap.js';
import { round, shareScore } from '../shared/score-curves.js';
import { groupBy } from '../shared/group-by.js';

/** Below this in either dimension an image is an icon, spacer or tracking pixel, not content. */
const MIN_CONTENT_SIDE = 16;

function isContentImage(img: ImageFact): boolean {
  return (
    (img.kind === 'img' || img.kind === 'picture') &&
    img.visible &&
    !img.decorative &&
    img.rect.width >= MIN_CONTENT_SIDE &&
    img.rect.height >= MIN_CONTENT_SIDE
  );
}

/** The link or button whose only content is this image (no name of its own besides the image). */
function soleContentOf(img: ImageFact, vf: ViewportFacts): Interactive | null {
  if (img.inInteractiveId === null) return null;
  const owner = vf.interactives.find((i) => i.id === img.inInteractiveId);
  if (!owner) return null;
  return owner.text.trim().length === 0 && owner.accessibleName.trim().length === 0 ? owner : null;
}

interface Failure {
  img: ImageFact;
  viewport: ViewportName;
  problem: string;
}

export const imageAlt = defineAudit({
  meta: {
    id: 'image-alt',
    category: 'Standards',
    title: 'Images have a text alternative',
    description:
      'WCAG 2.2 SC 1.1.1 (Non-text Content) asks every content image for a text alternative: screen readers otherwise read the file name or nothing, and a linked image with no alt leaves the link without a name.',
    source: {
      name: 'WCAG 2.2 SC 1.1.1 Non-text Content',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const pools: { vf: ViewportFacts; viewport: ViewportName; images: ImageFact[] }[] = [
      { vf: facts.desktop, viewport: 'desktop', images: facts.desktop.images },
      {
        vf: facts.mobile,
        viewport: 'mobile',
        images: mobileOnly(facts.mobile.images, facts.desktop.images, (i) => i.selector + i.src),
      },
    ];
    const axeHits = axeNodes(facts.axe, 'image-alt');
    let checked = 0;
    const failures: Failure[] = [];
    for (const { vf, viewport, images } of pools) {
      for (const img of images.filter(isContentImage)) {
        checked++;
        const name = img.src ? `'${shortUrl(img.src)}'` : 'an inline image';
        const owner = soleContentOf(img, vf);
        if (img.alt === null) {
          failures.push({
            img,
            viewport,
            problem: owner
              ? `The image ${name} is the only content of a ${owner.kind} and has no alt attribute, so the ${owner.kind} has no name.`
              : `The image ${name} has no alt attribute.`,
          });
        } else if (img.alt.trim() === '' && owner) {
          failures.push({
            img,
            viewport,
            problem: `The image ${name} is the only content of a ${owner.kind} but has an empty alt, so the ${owner.kind} has no name${owner.href ? ` (it goes to ${shortUrl(owner.href)})` : ''}.`,
          });
        } else if (
          viewport === 'desktop' &&
          axeHits.some((n) => axeNodeMatches(n, img.selector, img.rect))
        ) {
          failures.push({
            img,
            viewport,
            problem: `axe-core finds no usable text alternative for the image ${name}.`,
          });
        }
      }
    }

    if (checked === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The page shows no content images.',
      };
    }

    const ordered = [...failures].sort((a, b) => Number(b.img.aboveFold) - Number(a.img.aboveFold));
    // One file placed several times is one fix: one finding at its first placement.
    const findings: Finding[] = groupBy(ordered, (f) => f.problem).map((group) => {
      const f = group[0]!;
      const times = group.length > 1 ? ` It appears ${group.length} times.` : '';
      return {
        component: f.img.inInteractiveId !== null ? 'Linked image' : 'Image',
        problem: `${f.problem}${times}`,
        action: 'Add',
        usercategory: 'Incomplete',
        target: targetOn(f.viewport, f.img.rect, f.img.id),
        severity: group.length,
        instances: group.length,
      };
    });
    const capped = capFindings(findings);
    const score = shareScore(checked - failures.length, checked);
    return {
      score: score === null ? null : round(score, 4),
      findings: capped.findings,
      details: {
        contentImages: checked,
        withoutAlternative: failures.length,
        findingsOmitted: capped.omitted,
      },
    };
  },
});
