import {
  browserDefaultsShare,
  BULLETED_MENU_SCORE,
  bulletedMenu,
  defaultColouredLinks,
  failedStylesheet,
  isUnstyled,
} from '../shared/browser-defaults.js';
import { round } from '../shared/score-curves.js';
import { quoteList } from '../shared/standards-format.js';
import { defineAudit, type Finding } from '../types.js';

/**
 * Links left in the browser's blue while the page's own typeface shows: the controls' styles
 * (its framework's, usually) did not apply, so every call to action and the menu look broken,
 * more of the page than a menu's bullets alone.
 */
const DEFAULT_LINKS_SCORE = 0.25;

/**
 * The technical side of a page left in the browser's own styles: its stylesheet did not load or
 * apply, so the layout the page was built for is gone on every screen. Design's browser-defaults
 * judges how such a page looks; this judges that it is broken, as a missing picture is.
 */
export const stylesApplied = defineAudit({
  meta: {
    id: 'styles-applied',
    category: 'Standards',
    title: "The page's styles load and apply",
    description:
      "A page whose stylesheet does not load or apply falls back to the browser's built-in rendering (Times New Roman, link blue, menus as bulleted lists, pictures at their file size): the layout it was built for is gone on every device. Stanford's Web Credibility guidelines ask to avoid errors of every kind, because visitors read them as neglect.",
    source: {
      name: 'Stanford Web Credibility Project: guideline 8, avoid errors of all types',
      url: 'https://credibility.stanford.edu/guidelines/index.html',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const share = browserDefaultsShare(facts.desktop.texts);
    const menu = bulletedMenu(facts);
    const blueLinks = defaultColouredLinks(facts.desktop.texts);
    const unstyled = isUnstyled(share);
    // Applicable only where the fallback shows, as browser-defaults is: a page with styles of
    // its own would only have its Standards score diluted by a pass.
    if (!share.hasText || (!unstyled && !menu && !blueLinks))
      return {
        score: null,
        findings: [],
        notApplicableReason: "The page's own styles apply.",
      };
    const details = {
      typefaceShare: round(share.typeface, 3),
      colourShare: round(share.colours, 3),
      bulletedMenu: menu !== null,
      defaultColouredLinks: blueLinks?.length ?? 0,
    };
    if (unstyled && share.first)
      return {
        score: 0,
        findings: [
          {
            component: 'Stylesheet',
            problem: `The page's styles do not apply: ${Math.round(share.typeface * 100)}% of its text shows the browser's built-in typeface and colours, so every screen gets the browser's fallback layout instead of the page's, and visitors see a broken page.${failedStylesheet(facts)}`,
            action: 'Update content',
            usercategory: 'Incomplete',
            target: { viewport: 'desktop', rect: share.first.rect, elementId: share.first.id },
          },
        ],
        details,
      };
    // Not unstyled here: 80% of the text in the default face and 80% in its colours leave 60%
    // in both, so share.first exists whenever it is. The menu or the links show the defaults.
    const findings: Finding[] = [];
    if (blueLinks) {
      const first = blueLinks[0]!;
      findings.push({
        component: 'Link styles',
        problem: `${blueLinks.length} of the page's links show the browser's own link blue (${quoteList(blueLinks.map((t) => t.text))}): its link and button styles do not apply, so its calls to action and menu items show as plain browser links.${failedStylesheet(facts)}`,
        action: 'Update content',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: first.rect, elementId: first.id },
      });
    }
    if (menu)
      findings.push({
        component: 'Menu styles',
        problem: `The menu's styles do not apply: it shows the browser's list bullets and stacked links${menu.viewport === 'mobile' ? ' on a phone' : ''}, so it works as a plain list rather than the menu the page was built with.${blueLinks ? '' : failedStylesheet(facts)}`,
        action: 'Update content',
        usercategory: 'Incomplete',
        target: { viewport: menu.viewport, rect: menu.nav.rect },
      });
    return { score: blueLinks ? DEFAULT_LINKS_SCORE : BULLETED_MENU_SCORE, findings, details };
  },
});
