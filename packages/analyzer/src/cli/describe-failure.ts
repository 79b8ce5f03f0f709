import { EXIT, type ExitCode } from './exit-codes.js';

/** CollectError codes (src/collect/index.ts) that mean "this page could not be analysed". */
const PAGE_FAILURE_CODES = new Set([
  'blocked',
  'unreachable',
  'timeout',
  'http-error',
  'crashed',
  'too-many-redirects',
  'too-large',
]);

export interface FailureDescription {
  exitCode: ExitCode;
  /** One line, for stderr. */
  reason: string;
}

/**
 * Maps an error from `analyzer.analyze` to an exit code and a one-line reason. Matches on the
 * error's `code` rather than `instanceof CollectError`, so an error that crossed a module
 * boundary (or a second copy of the class) is still recognised.
 */
export function describeFailure(error: unknown, o: { allowPrivate: boolean }): FailureDescription {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  let reason = message.split('\n', 1)[0]!.trim() || 'unknown error';
  if (typeof code === 'string' && PAGE_FAILURE_CODES.has(code)) {
    if (code === 'blocked' && !o.allowPrivate) {
      reason += ' (pass --allow-private to analyse a private or local address)';
    }
    return { exitCode: EXIT.unreachable, reason };
  }
  if (code === 'invalid-url') return { exitCode: EXIT.usage, reason };
  return { exitCode: EXIT.internal, reason: `internal error: ${reason}` };
}
