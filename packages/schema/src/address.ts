/** Website address rules of SPEC §5. Pure, shared by the web client and the server. */

export const INVALID_ADDRESS_MESSAGE =
  "Hmm, this doesn't look like a URL. Did your cat walk on the keyboard?";

export const MAX_URL_LENGTH = 2048;

const SCHEME = /^https?:\/\//i;
const ADDRESS_PATTERN = /^https?:\/\/[a-z0-9][a-z0-9._-]*\.[a-z]{2,}$/i;

/** Removes a leading http:// or https:// (what the input does as the user types or pastes). */
export function stripScheme(text: string): string {
  return text.replace(SCHEME, '');
}

/** An address's host, for chips, subject lines and lists: 'https://www.shop.example/' → 'www.shop.example'. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export type AddressResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Normalises and validates an address: prepend https:// unless a scheme is present
 * (case-insensitive), strip trailing slashes, require a parsable URL whose host ends in a
 * dot and a TLD of 2+ letters, with no path. The result is lowercased (it is only scheme and host).
 */
export function normalizeAddress(input: string): AddressResult {
  let text = input.trim();
  if (!text || text.length > MAX_URL_LENGTH) return { ok: false, message: INVALID_ADDRESS_MESSAGE };
  if (!SCHEME.test(text)) text = `https://${text}`;
  text = text.replace(/\/+$/, '');
  try {
    new URL(text);
  } catch {
    return { ok: false, message: INVALID_ADDRESS_MESSAGE };
  }
  if (!ADDRESS_PATTERN.test(text)) return { ok: false, message: INVALID_ADDRESS_MESSAGE };
  // Scheme and host are case-insensitive: one spelling per site, so one stored row per site.
  return { ok: true, url: text.toLowerCase() };
}
