import type { ImageFact } from '@heroscope/schema';
import { targetOn } from '../shared/standards-findings.js';
import { plural, shortUrl } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';

const isHttp = (url: string) => url.toLowerCase().startsWith('http://');

export const https = defineAudit({
  meta: {
    id: 'https',
    category: 'Standards',
    title: 'The page is served over HTTPS',
    description:
      'Lighthouse "is-on-https": browsers mark plain-HTTP pages "Not secure", which costs trust at the moment visitors decide; HTTPS pages that still pull files over HTTP (mixed content) get them blocked or flagged.',
    source: {
      name: 'Lighthouse: Uses HTTPS',
      url: 'https://developer.chrome.com/docs/lighthouse/best-practices/is-on-https',
    },
    requiredFacts: ['desktop', 'failedRequests'],
  },
  run(facts) {
    if (!facts.finalUrl.toLowerCase().startsWith('https://')) {
      return {
        score: 0,
        findings: [
          {
            component: 'HTTPS',
            problem: `The page is served over plain HTTP (${facts.finalUrl}), so browsers label it "Not secure".`,
            action: 'Lacking trust',
            usercategory: 'Missing',
          },
        ],
        details: { finalUrl: facts.finalUrl, https: false },
      };
    }
    // Blocked active mixed content shows up as a failed http:// request; passive content
    // (images) may load but is still insecure.
    const blocked = facts.failedRequests.filter((r) => isHttp(r.url) && !r.blockedByPolicy);
    const images: ImageFact[] = facts.desktop.images.filter((i) => i.visible && isHttp(i.src));
    const urls = [...new Set([...blocked.map((r) => r.url), ...images.map((i) => i.src)])];
    if (urls.length === 0) {
      return {
        score: 1,
        findings: [],
        details: { finalUrl: facts.finalUrl, https: true, mixedContent: 0 },
      };
    }
    const first = images[0];
    const finding: Finding = {
      component: 'Mixed content',
      problem: `This HTTPS page loads ${plural(urls.length, 'file')} over plain HTTP (${urls
        .slice(0, 3)
        .map((u) => `'${shortUrl(u)}'`)
        .join(', ')}${urls.length > 3 ? ', …' : ''}); browsers block or flag mixed content.`,
      action: 'Lacking trust',
      usercategory: 'Incomplete',
      ...(first ? { target: targetOn('desktop', first.rect, first.id) } : {}),
    };
    return {
      score: 0.5,
      findings: [finding],
      details: {
        finalUrl: facts.finalUrl,
        https: true,
        mixedContent: urls.length,
        mixedUrls: urls.slice(0, 10),
      },
    };
  },
});
