/** Process exit codes of the `heroscope` command (documented in the package README). */
export const EXIT = {
  ok: 0,
  /** Something unexpected inside heroscope itself (a bug, Chromium missing). */
  internal: 1,
  usage: 2,
  /** A page could not be analysed: unreachable, refused by the egress policy, timed out… */
  unreachable: 3,
  /** A --min-score threshold was not met. */
  belowMinScore: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * How bad each outcome is when several URLs end differently. A page that could not be analysed
 * outranks a score below threshold: its score was never measured, so the gate cannot have passed.
 */
const SEVERITY: Record<ExitCode, number> = {
  [EXIT.ok]: 0,
  [EXIT.belowMinScore]: 1,
  [EXIT.unreachable]: 2,
  [EXIT.internal]: 3,
  [EXIT.usage]: 4,
};

export function worstExitCode(codes: Iterable<ExitCode>): ExitCode {
  let worst: ExitCode = EXIT.ok;
  for (const code of codes) if (SEVERITY[code] > SEVERITY[worst]) worst = code;
  return worst;
}
