import { quote } from '../shared/hero.js';
import type { Interactive, Rect, ViewportFacts } from '@heroscope/schema';
import { defineAudit, type AuditProduct } from '../types.js';
import { unionRect } from '../shared/rect.js';
import { linearScore } from '../shared/score-curves.js';

const GOOD_ITEMS = 7;
/** Score reaches 0 here; past 9 (Miller's 7 ± 2) the menu is already poor. */
const POOR_ITEMS = 11;
/** Links this close to the top of the page belong to the top bar. */
const TOP_BAR_PX = 160;

export const navigationItems = defineAudit({
  meta: {
    id: 'navigation-items',
    category: 'Clarity',
    title: 'Navigation with few top-level items',
    description:
      "Miller's law (7 ± 2) and NN/g menu guidance: every extra top-level item adds a choice visitors must weigh; about 7 items or fewer keeps the menu scannable, more than 9 dilutes attention away from the main call to action.",
    source: {
      name: 'Nielsen Norman Group: Short-Term Memory and Web Usability',
      url: 'https://www.nngroup.com/articles/short-term-memory-and-web-usability/',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const vf = facts.desktop;
    const fold = vf.viewport.height;
    // Every menu in the first screen competes for the same glance, so their items add up.
    const navs = vf.navigation.filter((n) => n.rect.y < fold && n.itemIds.length > 0);
    const open = navs.filter((n) => !n.collapsed);
    // Some top bars are plain links in a <header> without a <nav>: take those as the menu.
    const headerLinks = navs.length === 0 ? topBarLinks(vf, facts.finalUrl) : [];
    if (headerLinks.length > 0) {
      const bar = { id: headerLinks[0]!.id, rect: unionRect(headerLinks.map((l) => l.rect)) };
      return judge(
        headerLinks.map((l) => l.id),
        [bar],
        vf,
        true,
      );
    }
    if (open.length === 0) {
      return {
        score: null,
        findings: [],
        notApplicableReason:
          navs.length > 0
            ? 'The navigation is collapsed behind a menu button on desktop.'
            : 'No navigation menu above the fold on desktop.',
      };
    }
    return judge([...new Set(open.flatMap((n) => n.itemIds))], open, vf, false);
  },
});

function judge(
  itemIds: string[],
  menus: { id: string; rect: Rect }[],
  vf: ViewportFacts,
  guessed: boolean,
): AuditProduct {
  const byId = new Map(vf.interactives.map((i) => [i.id, i]));
  const labels = itemIds.map((id) => {
    const i = byId.get(id);
    return (i?.text || i?.accessibleName || id).trim();
  });
  const count = itemIds.length;
  const score = linearScore(count, GOOD_ITEMS, POOR_ITEMS);
  const details = {
    items: count,
    labels,
    menus: menus.length,
    source: guessed ? 'header links' : 'nav',
    good: GOOD_ITEMS,
    poor: 9,
  };
  if (count <= GOOD_ITEMS) return { score, findings: [], details };
  const listed = labels.slice(0, 12).map((l) => quote(l, 24));
  const list = `${listed.join(', ')}${labels.length > 12 ? ', …' : ''}`;
  return {
    score,
    findings: [
      {
        component: 'Top navigation',
        problem: `The top navigation offers ${count} items (${list}); beyond about ${GOOD_ITEMS} the choice slows visitors down and pulls attention from the main call to action.`,
        action: 'Organize content',
        usercategory: 'Incomplete',
        target: {
          viewport: 'desktop',
          rect: unionRect(menus.map((n) => n.rect)),
          elementId: menus[0]!.id,
        },
        ...(guessed ? { lowConfidence: true } : {}),
      },
    ],
    details,
  };
}

/** The top bar's plain text links (no buttons, no link back to the home page). */
function topBarLinks(vf: ViewportFacts, pageUrl: string): Interactive[] {
  const home = (href: string | null) => {
    if (!href) return true;
    try {
      const u = new URL(href, pageUrl);
      return u.pathname === '/' && u.hash === '' && u.origin === new URL(pageUrl).origin;
    } catch {
      return false;
    }
  };
  return vf.interactives.filter(
    (i) =>
      i.visible &&
      i.kind === 'link' &&
      !i.buttonLike &&
      (i.region === 'header' || i.region === 'nav') &&
      i.rect.y < TOP_BAR_PX &&
      i.text.trim().length > 0 &&
      !home(i.href),
  );
}
