import { CollectError } from '@heroscope/analyzer';

/**
 * Whether trying again may help. The engine's timeouts and crashes may pass (a busy site, a
 * browser that died); a refused, unreachable, erroring, redirect-looping or oversized page gives
 * the same answer next minute, so it fails at once. Anything that is not a CollectError (the
 * worker process could not start, the database hiccuped) is ours, not the site's: retried.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof CollectError)) return true;
  return error.code === 'timeout' || error.code === 'crashed';
}
