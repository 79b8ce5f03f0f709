import { createHash } from 'node:crypto';
import {
  SCORE_COLORS,
  type AnalysisResult,
  type Opportunity,
  type Score,
  type ScoreLabel,
} from '@heroscope/schema';
import { auditSummary, displayPoints, displayScore, displayUrl } from './display-text.js';
import { escapeHtml as esc, isSafeImageDataUrl, isWebUrl } from './escape-html.js';
import { HTML_REPORT_CSS } from './html-report-css.js';
import { isAnalysed, type ReportEntry } from './report-entry.js';

/** SPEC §3 names the dial colours; these are their shades. */
const DIAL_HEX: Record<string, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  amber: '#d97706',
  purple: '#7c3aed',
};
/** SPEC §9: score dial radius 25. */
const DIAL_RADIUS = 25;
const DIAL_CIRCUMFERENCE = 2 * Math.PI * DIAL_RADIUS;
/** SPEC §8: the low-confidence tooltip, word for word. */
const LOW_CONFIDENCE_TOOLTIP = 'Opportunity may require more context to align with your vision.';

export interface HtmlOptions {
  /** Shown in the page header; defaults to none so the output is reproducible. */
  generatedAt?: string;
}

/**
 * One self-contained HTML document for any number of analyses: inline CSS, the screenshot as a
 * data URL, numbered markers positioned by percent over it, the opportunities numbered to match,
 * scores as dials. Everything from the page is escaped, and the Content-Security-Policy allows no
 * script at all and only this document's own stylesheet (by hash), so it is safe to open offline.
 */
