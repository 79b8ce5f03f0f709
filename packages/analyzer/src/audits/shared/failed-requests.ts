import type { FailedRequest } from '@heroscope/schema';

/** A request that failed for the visitor too: an HTTP error or a network error, not our refusal. */
export function isBroken(r: FailedRequest): boolean {
  if (r.blockedByPolicy) return false;
  if (r.status !== null) return r.status >= 400;
  // Chrome reports requests the page itself cancelled (navigations, media range probes) as
  // ERR_ABORTED; they are not broken. A proxy that cannot open a tunnel to the host
  // (ERR_TUNNEL_CONNECTION_FAILED) is our network path failing, not the page: a visitor's
  // browser may well reach it.
  return r.errorText !== 'net::ERR_ABORTED' && r.errorText !== 'net::ERR_TUNNEL_CONNECTION_FAILED';
}
