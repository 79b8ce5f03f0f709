import type { IncomingHttpHeaders } from 'node:http';

/**
 * Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the visitor asked not to be
 * tracked. The web app already sends nothing then; the server also drops what arrives anyway.
 */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
