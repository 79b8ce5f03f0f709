import { targetOn } from '../shared/standards-findings.js';
import { plural, shortUrl } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';
import { andMoreSentence, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { countScore } from '../shared/score-curves.js';
import { holeSize, leavesFirstScreenHole } from '../shared/first-screen-hole.js';
import { isBroken } from '../shared/failed-requests.js';

/** Broken requests at which the score reaches 0. */
const ZERO_AT = 5;
/**
 * A picture that should fill part of the first screen and fails leaves a hole (or the browser's
 * broken-image icon) where the visitor looks first: counted as this many broken files. Stanford's
 * web credibility guidelines ask to avoid errors of every kind because visitors read them as
 * neglect, and one on the first screen is seen by every visitor (NN/g: 57% of viewing time is
 * above the fold), where a failed analytics script is seen by none.
 */
const FIRST_SCREEN_HOLE = 3;

/** Render-critical types first: a missing stylesheet or script breaks more than a missing pixel. */
const TYPE_ORDER = [
  'document',
  'stylesheet',
  'script',
  'font',
  'image',
  'media',
  'fetch',
  'xhr',
  'other',
];
const TYPE_NAMES: Record<string, string> = {
  document: 'frame',
  stylesheet: 'stylesheet',
  script: 'script',
  font: 'font',
  image: 'image',
  media: 'video or audio file',
  fetch: 'data request',
  xhr: 'data request',
};

const rank = (t: string) => {
  const i = TYPE_ORDER.indexOf(t);
  return i === -1 ? TYPE_ORDER.length : i;
};

export const brokenResources = defineAudit({
  meta: {
    id: 'broken-resources',
    category: 'Standards',
    title: 'Every file the page needs loads',
    description:
      'Lighthouse reports failed requests among the browser errors (errors-in-console): a missing image leaves a hole, a missing script or stylesheet breaks a feature or the layout, and each one makes the page look unmaintained.',
    source: {
      name: 'Lighthouse: Browser errors were logged to the console',
      url: 'https://developer.chrome.com/docs/lighthouse/best-practices/errors-in-console',
    },
    requiredFacts: ['failedRequests'],
  },
  run(facts) {
    const broken = facts.failedRequests
      .filter(isBroken)
      .map((r, order) => ({ r, order }))
      .sort((a, b) => rank(a.r.resourceType) - rank(b.r.resourceType) || a.order - b.order)
      .map(({ r }) => r)
      // One missing file is one flaw however often the page asks for it (a stylesheet link and
      // a script fetching the same URL fail together): kept once, as its most critical type.
      .filter((r, i, all) => all.findIndex((o) => o.url === r.url) === i);
    const excludedAsOurs = facts.failedRequests.filter((r) => r.blockedByPolicy).length;
    if (broken.length === 0) {
      return { score: 1, findings: [], details: { broken: 0, excludedAsOurs } };
    }
    let counted = 0;
    const findings: Finding[] = broken.map((r) => {
      const kind = TYPE_NAMES[r.resourceType] ?? 'file';
      const why = r.status !== null ? `HTTP ${r.status}` : r.errorText || 'a network error';
      const img = facts.desktop.images.find((i) => i.src === r.url && i.visible);
      const hole = img !== undefined && leavesFirstScreenHole(img);
      counted += hole ? FIRST_SCREEN_HOLE : 1;
      return {
        component: hole ? 'Broken image on the first screen' : `Broken ${kind}`,
        problem: hole
          ? `The image '${shortUrl(r.url)}' fails to load (${why}), leaving a ${holeSize(img.rect)} hole on the first screen.`
          : `The ${kind} '${shortUrl(r.url)}' fails to load (${why}).`,
        action: 'Update content',
        usercategory: 'Incomplete',
        ...(img ? { target: targetOn('desktop', img.rect, img.id) } : {}),
        ...(hole ? { severity: FIRST_SCREEN_HOLE } : {}),
      };
    });
    const capped = capFindings(findings, MAX_FINDINGS, andMoreSentence('more broken files'));
    return {
      score: countScore(counted, ZERO_AT),
      findings: capped.findings,
      details: {
        broken: broken.length,
        summary: plural(broken.length, 'broken request'),
        excludedAsOurs,
        requests: broken
          .slice(0, 20)
          .map((r) => ({ url: r.url, type: r.resourceType, status: r.status, error: r.errorText })),
        findingsOmitted: capped.omitted,
      },
    };
  },
});
