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
/**
 * A language switch ("EN", "Deutsch", "日本語") is utility navigation, not a section to choose
 * (NN/g, "Utility Navigation"): visitors look for it only when they need it.
 */
const LANGUAGE_CODES =
  'en|de|fr|es|it|pt|nl|pl|ru|uk|tr|ja|zh|ko|ar|fa|he|sv|da|no|nb|fi|cs|sk|sl|hr|sr|el|hu|ro|bg|id|vi|th|ca|eu';
const LANGUAGE_SWITCH = new RegExp(
  `^(?:(?:${LANGUAGE_CODES})(?:[-_][a-z]{2})?|english|deutsch|français|francais|español|espanol|italiano|português|portugues|nederlands|polski|русский|українська|türkçe|日本語|中文|简体中文|繁體中文|한국어|العربية|فارسی)$`,
  'i',
);

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
    const holdsImage = new Set(
      vf.images.map((img) => img.inInteractiveId).filter((id): id is string => id !== null),
    );
    // Every menu in the first screen competes for the same glance, so their items add up.
    const navs = vf.navigation.filter((n) => n.rect.y < fold && n.itemIds.length > 0);
    const open = navs.filter((n) => !n.collapsed);
    // Some top bars are plain links in a <header> without a <nav>: take those as the menu.
    const headerLinks = navs.length === 0 ? topBarLinks(vf, facts.finalUrl) : [];
    if (headerLinks.length > 0) {
      const bar = { id: headerLinks[0]!.id, rect: unionRect(headerLinks.map((l) => l.rect)) };
      return judge(menuChoices(headerLinks, facts.finalUrl, holdsImage), [bar], vf, true);
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
    const byId = new Map(vf.interactives.map((i) => [i.id, i]));
    const items = [...new Set(open.flatMap((n) => n.itemIds))]
      .map((id) => byId.get(id))
      .filter((i): i is Interactive => i !== undefined);
    return judge(menuChoices(items, facts.finalUrl, holdsImage), open, vf, false);
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

/** Where a link on this page leads, when it stays on the page's own site; null elsewhere. */
function onSite(href: string, pageUrl: string): { to: URL; page: URL } | null {
  try {
    const to = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    return to.origin === page.origin ? { to, page } : null;
  } catch {
    return null;
  }
}

/** A link to "#" on this very page: nowhere yet. */
function isBareHash(href: string | null, pageUrl: string): boolean {
  if (!href?.endsWith('#')) return false;
  const site = onSite(href, pageUrl);
  return site !== null && site.to.pathname === site.page.pathname;
}

/** Anchors that lead back to the top of the page, as a logo's link does. */
const TOP_ANCHOR = /^#(?:top|home|page-top|inicio|accueil|start)$/i;

/**
 * A link back to the site's home or to the top of this page: the logo, not a section. A bare
 * "#" is a template's unfinished link, still an item of its menu.
 */
function isHomeLink(href: string | null, pageUrl: string): boolean {
  if (!href) return true;
  const site = onSite(href, pageUrl);
  if (!site) return false;
  if (site.to.pathname !== '/' && site.to.pathname !== site.page.pathname) return false;
  return href.includes('#') ? TOP_ANCHOR.test(site.to.hash) : true;
}

/**
 * The items a visitor weighs as sections to visit (NN/g, "Utility Navigation"): not the logo's
 * link home, not a button-styled call to action in the bar (the page's own CTA, judged by the
 * conversion audits), not a language switch, and a link repeated under the same label once.
 */
function menuChoices(
  items: readonly Interactive[],
  pageUrl: string,
  holdsImage: ReadonlySet<string>,
): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const i of items) {
    const label = (i.text || i.accessibleName).trim().replace(/\s+/g, ' ');
    if (i.buttonLike || LANGUAGE_SWITCH.test(label)) continue;
    if (i.kind === 'link' && isHomeLink(i.href, pageUrl)) continue;
    // An icon without words (a theme switch, a search or cart icon, a social link) is utility
    // navigation, not a section to choose; a logo linked to "#" is the logo, not a template's
    // unfinished menu item.
    if (i.text.trim() === '') continue;
    if (i.kind === 'link' && holdsImage.has(i.id) && isBareHash(i.href, pageUrl)) continue;
    const key = label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(i.id);
  }
  return ids;
}

/** The top bar's plain text links (no buttons, no link back to the home page). */
function topBarLinks(vf: ViewportFacts, pageUrl: string): Interactive[] {
  const home = (href: string | null) => isHomeLink(href, pageUrl);
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
