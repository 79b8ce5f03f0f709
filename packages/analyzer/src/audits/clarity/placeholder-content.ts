import type { Rect } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import {
  SITE_BUILDER_GENERATOR,
  SITE_ITSELF_LABEL,
  DUMMY_NAME_LABEL,
  PLACEHOLDER_PICTURE,
  matchPlaceholder,
  matchPlaceholderPicture,
  matchShownCopy,
  placeholderScore,
  shownCopy,
} from '../shared/clarity-placeholders.js';
import { defineAudit, type Finding } from '../types.js';
import { BELOW_FOLD_SHARE } from '../shared/attention.js';
import { andMoreInParentheses, capFindings, MAX_FINDINGS } from '../shared/finding-cap.js';
import { groupBy } from '../shared/group-by.js';

/** Placeholders that stand for one datum (a name, an address): repeated, they are one flaw. */
const SAME_DATUM = new Set([
  'template company name',
  DUMMY_NAME_LABEL,
  'example contact details',
  // The same slot left to fill ("[Your full name]" in the footer and the imprint) is one datum.
  'bracketed placeholder',
  // A template's stand-in pictures from one service are replaced together: one flaw.
  PLACEHOLDER_PICTURE.label,
]);

/**
 * Numbered slots of one kind ("Item 1" … "Item 6", "Feature One", "Feature Two") are one list
 * left as the template or demo shipped it: one flaw, named with the number of places.
 */
const SERIES = new Set(['generic template label']);
const SERIES_STEP = 0.1;
const SERIES_MAX = 2;
const NUMBER_WORDS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/g;

function seriesStem(match: string): string {
  return match
    .toLowerCase()
    .replace(/\d{1,2}/g, '#')
    .replace(NUMBER_WORDS, '#')
    .replace(/\s[a-d]$/, ' #');
}

/** Hits shown on the page itself (the rest sit in the title, description or alt text). */
const ON_PAGE = new Set(['Page text', 'Footer text', 'Link']);

interface Hit {
  where: string;
  text: string;
  match: string;
  label: string;
  cost: number;
  aboveFold: boolean;
  rect: Rect | null;
  elementId: string | null;
  order: number;
}

/** What the first screen shows first, then the costlier, then in page order. */
const byProminence = (a: Hit, b: Hit) =>
  Number(b.aboveFold) - Number(a.aboveFold) || b.cost - a.cost || a.order - b.order;

