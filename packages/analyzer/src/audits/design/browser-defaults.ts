import {
  browserDefaultsShare,
  BULLETED_MENU_SCORE,
  bulletedMenu,
  failedStylesheet,
  isUnstyled,
  UNSTYLED_SHARE,
} from '../shared/browser-defaults.js';
import { quote } from '../shared/hero.js';
import { quoteList } from '../shared/standards-format.js';
import { round } from '../shared/score-curves.js';
import { defineAudit, type Finding } from '../types.js';

export const browserDefaults = defineAudit({
  meta: {
    id: 'browser-defaults',
    category: 'Design',
    title: "The page shows a design of its own, not the browser's defaults",
    description:
      "Stanford's Web Credibility guidelines: people judge a site by how professional it looks, and a page in the browser's own styles (black Times New Roman, blue underlined links, menus as bulleted lists) reads as broken or unfinished, whatever it says. It usually means a stylesheet did not load.",
    source: {
      name: 'Stanford Web Credibility Project: guideline 5, make your site look professional',
      url: 'https://credibility.stanford.edu/guidelines/index.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const share = browserDefaultsShare(facts.desktop.texts);
    if (!share.hasText)
      return { score: null, findings: [], notApplicableReason: 'No visible text on desktop.' };
    const menu = bulletedMenu(facts);
    // The check is for a page where the browser's defaults show through (as form-labels is for a
    // page with a form): elsewhere the page evidently has styles of its own, and a pass would
    // only dilute Design.
    if (share.typeface < UNSTYLED_SHARE && !menu)
      return {
        score: null,
        findings: [],
        notApplicableReason: 'The page sets its own typeface and menu styles.',
      };
    const details = {
      typefaceShare: round(share.typeface, 3),
      colourShare: round(share.colours, 3),
      bulletedMenu: menu !== null,
      threshold: UNSTYLED_SHARE,
    };
    const unstyled = isUnstyled(share);
    if (unstyled && share.first) {
      const finding: Finding = {
        component: 'Page styles',
        problem: `The page shows the browser's default styles: ${Math.round(share.typeface * 100)}% of its text (e.g. ${quote(share.first.text, 40)}) is in its default typeface and colours (black, link blue), so it reads as broken or unfinished.${failedStylesheet(facts)}`,
        action: 'Update design',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: share.first.rect, elementId: share.first.id },
      };
      return { score: 0, findings: [finding], details };
    }
    if (menu) {
      const items = facts[menu.viewport].interactives.filter((i) =>
        menu.nav.itemIds.includes(i.id),
      );
      const finding: Finding = {
        component: 'Menu',
        problem: `The menu (${quoteList(items.map((i) => i.text || i.accessibleName))}) shows as a bulleted list, the browser's default style for a list: no designed menu keeps its bullets, so the page looks unfinished.${failedStylesheet(facts)}`,
        action: 'Update design',
        usercategory: 'Incomplete',
        target: { viewport: menu.viewport, rect: menu.nav.rect },
      };
      return { score: BULLETED_MENU_SCORE, findings: [finding], details };
    }
    // Its own colours on the default typeface: font-families names the typeface.
    return { score: 1, findings: [], details };
  },
});
