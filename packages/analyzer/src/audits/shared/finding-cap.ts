import type { Finding } from '../types.js';

/** How many findings one audit reports before summarising the rest. */
export const MAX_FINDINGS = 5;

/** The note appended to the last kept problem, given how many findings were left out. */
export type OmittedNote = (omitted: number) => string;

/** " And 3 more like this." — a sentence of its own, for problems that end with a full stop. */
export function andMoreSentence(noun = 'more like this'): OmittedNote {
  return (omitted) => ` And ${omitted} ${noun}.`;
}

/** " (and 3 more)" */
export const andMoreInParentheses: OmittedNote = (omitted) => ` (and ${omitted} more)`;

/**
 * Keeps the first `max` findings (callers sort worst first) and says how many more there are in
 * the last kept problem, so a report stays readable without hiding the size of the problem.
 */
export function capFindings(
  findings: Finding[],
  max = MAX_FINDINGS,
  note: OmittedNote = andMoreSentence(),
): { findings: Finding[]; omitted: number } {
  if (findings.length <= max) return { findings, omitted: 0 };
  const kept = findings.slice(0, max);
  const omitted = findings.length - max;
  const last = kept[max - 1]!;
  // The note names the omitted flaws, so the last finding carries them: each still costs points.
  const tail = findings.slice(max - 1);
  const instances = tail.reduce((n, f) => n + Math.max(1, Math.floor(f.instances ?? 1)), 0);
  const flaws = tail.reduce((n, f) => n + Math.max(1, Math.floor(f.flaws ?? 1)), 0);
  kept[max - 1] = { ...last, problem: `${last.problem}${note(omitted)}`, instances, flaws };
  return { findings: kept, omitted };
}
