import type { Finding } from '../audits/types.js';

/**
 * Findings of one kind become one opportunity: five lazy-loaded logos in a row are one fix
 * ("remove loading=lazy from the first screen's images"), not five cards that repeat each other.
 * "One kind" is one audit, one component, action and category, and one problem sentence once
 * the names and numbers quoted in it are set aside. The grouped problem keeps the first
 * finding's sentence and says how many more there are, where, and which.
 */

export interface FindingGroup {
  /** The first finding of the group, its problem (and component) rewritten when it groups several. */
  finding: Finding;
  /** Indexes of the grouped findings in the audit's list, first one first. */
  indexes: number[];
}

/** The sentence with every quoted name and every number replaced: its "kind". */
export function problemShape(problem: string): string {
  return problem.replace(/'[^']*'|"[^"]*"|“[^”]*”|‘[^’]*’/g, '…').replace(/\d+(?:[.,]\d+)*/g, '#');
}

/** The first quoted name of a problem sentence, if any: how a member of the group is named. */
function quotedName(problem: string): string | null {
  const m = /'([^']+)'|“([^”]+)”|"([^"]+)"/.exec(problem);
  return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
}

function listNames(names: string[], max = 3): string {
  const shown = names.slice(0, max).map((n) => `'${n}'`);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** Where the members are: on which screen of which view, in words. */
function whereOf(findings: Finding[], foldHeight: number): string {
  const parts: string[] = [];
  const count = (pred: (f: Finding) => boolean) => findings.filter(pred).length;
  const first = count((f) => f.target?.viewport === 'desktop' && f.target.rect.y < foldHeight);
  const lower = count((f) => f.target?.viewport === 'desktop' && f.target.rect.y >= foldHeight);
  const mobile = count((f) => f.target?.viewport === 'mobile');
  if (first > 0) parts.push(`${first} in the first screen`);
  if (lower > 0) parts.push(`${lower} further down`);
  if (mobile > 0) parts.push(`${mobile} on mobile`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

export function groupFindings(findings: readonly Finding[], foldHeight: number): FindingGroup[] {
  const groups = new Map<string, number[]>();
  findings.forEach((f, i) => {
    const key = [f.usercategory, f.component, f.action, problemShape(f.problem)].join('\n');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()].map((indexes) => {
    const first = findings[indexes[0]!]!;
    if (indexes.length === 1) return { finding: first, indexes };
    const members = indexes.map((i) => findings[i]!);
    const others = members.slice(1);
    const firstName = quotedName(first.problem);
    const names = [
      ...new Set(
        others.map((f) => quotedName(f.problem)).filter((n): n is string => !!n && n !== firstName),
      ),
    ];
    const sentence =
      `${first.problem} The same goes for ${others.length} more${whereOf(others, foldHeight)}` +
      (names.length > 0 ? `: ${listNames(names)}.` : '.');
    return {
      finding: {
        ...first,
        component: `${first.component} (${indexes.length} places)`,
        problem: sentence,
        // The group is as uncertain as its least certain member.
        ...(members.some((f) => f.lowConfidence) ? { lowConfidence: true } : {}),
      },
      indexes,
    };
  });
}
