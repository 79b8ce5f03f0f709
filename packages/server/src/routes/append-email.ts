import {
  appendEmailBodySchema,
  INVALID_ADDRESS_MESSAGE,
  invalidEmailMessage,
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
  normalizeAddress,
  validateEmail,
} from '@heroscope/schema';
import { sql } from 'drizzle-orm';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { invalidArgument, invalidBody } from '../postgrest-error.js';

export interface AppendEmailRouteOptions {
  config: Config;
  db: Database;
}

const BODY_SHAPE_MESSAGE =
  'The request body must be a JSON object with exactly two text fields: url and new_email.';

/**
 * Turns the body schema's complaints into PostgREST errors in the product's words. Details name
 * the field and the rule only: never echo the request's values back.
 */
function bodyProblem(errors: FastifySchemaValidationError[], supportEmail: string): Error {
  const tooLong = (field: string) =>
    errors.some((e) => e.instancePath === `/${field}` && e.keyword === 'too_big');
  if (tooLong('url')) {
    return invalidArgument(
      INVALID_ADDRESS_MESSAGE,
      `url is longer than ${MAX_URL_LENGTH} characters`,
    );
  }
  if (tooLong('new_email')) {
    return invalidArgument(
      invalidEmailMessage(supportEmail),
      `new_email is longer than ${MAX_EMAIL_LENGTH} characters`,
    );
  }
  const details = errors.map((e) => `${e.instancePath || '/'}: ${e.keyword}`).join('; ');
  return invalidBody(BODY_SHAPE_MESSAGE, details);
}

/**
 * POST /rest/v1/rpc/append_email (SPEC §7): validates again with the shared rules, then calls
 * the SQL function of migrations/0002_append_email.sql. Answers like PostgREST for a void
 * function: 200 with the JSON `null`, which postgrest-js reads as `{ data: null, error: null }`.
 */
export const appendEmailRoute: FastifyPluginAsyncZod<AppendEmailRouteOptions> = async (
  app,
  { config, db },
) => {
  app.post(
    '/rpc/append_email',
    {
      schema: { body: appendEmailBodySchema },
      schemaErrorFormatter: (errors) => bodyProblem(errors, config.supportEmail),
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const address = normalizeAddress(request.body.url);
      if (!address.ok) throw invalidArgument(address.message, 'Argument: url');
      const email = validateEmail(request.body.new_email, config.supportEmail);
      if (!email.ok) throw invalidArgument(email.message, `Argument: new_email (${email.reason})`);
      await db.orm.execute(sql`SELECT append_email(${address.url}, ${email.email})`);
      return reply.code(200).type('application/json; charset=utf-8').send('null');
    },
  );
};
