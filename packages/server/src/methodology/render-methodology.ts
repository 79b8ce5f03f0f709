import type { AUDIT_WEIGHTS, Audit, Category } from '@heroscope/analyzer';
import { MAX_LOST_POINTS, MIN_POINTS_PER_FLAW } from '@heroscope/analyzer';
import { HOME_ROUTE, SCORE_LABELS, VIEWPORTS } from '@heroscope/schema';
import { escapeHtml } from './escape-html.js';
import { METHODOLOGY_STYLES } from './methodology-styles.js';

export type Weights = typeof AUDIT_WEIGHTS;

export interface MethodologyInput {
  audits: readonly Audit[];
  weights: Weights;
  /** The analysis engine's version, printed in the footer. */
  engineVersion: string;
}

/** What each category is about; the audits listed under it are the registry's, not this text. */
const CATEGORY_ABOUT: Record<Category, string> = {
  Standards:
    'The technical basics: accessibility, mobile readiness, search and link previews, speed and errors.',
  Clarity: 'Whether a visitor grasps at once what the page offers and for whom.',
  Conversion: 'Whether the first screen leads to one clear action, with proof close to it.',
  Design: 'Visual hierarchy, typography, colour, alignment and whitespace.',
};

interface WeightedAudit {
  audit: Audit;
  weight: number;
  /** weight / the category's total weight, 0..1. */
  share: number;
}

interface CategoryTable {
  category: Category;
  audits: WeightedAudit[];
  totalWeight: number;
}

function categoryTables(audits: readonly Audit[], weights: Weights): CategoryTable[] {
  return SCORE_LABELS.map((category) => {
    const own = audits.filter((audit) => audit.meta.category === category);
    const weightOf = (audit: Audit) => weights[category]?.[audit.meta.id] ?? 0;
    const totalWeight = own.reduce((sum, audit) => sum + weightOf(audit), 0);
    return {
      category,
      totalWeight,
      audits: own.map((audit) => ({
        audit,
        weight: weightOf(audit),
        share: totalWeight > 0 ? weightOf(audit) / totalWeight : 0,
      })),
    };
  });
}

// The bars' widths are classes, not style attributes: the page's CSP allows its stylesheet only.
const shareClass = (fraction: number) => `share-${Math.round(fraction * 100)}`;

function shareRules(tables: CategoryTable[]): string {
  const classes = new Set(tables.flatMap((t) => t.audits.map((entry) => shareClass(entry.share))));
  return [...classes]
    .sort()
    .map((name) => `.${name} { width: ${name.slice('share-'.length)}%; }`)
    .join('\n');
}

