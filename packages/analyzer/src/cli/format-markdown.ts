import type { AnalysisResult, Opportunity } from '@heroscope/schema';
import {
  auditSummary,
  displayPoints,
  displayScore,
  displayUrl,
  groupByMetric,
} from './display-text.js';
import { isAnalysed, type ReportEntry } from './report-entry.js';

/**
 * Page text is untrusted: collapse it to one line and backslash-escape every character that
 * could open inline Markdown (emphasis, code, links, tables, strike) or raw HTML and entities,
 * so it renders as the literal text it was. Text never starts a line here (it always follows a
 * list marker or a label), so block syntax such as '#' needs no escape.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~&]/g, '\\$&');
}

/** A readable critique: scores, opportunities by category with points, questions, brand. */
export function formatMarkdown(entries: readonly ReportEntry[]): string {
  return entries
    .map((entry) =>
      isAnalysed(entry)
        ? analysisMarkdown(entry.result)
        : `# ${escapeMarkdown(displayUrl(entry.url))}\n\nCould not analyse ${escapeMarkdown(entry.url)}: ${escapeMarkdown(entry.error)}\n`,
    )
    .join('\n---\n\n');
}

function analysisMarkdown(r: AnalysisResult): string {
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);
  const e = escapeMarkdown;

  push(`# Heroscope report: ${e(displayUrl(r.meta.finalUrl || r.meta.url))}`, '');
  push(`- URL: ${e(r.meta.url)}`);
  if (r.meta.finalUrl && r.meta.finalUrl !== r.meta.url) push(`- Final URL: ${e(r.meta.finalUrl)}`);
  push(
    `- Analysed: ${e(r.meta.analyzedAt)} in ${(r.meta.durationMs / 1000).toFixed(1)} s ` +
      `by ${e(r.meta.engine.name)} ${e(r.meta.engine.version)}`,
  );
  push(`- ${auditSummary(r.audits)}`, '');

  push('## Scores', '');
  push(`| ${r.scores.map((s) => s.label).join(' | ')} |`);
  push(`|${r.scores.map(() => ' ---: ').join('|')}|`);
  push(`| ${r.scores.map((s) => displayScore(s.value)).join(' | ')} |`, '');

  const toFix = r.opportunities.filter((o) => o.usercategory !== 'Well implemented');
  const strengths = r.opportunities.filter((o) => o.usercategory === 'Well implemented');

  push(`## Opportunities (${toFix.length})`, '');
  // One audit's findings share its reason: say it once, then point back to it.
  const reasonsShown = new Map<string, string>();
  if (toFix.length === 0) push('Nothing to fix was found.', '');
  for (const [metric, items] of groupByMetric(toFix)) {
    const score = r.scores.find((s) => s.label === metric);
    const lost = items.reduce((sum, o) => sum + (o.points ?? 0), 0);
    const heading = [`${items.length} to fix`];
    if (score) heading.unshift(`score ${displayScore(score.value)}`);
    if (lost > 0) heading.push(displayPoints(Math.round(lost * 10) / 10));
    push(`### ${e(metric)} (${heading.join(', ')})`, '');
    items.forEach((o, i) => push(...opportunityMarkdown(o, i + 1, reasonsShown), ''));
  }

  if (strengths.length > 0) {
    push(`## What works well (${strengths.length})`, '');
    strengths.forEach((o, i) =>
      push(`${i + 1}. **${e(o.component)}** (${e(o.metric)}): ${e(o.problem)}`),
    );
    push('');
  }

  push(`## Questions (${r.questions.length})`, '');
  if (r.questions.length === 0) push('No questions.', '');
  r.questions.forEach((q, i) => {
    push(`${i + 1}. ${e(q.text)}`);
    if (q.impact) push(`   _${e(q.impact)}_`);
    push(`   Options: ${q.options.map(e).join(' · ')}`);
  });
  if (r.questions.length > 0) push('');

  const brand = r.brandIntelligence;
  if (brand) {
    push('## Brand intelligence', '');
    if (brand.colorScheme.length > 0) {
      push('**Colours**', '');
      for (const c of brand.colorScheme) push(`- ${e(c.name)}: \`${hexOnly(c.color)}\``);
      push('');
    }
    if (brand.typography.length > 0) {
      push('**Typography**', '');
      for (const t of brand.typography) push(`- ${e(t.size)}, ${e(t.className)}: “${e(t.text)}”`);
      push('');
    }
    for (const insight of brand.insights)
      push(`**${e(insight.title)}**: ${e(insight.content)}`, '');
    if (brand.goals.length > 0) {
      push('**Goals**', '');
      for (const g of brand.goals) push(`- ${e(g)}`);
      push('');
    }
  }

  const broken = r.audits.filter((a) => a.status === 'error');
  if (broken.length > 0) {
    push('## Audits that could not run', '');
    for (const a of broken) push(`- ${e(a.id)}: ${e(a.error ?? 'unknown error')}`);
    push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function opportunityMarkdown(
  o: Opportunity,
  n: number,
  reasonsShown: Map<string, string>,
): string[] {
  const e = escapeMarkdown;
  const tags: string[] = [o.usercategory];
  const points = displayPoints(o.points);
  if (points) tags.push(points);
  if (o.status === 'Low confidence') tags.push('low confidence');
  const lines = [
    `${n}. **${e(o.component)}**: ${e(o.problem)} _(${tags.join(', ')})_`,
    `   - Action: ${e(o.action)}`,
  ];
  const shownAt = reasonsShown.get(o.reason);
  if (shownAt) lines.push(`   - Why: as in ${shownAt} above.`);
  else if (o.reason) {
    lines.push(`   - Why: ${e(o.reason)}`);
    reasonsShown.set(o.reason, `${e(o.metric)} ${n}`);
  }
  for (const res of o.resources ?? []) lines.push(`   - Resource: ${e(res.name)}: ${e(res.why)}`);
  return lines;
}

/** Colours are shown in a code span, so accept only what a colour looks like. */
function hexOnly(color: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(color) ? color : 'invalid colour';
}
