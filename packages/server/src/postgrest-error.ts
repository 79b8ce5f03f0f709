import type { PostgrestErrorBody } from '@heroscope/schema';

/**
 * An error answered in PostgREST's shape (SPEC §8): what postgrest-js turns into `{ error }`.
 * Codes follow PostgREST where it has one (PGRST102 bad body, PGRST202/205 not found, 42501
 * permission denied); 22023 (invalid_parameter_value) is what a PostgreSQL function would raise
 * for an argument it refuses.
 */
export class PostgrestHttpError extends Error {
  readonly body: PostgrestErrorBody;

  constructor(
    readonly statusCode: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestHttpError';
    this.body = { code, message, details, hint };
  }
}

export const invalidBody = (message: string, details: string | null = null) =>
  new PostgrestHttpError(400, 'PGRST102', message, details);

export const invalidArgument = (message: string, details: string) =>
  new PostgrestHttpError(400, '22023', message, details);
