import { createHash } from 'node:crypto';

/**
 * Counts a visitor without identifying them, as privacy-first analytics tools do: a SHA-256 of
 * the day's random salt, the client address and the user agent. Without the salt (deleted when its
 * day ends) the hash cannot be tied back to an address, even by trying every IPv4 address; with a
 * new salt each day, the same person gets an unrelated hash the next day. Only the hash is stored.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent)
    .digest('base64url')
    .slice(0, 22);
}
