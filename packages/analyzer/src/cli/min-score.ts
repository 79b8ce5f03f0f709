import { SCORE_LABELS, type Score, type ScoreLabel } from '@heroscope/schema';

/** A `--min-score Label=N` gate. */
export interface MinScore {
  label: ScoreLabel;
  min: number;
}

/** A gate a report did not meet. */
export interface MinScoreShortfall extends MinScore {
  /** The report's score; undefined when the report has no score of that label. */
  actual: number | undefined;
  shortBy: number;
}

/** Parses `Clarity=60` (label case-insensitive). Throws an Error whose message is one line. */
export function parseMinScore(text: string): MinScore {
  const match = /^\s*([a-z]+)\s*=\s*(\S+)\s*$/i.exec(text);
  const expected = `expected Label=N with Label one of ${SCORE_LABELS.join(', ')} and N a number from 0`;
  if (!match) throw new Error(`bad --min-score ${JSON.stringify(text)}: ${expected}`);
  const label = SCORE_LABELS.find((l) => l.toLowerCase() === match[1]!.toLowerCase());
  if (!label) {
    throw new Error(
      `bad --min-score ${JSON.stringify(text)}: unknown label ${JSON.stringify(match[1])}, ` +
        `expected one of ${SCORE_LABELS.join(', ')}`,
    );
  }
  const min = Number(match[2]);
  // Above 100 is accepted on purpose: it can never be met, which is how one checks the gate fails.
  if (!/^\d+(\.\d+)?$/.test(match[2]!) || !Number.isFinite(min)) {
    throw new Error(`bad --min-score ${JSON.stringify(text)}: ${expected}`);
  }
  return { label, min };
}

export function findShortfalls(
  scores: readonly Score[],
  gates: readonly MinScore[],
): MinScoreShortfall[] {
  const shortfalls: MinScoreShortfall[] = [];
  for (const gate of gates) {
    const actual = scores.find((s) => s.label === gate.label)?.value;
    if (actual === undefined || actual < gate.min) {
      shortfalls.push({ ...gate, actual, shortBy: round1(gate.min - (actual ?? 0)) });
    }
  }
  return shortfalls;
}

/** "Clarity 55 is below the minimum 60 (short by 5)". */
export function describeShortfall(s: MinScoreShortfall): string {
  if (s.actual === undefined) return `${s.label} score is missing (minimum ${s.min})`;
  return `${s.label} ${s.actual} is below the minimum ${s.min} (short by ${s.shortBy})`;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