/** The page's whole stylesheet: the fixed rules and the widths of this page's share bars. */
export function methodologyStylesheet(input: Pick<MethodologyInput, 'audits' | 'weights'>): string {
  return `${METHODOLOGY_STYLES}${shareRules(categoryTables(input.audits, input.weights))}\n`;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const anchor = (category: Category) => category.toLowerCase();

function sourceHtml(audit: Audit): string {
  const { name, url } = audit.meta.source;
  // Only web links become links: a registry entry can never smuggle in javascript: or the like.
  return url && /^https?:\/\//i.test(url)
    ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(name)}</a>`
    : escapeHtml(name);
}

function auditRow({ audit, weight, share }: WeightedAudit, category: Category): string {
  const { id, title, description } = audit.meta;
  const scored = weight > 0;
  return `<tr id="audit-${escapeHtml(id)}">
<td><span class="audit__title">${escapeHtml(title)}</span> <code class="audit__id">${escapeHtml(id)}</code>
<p class="audit__description">${escapeHtml(description)}</p></td>
<td class="num"><span class="label">Weight</span>${
    scored ? `<span class="weight">${weight}</span>` : '<span class="unweighted">not scored</span>'
  }</td>
<td class="num"><span class="label">Share of ${category}</span><span class="share">${percent(share)}<span class="share__bar" aria-hidden="true"><span class="share__fill ${shareClass(share)}"></span></span></span></td>
<td class="source">${sourceHtml(audit)}</td>
</tr>`;
}

function categorySection(table: CategoryTable): string {
  const { category, audits, totalWeight } = table;
  return `<section id="${anchor(category)}" class="category ${anchor(category)}" aria-labelledby="${anchor(category)}-title">
<div class="category__head"><h2 id="${anchor(category)}-title">${category}</h2>
<p class="category__summary">${plural(audits.length, 'audit')} · weights add up to ${totalWeight}</p></div>
<p class="category__about">${escapeHtml(CATEGORY_ABOUT[category])}</p>
<table class="audits">
<caption class="visually-hidden">${category} audits, their weights and sources</caption>
<thead><tr><th scope="col">Audit</th><th scope="col" class="num col-weight">Weight</th><th scope="col" class="num col-share">Share of ${category}</th><th scope="col" class="col-source">Source</th></tr></thead>
<tbody>
${audits.map((entry) => auditRow(entry, category)).join('\n')}
</tbody>
</table>
</section>`;
}

/** A worked example on the heaviest audit, with the real weights, so the numbers stay true. */
function workedExample(tables: CategoryTable[]): string {
  let best: { table: CategoryTable; entry: WeightedAudit } | undefined;
  for (const table of tables) {
    for (const entry of table.audits) {
      if (!best || entry.weight > best.entry.weight) best = { table, entry };
    }
  }
  if (!best || best.entry.weight <= 0) return '';
  const { table, entry } = best;
  const { weight } = entry;
  const total = table.totalWeight;
  const share = ((weight * 0.5) / total) * 100;
  const lost = share + MIN_POINTS_PER_FLAW;
  const score = Math.round(100 - lost);
  return `<div class="example">
<h3>For example</h3>
<p>“${escapeHtml(entry.audit.meta.title)}” weighs ${weight} of ${table.category}’s ${total}. If a page scores 50% on it, with one flaw named, and full marks on every other ${table.category} audit, the opportunity it raises costs <strong>${oneDecimal(lost)} points</strong> (${weight} × 0.5 ÷ ${total} × 100 = ${oneDecimal(share)}, plus ${MIN_POINTS_PER_FLAW} for the flaw it names), and ${table.category} is 100 − ${oneDecimal(lost)} = <strong>${score}</strong>.</p>
<p>Had that audit not applied to the page, it would weigh nothing: ${table.category} would be the mean of the other audits, whose weights add up to ${total - weight}.</p>
</div>`;
}

function computingSection(tables: CategoryTable[], auditCount: number): string {
  const { desktop, mobile } = VIEWPORTS;
  return `<section id="computing" class="panel" aria-labelledby="computing-title">
<h2 id="computing-title">From audits to scores</h2>
<ol class="steps">
<li><h3>Each audit scores the page from 0 to 100%</h3>
<p>The page is opened in a real browser, on desktop (${desktop.width}×${desktop.height}) and on a phone (${mobile.width}×${mobile.height}). Each of the ${auditCount} audits measures one thing and scores it between 0 and 100%, typically full marks at the published “good” threshold and nothing at the “poor” one.</p></li>
<li><h3>Audits that do not apply are left out</h3>
<p>An audit with nothing to judge (a check of form fields on a page without a form, say) is not applicable. It is left out of its category entirely, its weight included, rather than counted as a pass or a fail; so is an audit that fails to run. The shares below are those of a page where every audit applies; when some do not, the others’ shares grow in proportion.</p></li>
<li><h3>Each audit loses its share of the category’s 100 points</h3>
<p>Each audit has a weight within its category, listed below. An audit that scores below 100% loses its weighted share of the category’s 100 points (the weighted mean of Google’s Lighthouse):</p>
<code class="formula">audit’s share = weight × (1 − audit score) ÷ Σ(weight) × 100</code></li>
<li><h3>Every flaw named costs points, and the opportunities add up to the score</h3>
<p>Every opportunity an audit reports takes part of its audit’s share (in proportion to its severity, equal parts by default) plus ${MIN_POINTS_PER_FLAW} point for each flaw it names (an opportunity grouping five images names five), so a new real problem always lowers its category, even where its audit had little left to lose. The category score is what is left of 100, and the points shown on the opportunities (to one decimal) add up to what it lost. Strengths marked “Well implemented” cost nothing.</p>
<code class="formula">opportunity points = audit’s share × its severity ÷ Σ(severities) + ${MIN_POINTS_PER_FLAW} × flaws named<br>score = round(100 − Σ(opportunity points))</code></li>
<li><h3>0 is shown as NA</h3>
<p>A category where no audit applies has nothing to judge and scores 0, which the report shows as NA rather than as a failing grade. A category that was judged keeps at least 1 point: when its opportunities would cost more than ${MAX_LOST_POINTS}, they are scaled down to ${MAX_LOST_POINTS} in proportion, so they still explain the score exactly.</p></li>
</ol>
${workedExample(tables)}
</section>`;
}

const LOGO = `<svg class="top-bar__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9" fill="currentColor"/><circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="16" cy="16" r="2.5" fill="#fff"/></svg>`;

/**
 * "How is it calculated?": the methodology page, rendered from the analyzer's audit registry and
 * weights, so it lists exactly the audits and weights the engine scores with. Every piece of text
 * from the registry is escaped; the page has no script, and its one stylesheet is inline (allowed
 * by hash, see routes/methodology.ts).
 */
export function renderMethodologyPage({
  audits,
  weights,
  engineVersion,
}: MethodologyInput): string {
  const tables = categoryTables(audits, weights);
  const cards = tables
    .map(
      ({
        category,
        audits: own,
        totalWeight,
      }) => `<li><a class="category-card ${anchor(category)}" href="#${anchor(category)}">
<span class="category-card__name">${category}</span>
<span class="category-card__about">${escapeHtml(CATEGORY_ABOUT[category])}</span>
<span class="category-card__count">${plural(own.length, 'audit')} · total weight ${totalWeight}</span></a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>How scores are calculated · HEROSCOPE</title>
<meta name="description" content="How HEROSCOPE scores a landing page on Standards, Clarity, Conversion and Design: every audit, its weight and its source.">
<meta name="theme-color" content="#ffffff">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${methodologyStylesheet({ audits, weights })}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="top-bar"><div class="top-bar__inner">
<a class="top-bar__brand" href="${HOME_ROUTE}" aria-label="HEROSCOPE home">${LOGO}<span class="top-bar__name">HEROSCOPE</span></a>
<span class="top-bar__beta">BETA</span>
</div></header>
<main id="main" class="page">
<div class="intro">
<p class="eyebrow">Methodology</p>
<h1>How the scores are calculated</h1>
<p class="lede">A HEROSCOPE report scores a landing page from 0 to 100 on four categories. Each score is the weighted mean of automated audits (${audits.length} in all) that follow published guidance: WCAG, Lighthouse, web.dev, Nielsen Norman Group and others. This page lists every audit, its weight and its source, from the engine that scores the reports. A design professional then reviews every report before it is sent.</p>
</div>
<ul class="categories" aria-label="The four categories">
${cards}
</ul>
${computingSection(tables, audits.length)}
${tables.map(categorySection).join('\n')}
</main>
<footer class="site-footer"><div class="site-footer__inner">
<p>Generated from the audit registry of HEROSCOPE’s analysis engine, version ${escapeHtml(engineVersion)}.</p>
<p><a href="${HOME_ROUTE}">Analyse your landing page</a></p>
</div></footer>
</body>
</html>
`;
}
