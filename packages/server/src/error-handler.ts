import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { PostgrestHttpError } from './postgrest-error.js';

export function isRestPath(url: string): boolean {
  return /^\/rest(\/|\?|$)/.test(url);
}

/** Fastify's own request errors (bad JSON, too large, wrong media type) in PostgREST's words. */
function restErrorFor(error: FastifyError, statusCode: number, config: Config): PostgrestHttpError {
  if (statusCode === 413) {
    return new PostgrestHttpError(
      413,
      'PGRST102',
      'The request body is too large.',
      `The limit is ${config.bodyLimitBytes} bytes.`,
    );
  }
  if (statusCode === 415) {
    return new PostgrestHttpError(
      415,
      'PGRST102',
      'Send the request body as JSON.',
      null,
      'Set the header Content-Type: application/json.',
    );
  }
  if (statusCode < 500) {
    return new PostgrestHttpError(
      statusCode,
      'PGRST102',
      'Empty or invalid json',
      error.code ?? null,
    );
  }
  return new PostgrestHttpError(
    500,
    'XX000',
    'Internal server error',
    null,
    'Please try again later.',
  );
}

/** Fields of a driver error that may carry the query's values (the submitted address and email). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'queryOptions']);

function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const safe: Record<string, unknown> = {
    type: error.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') safe[key] = value;
  }
  return safe;
}

/**
 * What a failure may put in the log. Drizzle's query errors repeat the parameters in their
 * message, and the drivers keep them on the error: log the SQL and the driver's error without them.
 */
function loggable(error: Error): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    return { err: withoutValues(error.cause), query: error.query };
  }
  return { err: withoutValues(error) };
}

/**
 * The one error handler: /rest answers in PostgREST's shape (what postgrest-js reads), the rest
 * in Fastify's `{statusCode, error, message}`. A 5xx is logged and never reveals its cause.
 */
export function createErrorHandler(config: Config) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const statusCode =
      error instanceof PostgrestHttpError
        ? error.statusCode
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
    if (statusCode >= 500) request.log.error(loggable(error), 'request failed');
    else request.log.info({ code: error.code, statusCode }, error.message);

    if (isRestPath(request.url)) {
      const restError =
        error instanceof PostgrestHttpError ? error : restErrorFor(error, statusCode, config);
      return reply.code(restError.statusCode).send(restError.body);
    }
    const message = statusCode >= 500 ? 'Internal server error' : error.message;
    const name = statusCode >= 500 ? 'Internal Server Error' : (error.name ?? 'Error');
    return reply.code(statusCode).send({ statusCode, error: name, message });
  };
}
