import type { ImageFact } from '@heroscope/schema';
import { targetOn } from '../shared/standards-findings.js';
import { plural, shortUrl } from '../shared/standards-format.js';
import { classifyHostname } from '../../net/ip-policy.js';
import { defineAudit, notApplicable, type Finding } from '../types.js';

const isHttp = (url: string) => url.toLowerCase().startsWith('http://');

/**
 * W3C Secure Contexts §3.1: http://localhost and loopback addresses are "potentially
 * trustworthy" origins, and browsers do not mark them "Not secure". Such a page is the user's
 * own development server (analysed with --allow-private), where plain HTTP is normal.
 */
function isLoopback(url: string): boolean {
  try {
    return classifyHostname(new URL(url).hostname.replace(/^\[|\]$/g, '')) === 'loopback';
  } catch {
    return false;
  }
}

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
    if (isHttp(facts.finalUrl) && isLoopback(facts.finalUrl))
      return notApplicable(
        'A development server on a loopback address: browsers treat it as a secure context, and it will be served over HTTPS once published.',
      );
    if (!facts.finalUrl.toLowerCase().startsWith('https://')) {
      return {
        score: 0,
        findings: [
          {
            component: 'HTTPS',
            problem: `The page is served over plain HTTP (${facts.finalUrl}), so browsers label it "Not secure".`,
            // The fix is a server setting that makes the page secure, not more proof on it.
            action: 'Strengthen',
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
      action: 'Replace',
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
