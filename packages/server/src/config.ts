import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The built web app, wherever the server runs from (src/ in development, dist/ once built). */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

const absoluteHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const port = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
  ),
  ANON_KEY: optionalText,
  ADMIN_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email('must be an email address').default('hello@heroscope.dev'),
  ),
  BOOKING_URL: z.preprocess(
    emptyAsUndefined,
    absoluteHttpUrl.default('https://cal.com/heroscope/intro'),
  ),
  DOCS_URL: z.preprocess(
    emptyAsUndefined,
    absoluteHttpUrl.default('https://heroscope.dev/docs/scoring'),
  ),
  PUBLIC_REST_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value),
        'must be a path starting with / or an http(s) URL',
      )
      .transform((value) => value.replace(/\/+$/, '') || '/')
      .default('/rest/v1'),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  BODY_LIMIT_BYTES: z.preprocess(emptyAsUndefined, positiveInt.default(16384)),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_WEB_DIST_DIR)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Absolute path; PGlite's files and the server's lock file live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  anonKey: string;
  /** True when ANON_KEY was not set and a development key was made up at start. */
  anonKeyGenerated: boolean;
  adminToken: string | undefined;
  supportEmail: string;
  bookingUrl: string;
  docsUrl: string;
  publicRestUrl: string;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** Absolute path of the built single-page app. */
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Read the client address from X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the runtime configuration (see packages/server/README.md).
 * Relative paths are resolved against the working directory. Throws ConfigError listing every
 * bad variable at once, so a deployment is fixed in one go.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.ANON_KEY) {
    throw new ConfigError(['ANON_KEY is required when NODE_ENV=production']);
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    anonKey: e.ANON_KEY ?? `dev-${randomBytes(24).toString('base64url')}`,
    anonKeyGenerated: !e.ANON_KEY,
    adminToken: e.ADMIN_TOKEN,
    supportEmail: e.SUPPORT_EMAIL,
    bookingUrl: e.BOOKING_URL,
    docsUrl: e.DOCS_URL,
    publicRestUrl: e.PUBLIC_REST_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