export function formatHtml(entries: readonly ReportEntry[], options: HtmlOptions = {}): string {
  // Positions and swatch colours go in the stylesheet as classes: style="" attributes would
  // need 'unsafe-inline' in the CSP.
  const rules: string[] = [];
  const sections = entries.map((entry, i) =>
    isAnalysed(entry)
      ? analysisSection(entry.result, `r${i}`, rules)
      : failedSection(entry.url, entry.error, `r${i}`),
  );
  const css = `${HTML_REPORT_CSS}\n${rules.join('\n')}\n`;
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

  const names = entries.map((e) => displayUrl(isAnalysed(e) ? e.result.meta.url : e.url));
  const title =
    names.length === 1 ? `Heroscope report: ${names[0]}` : `Heroscope reports (${names.length})`;
  const toc =
    entries.length > 1
      ? `<nav class="toc" aria-label="Reports"><ol>${names
          .map((n, i) => `<li><a href="#r${i}">${esc(n)}</a></li>`)
          .join('')}</ol></nav>`
      : '';
  const generated = options.generatedAt ? ` · generated ${esc(options.generatedAt)}` : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${css}</style>
</head>
<body>
<header class="top"><span class="top-brand">HEROSCOPE</span><span class="top-note">Landing page critique${generated}</span></header>
${toc}<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

function failedSection(url: string, error: string, id: string): string {
  return `<section class="report failed" id="${id}">
<h1>${esc(displayUrl(url))}</h1>
<p class="error">Could not analyse ${esc(url)}: ${esc(error)}</p>
</section>`;
}

function analysisSection(r: AnalysisResult, id: string, rules: string[]): string {
  // The opportunities to fix are numbered 1…N, as many as the count announces, and only they
  // get markers; strengths follow in their own list, unnumbered, without markers.
  const toFix = r.opportunities.filter((o) => o.usercategory !== 'Well implemented');
  const strengths = r.opportunities.filter((o) => o.usercategory === 'Well implemented');
  const numbered = toFix.map((o, i) => ({ o, n: i + 1, marker: markerPosition(o) }));
  const shotOk = isSafeImageDataUrl(r.websiteContent.image);

  const markers = shotOk
    ? numbered
        .filter((x) => x.marker)
        .map(({ o, n, marker }) => {
          rules.push(`.${id}-m${n}{left:${marker![0].toFixed(2)}%;top:${marker![1].toFixed(2)}%}`);
          return `<a class="marker ${id}-m${n}" id="${id}-m${n}" href="#${id}-o${n}" title="${n}. ${esc(o.component)}">${n}</a>`;
        })
        .join('')
    : '';
  const shot = shotOk
    ? `<div class="shot-scroll"><div class="shot"><img src="${esc(r.websiteContent.image)}" alt="${esc(r.websiteContent.alt)}">${markers}</div></div><p class="shot-hint">Scroll the screenshot sideways to see the whole page.</p>`
    : '<p class="no-shot">Screenshot unavailable.</p>';

  const count = (c: string) => toFix.filter((o) => o.usercategory === c).length;
  const opportunities = numbered
    .map(({ o, n, marker }) => opportunityItem(o, n, id, shotOk && marker !== null))
    .join('\n');
  const strengthItems = strengths.map((o, i) => opportunityItem(o, null, `${id}-s${i}`, false));
  const strengthsList =
    strengthItems.length > 0
      ? `\n<h2>What works well <span class="count">${strengthItems.length}</span></h2>\n<ul class="opps strengths">\n${strengthItems.join('\n')}\n</ul>`
      : '';

  const meta = r.meta;
  const urlLine = [
    linkOrText(meta.url),
    meta.finalUrl && meta.finalUrl !== meta.url ? `final URL ${linkOrText(meta.finalUrl)}` : '',
    `analysed ${esc(meta.analyzedAt)} in ${(meta.durationMs / 1000).toFixed(1)} s`,
    `${esc(meta.engine.name)} ${esc(meta.engine.version)}`,
    esc(auditSummary(r.audits)),
  ]
    .filter(Boolean)
    .join(' · ');

  return `<section class="report" id="${id}" aria-labelledby="${id}-title">
<header class="report-head">
<h1 id="${id}-title">${esc(displayUrl(meta.finalUrl || meta.url))}</h1>
<p class="meta">${urlLine}</p>
</header>
<div class="layout">
<div class="shot-col"><div class="frame"><div class="frame-bar"><span></span><span></span><span></span><span class="frame-url">${esc(displayUrl(meta.finalUrl || meta.url))}</span></div>${shot}</div></div>
<aside class="side">
<h2>Design score</h2>
<div class="dials">${r.scores.map(dial).join('')}</div>
<h2>Opportunities identified <span class="count">${toFix.length}</span></h2>
<p class="counts"><span class="chip incomplete">Incomplete ${count('Incomplete')}</span> <span class="chip missing">Missing ${count('Missing')}</span></p>
<ol class="opps">
${opportunities}
</ol>${strengthsList}
</aside>
</div>
${questionsBlock(r)}
${brandBlock(r, id, rules)}
${auditsBlock(r)}
</section>`;
}

/** [x, y] clamped to the screenshot (samples hold out-of-range values), or null. */
function markerPosition(o: Opportunity): [number, number] | null {
  const m = o.marker;
  if (!m || o.usercategory === 'Missing') return null;
  const [x, y] = m;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return [clamp(x), clamp(y)];
}

/** One card; `n` null for a strength (unnumbered, its own id in `id`). */
function opportunityItem(o: Opportunity, n: number | null, id: string, hasMarker: boolean): string {
  const category = o.usercategory.toLowerCase().replace(/\s+/g, '-');
  const num =
    n === null
      ? '<span class="num">✓</span>'
      : hasMarker
        ? `<a class="num" href="#${id}-m${n}" title="Show on the screenshot">${n}</a>`
        : `<span class="num">${n}</span>`;
  const points = displayPoints(o.points);
  const chips = [
    `<span class="chip metric ${metricClass(o.metric)}">${esc(o.metric)}</span>`,
    `<span class="chip ${category}">${esc(o.usercategory)}</span>`,
    points ? `<span class="pts">${esc(points)}</span>` : '',
    o.status === 'Low confidence'
      ? `<span class="chip low" title="${esc(LOW_CONFIDENCE_TOOLTIP)}">Low confidence</span>`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const resources = (o.resources ?? [])
    .map((r) => `<li><strong>${esc(r.name)}</strong>: ${esc(r.why)}</li>`)
    .join('');
  return `<li class="opp ${category}" id="${n === null ? id : `${id}-o${n}`}">
<div class="opp-head">${num} ${chips}</div>
<h3>${esc(o.component)}</h3>
<p class="problem">${esc(o.problem)}</p>
<p class="action"><strong>Action:</strong> ${esc(o.action)}</p>
${o.reason ? `<p class="reason">${esc(o.reason)}</p>` : ''}${resources ? `<ul class="resources">${resources}</ul>` : ''}
</li>`;
}

function metricClass(metric: string): string {
  const known = ['Standards', 'Clarity', 'Conversion', 'Design'];
  return known.includes(metric) ? `metric-${metric.toLowerCase()}` : 'metric-other';
}

function dial(score: Score): string {
  const color = DIAL_HEX[SCORE_COLORS[score.label as ScoreLabel]] ?? '#475569';
  const value = Math.min(100, Math.max(0, score.value));
  const arc = ((value / 100) * DIAL_CIRCUMFERENCE).toFixed(1);
  const shown = displayScore(value);
  return `<figure class="dial"><svg viewBox="0 0 64 64" width="72" height="72" role="img" aria-label="${esc(score.label)} ${shown}"><circle cx="32" cy="32" r="${DIAL_RADIUS}" fill="none" stroke="#e2e8f0" stroke-width="6"/><circle cx="32" cy="32" r="${DIAL_RADIUS}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-dasharray="${arc} ${DIAL_CIRCUMFERENCE.toFixed(1)}" transform="rotate(-90 32 32)"/><text x="32" y="37" text-anchor="middle" font-size="15" font-weight="700" fill="#0f172a">${shown}</text></svg><figcaption>${esc(score.label)}</figcaption></figure>`;
}

function questionsBlock(r: AnalysisResult): string {
  if (r.questions.length === 0) return '';
  const items = r.questions
    .map(
      (q) =>
        `<li><p class="q">${esc(q.text)}</p>${q.impact ? `<p class="impact">${esc(q.impact)}</p>` : ''}<ul class="options">${q.options
          .map((o) => `<li>${esc(o)}</li>`)
          .join('')}</ul></li>`,
    )
    .join('\n');
  return `<section class="block questions"><h2>Personalize the analysis <span class="count">${r.questions.length}</span></h2><ol>
${items}
</ol></section>`;
}

function brandBlock(r: AnalysisResult, id: string, rules: string[]): string {
  const brand = r.brandIntelligence;
  if (!brand) return '';
  const colors = brand.colorScheme
    .map((c, i) => {
      const hex = /^#[0-9a-f]{6}$/i.test(c.color) ? c.color.toLowerCase() : null;
      if (hex) rules.push(`.${id}-c${i}{background:${hex}}`);
      return `<li><span class="swatch ${hex ? `${id}-c${i}` : ''}"></span><span>${esc(c.name)}</span> <code>${esc(c.color)}</code></li>`;
    })
    .join('');
  const type = brand.typography
    .map(
      (t) =>
        `<li><span class="type-size">${esc(t.size)}</span> <span class="type-class">${esc(t.className)}</span> <q>${esc(t.text)}</q></li>`,
    )
    .join('');
  const insights = brand.insights
    .map((x) => `<div class="insight"><h3>${esc(x.title)}</h3><p>${esc(x.content)}</p></div>`)
    .join('');
  const goals = brand.goals.map((g) => `<li>${esc(g)}</li>`).join('');
  return `<section class="block brand"><h2>Brand intelligence</h2>
${colors ? `<h3>Colours</h3><ul class="colors">${colors}</ul>` : ''}
${type ? `<h3>Typography</h3><ul class="type">${type}</ul>` : ''}
${insights ? `<div class="insights">${insights}</div>` : ''}
${goals ? `<h3>Goals</h3><ul>${goals}</ul>` : ''}
</section>`;
}

function auditsBlock(r: AnalysisResult): string {
  if (r.audits.length === 0) return '';
  const rows = r.audits
    .map(
      (a) =>
        `<tr class="st-${esc(a.status)}"><td>${esc(a.category)}</td><td><code>${esc(a.id)}</code></td><td>${esc(a.title)}</td><td>${esc(a.status)}${a.error ? `: ${esc(a.error)}` : ''}</td><td class="num-col">${a.score === null ? '–' : Math.round(a.score * 100)}</td><td class="num-col">${esc(String(a.weight))}</td></tr>`,
    )
    .join('\n');
  return `<details class="block audits"><summary>Audits: ${esc(auditSummary(r.audits))}</summary>
<table><thead><tr><th>Category</th><th>Id</th><th>Title</th><th>Status</th><th>Score</th><th>Weight</th></tr></thead><tbody>
${rows}
</tbody></table></details>`;
}

function linkOrText(url: string): string {
  return isWebUrl(url)
    ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(url)}</a>`
    : esc(url);
}
