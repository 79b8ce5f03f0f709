import { shortUrl } from '../shared/standards-format.js';
import { defineAudit } from '../types.js';

export const favicon = defineAudit({
  meta: {
    id: 'favicon',
    category: 'Standards',
    title: 'The page has a favicon',
    description:
      'The favicon identifies the site in tabs, bookmarks, history and mobile search results (Google shows it next to each result); a missing one looks unfinished.',
    source: {
      name: 'Google Search Central: Define a favicon',
      url: 'https://developers.google.com/search/docs/appearance/favicon-in-search',
    },
    requiredFacts: ['meta'],
  },
  run(facts) {
    const href = facts.meta.favicon?.trim() ?? '';
    if (href === '') {
      return {
        score: 0,
        findings: [
          {
            component: 'Favicon',
            problem:
              'The page declares no favicon (<link rel="icon">); unless the server has /favicon.ico at its root, tabs and bookmarks show a blank icon.',
            action: 'Add content',
            usercategory: 'Missing',
            // Browsers also try /favicon.ico on their own, which the page's HTML does not show.
            lowConfidence: true,
          },
        ],
        details: { favicon: null },
      };
    }
    const failed = facts.failedRequests.find((r) => r.url === href && !r.blockedByPolicy);
    if (failed) {
      const why = failed.status !== null ? `HTTP ${failed.status}` : failed.errorText;
      return {
        score: 0.5,
        findings: [
          {
            component: 'Favicon',
            problem: `The favicon '${shortUrl(href)}' fails to load (${why}), so tabs show a blank icon.`,
            action: 'Update content',
            usercategory: 'Incomplete',
          },
        ],
        details: { favicon: href, loads: false },
      };
    }
    return { score: 1, findings: [], details: { favicon: href, loads: true } };
  },
});