export const placeholderContent = defineAudit({
  meta: {
    id: 'placeholder-content',
    category: 'Clarity',
    title: 'No placeholder or template text',
    description:
      'NN/g credibility research: visitors judge trustworthiness by how finished and cared-for a site looks; lorem ipsum, tutorial labels such as "Link 1" or "Logo here", a dummy price or "John Doe", "Your Company" or a site-builder badge tell them nobody is minding the shop.',
    source: {
      name: 'Nielsen Norman Group: Trustworthiness in Web Design',
      url: 'https://www.nngroup.com/articles/trustworthy-design/',
    },
    requiredFacts: ['desktop', 'meta'],
  },
  run(facts) {
    const vf = facts.desktop;
    const hits: Hit[] = [];
    let order = 0;
    const check = (
      where: string,
      text: string,
      aboveFold: boolean,
      rect: Rect | null,
      elementId: string | null,
      m = matchPlaceholder(text),
    ) => {
      if (!m) return;
      // "Official website of Kelly's Bakery" is a fair <title> or description; only on the page
      // does copy about the website itself stand where the offer should.
      if (
        m.pattern.label === SITE_ITSELF_LABEL &&
        (where === 'Page title' || where === 'Meta description')
      )
        return;
      hits.push({
        where,
        text,
        match: m.match,
        label: m.pattern.label,
        // Seen less below the fold (BELOW_FOLD_SHARE, as the scoring weighs page-wide audits),
        // but weighed here so that the hit's flat point stays whole.
        cost: aboveFold ? m.pattern.cost : m.pattern.cost * BELOW_FOLD_SHARE,
        aboveFold,
        rect,
        elementId,
        order: order++,
      });
    };
    check('Page title', facts.meta.title ?? '', false, null, null);
    check('Meta description', facts.meta.description ?? '', false, null, null);
    // Button and link labels are usually also texts: each piece of copy is checked once.
    for (const c of shownCopy(vf)) {
      const where =
        c.from === 'control' ? 'Link' : c.region === 'footer' ? 'Footer text' : 'Page text';
      check(where, c.text, c.aboveFold, c.rect, c.elementId, matchShownCopy(c));
    }
    // Alt text is read, not seen: a bare label such as alt="logo" is poor alt text (image-alt's
    // concern), not copy left over from a template; filler or instructions there still count.
    for (const img of vf.images) {
      if (img.visible && img.alt && matchPlaceholder(img.alt)?.pattern.kind !== 'scaffold')
        check('Image text', img.alt, img.aboveFold, img.rect, img.id);
    }
    for (const img of vf.images) {
      const picture = img.visible ? matchPlaceholderPicture(img.src) : null;
      if (picture) check('Picture', img.src, img.aboveFold, img.rect, img.id, picture);
    }

    const generator = facts.meta.generator;
    const details = {
      hits: hits.length,
      aboveFold: hits.filter((h) => h.aboveFold).length,
      matches: hits.map((h) => ({ where: h.where, match: h.match, aboveFold: h.aboveFold })),
      // A site builder is only a hint: the template text may well have been replaced.
      generatorHint: generator && SITE_BUILDER_GENERATOR.test(generator) ? generator : null,
    };
    if (hits.length === 0) return { score: 1, findings: [], details };

    // A stand-in name or address repeated (the footer, the contact section, the imprint) is one
    // datum to replace: one flaw, charged where it shows most. Each piece of filler or
    // scaffolding is its own text to write, and costs again.
    // matchPlaceholder reads the text with its spacing collapsed, so a match differs only in case.
    const groups = groupBy(hits, (h) =>
      SAME_DATUM.has(h.label)
        ? `${h.label}|${h.match.toLowerCase()}`
        : SERIES.has(h.label)
          ? `${h.label}|${seriesStem(h.match)}`
          : `#${h.order}`,
    ).map((members) => {
      const h = members.sort(byProminence)[0]!;
      // Each further slot of a series is more of one flaw: it still costs, a tenth of the
      // first, so that more placeholder copy is never free (up to twice the first).
      const more = SERIES.has(h.label)
        ? Math.min(SERIES_MAX, 1 + SERIES_STEP * (members.length - 1))
        : 1;
      return { h, places: members.length, cost: h.cost * more };
    });
    const cost = groups.reduce((n, g) => n + g.cost, 0);
    // What the first screen shows is listed first: a cap's "and N more" folds in the rest.
    const sorted = groups.sort((a, b) => byProminence(a.h, b.h));
    const findings: Finding[] = sorted.map(({ h, places, cost: groupCost }) => ({
      component: h.where === 'Page text' ? (h.aboveFold ? 'Hero text' : 'Page text') : h.where,
      problem:
        h.label === PLACEHOLDER_PICTURE.label
          ? `The page shows a stand-in picture from ${quote(h.match, 60)}, a placeholder service${h.aboveFold ? ', right on the first screen' : ''}${places > 1 ? ` (${places} pictures)` : ''}.`
          : `${ON_PAGE.has(h.where) ? 'The page shows' : `The ${h.where.toLowerCase()} contains`} ${h.label} ${quote(h.match, 60)}${h.match.length < h.text.length ? ` in ${quote(h.text, 80)}` : ''}${h.aboveFold ? ', right on the first screen' : ''}${places > 1 ? ` (${places} places on the page)` : ''}.`,
      action: 'Update content',
      usercategory: 'Incomplete',
      ...(h.rect && h.elementId
        ? { target: { viewport: 'desktop' as const, rect: h.rect, elementId: h.elementId } }
        : {}),
      severity: groupCost,
      ...(places > 1 ? { instances: places } : {}),
    }));
    return {
      // Each hit costs its share of what is left, so a page never reaches a floor where more
      // placeholder copy is free: one hit of filler leaves 0.2, two 0.04.
      score: placeholderScore(cost),
      findings: capFindings(findings, MAX_FINDINGS, andMoreInParentheses).findings,
      details,
    };
  },
});
