import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PostgrestHttpError } from './postgrest-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares secrets in constant time: hashing first makes the lengths equal too. */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks the anonymous key the way a hosted backend does: postgrest-js (through supabase-js)
 * sends it both as `apikey` and as `Authorization: Bearer`, so either is enough, and every one
 * that is present must be right.
 */
export function assertAnonKey(request: FastifyRequest, anonKey: string): void {
  const apikey = singleHeader(request.headers.apikey);
  const authorization = singleHeader(request.headers.authorization);
  const bearer = bearerToken(authorization);
  if (apikey === undefined && authorization === undefined) {
    throw new PostgrestHttpError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'Send the anonymous key in the apikey header (or as Authorization: Bearer <key>).',
    );
  }
  const presented = [apikey, authorization === undefined ? undefined : (bearer ?? '')].filter(
    (value): value is string => value !== undefined,
  );
  if (!presented.every((key) => secretsMatch(key, anonKey))) {
    throw new PostgrestHttpError(
      401,
      'PGRST301',
      'Invalid API key',
      null,
      'Use the anonymous key from GET /api/config.',
    );
  }
}
