import { browserDefaultsShare, UNSTYLED_SHARE } from '../shared/browser-defaults.js';
import { isBroken } from '../shared/failed-requests.js';
import { quote } from '../shared/hero.js';
import { shortUrl } from '../shared/standards-format.js';
import { round } from '../shared/score-curves.js';
import { defineAudit } from '../types.js';

export const browserDefaults = defineAudit({
  meta: {
    id: 'browser-defaults',
    category: 'Design',
    title: "The page shows a design of its own, not the browser's defaults",
    description:
      "Stanford's Web Credibility guidelines: people judge a site by how professional it looks, and a page in the browser's own styles (black Times New Roman, blue underlined links, bulleted menus) reads as broken or unfinished, whatever it says. It usually means the stylesheet did not load.",
    source: {
      name: 'Stanford Web Credibility Project: guideline 5, make your site look professional',
      url: 'https://credibility.stanford.edu/guidelines/index.html',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const share = browserDefaultsShare(facts.desktop.texts);
    if (!share.hasText)
      return { score: null, findings: [], notApplicableReason: 'No visible text on desktop.' };
    // The check is for a page that names no typeface (as form-labels is for a page with a form):
    // elsewhere the page evidently has styles of its own, and a pass would only dilute Design.
    if (share.typeface < UNSTYLED_SHARE)
      return { score: null, findings: [], notApplicableReason: 'The page sets its own typeface.' };
    const details = {
      typefaceShare: round(share.typeface, 3),
      colourShare: round(share.colours, 3),
      threshold: UNSTYLED_SHARE,
    };
    // Its own colours on the default typeface: font-families names the typeface.
    if (share.colours < UNSTYLED_SHARE || !share.first) return { score: 1, findings: [], details };
    // The usual cause, when the log shows it: a stylesheet of the page's own that failed.
    const stylesheet = facts.failedRequests.find(
      (r) => r.resourceType === 'stylesheet' && isBroken(r),
    );
    const cause = stylesheet
      ? ` Its stylesheet (${shortUrl(stylesheet.url)}) did not load${stylesheet.status ? ` (HTTP ${stylesheet.status})` : ''}.`
      : '';
    return {
      score: 0,
      findings: [
        {
          component: 'Page styles',
          problem: `The page shows the browser's default styles: ${Math.round(share.typeface * 100)}% of its text (e.g. ${quote(share.first.text, 40)}) is in its default typeface and colours (black, link blue), so it reads as broken or unfinished.${cause}`,
          action: 'Update design',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: share.first.rect, elementId: share.first.id },
        },
      ],
      details,
    };
  },
});
