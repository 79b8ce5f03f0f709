import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { METHODOLOGY_PATH } from '@heroscope/schema';
import { z } from 'zod';
import { parseResolvePins, type ResolvePin } from './queue/resolve-pins.js';

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

const nonNegativeInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');

const positiveNumber = z.coerce
  .number({ error: 'must be a number' })
  .positive('must be greater than 0');

const booleanText = z.enum(['true', 'false'], { error: 'must be true or false' }).default('false');

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
  // A path is this server's own page (by default the methodology it renders); a URL, elsewhere.
  DOCS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) =>
          /^\/(?!\/)/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
        'must be a path starting with / or an http(s) URL',
      )
      .default(METHODOLOGY_PATH),
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
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanText),
  REANALYSE_AFTER_HOURS: z.preprocess(emptyAsUndefined, positiveNumber.default(24)),
  WORKERS: z.preprocess(emptyAsUndefined, nonNegativeInt.max(16, 'must be at most 16').default(1)),
  ANALYSIS_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    positiveInt.max(16, 'must be at most 16').default(2),
  ),
  ANALYTICS: z.preprocess(
    emptyAsUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  ANALYTICS_RETENTION_DAYS: z.preprocess(emptyAsUndefined, positiveInt.default(90)),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(120)),
  ANALYSIS_PAGE_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUndefined,
    positiveInt.max(600, 'must be at most 600').default(45),
  ),
  ANALYSIS_JOB_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUndefined,
    positiveInt.min(5, 'must be at least 5').max(3600, 'must be at most 3600').default(240),
  ),
  ANALYSIS_RETRY_DELAY_SECONDS: z.preprocess(
    emptyAsUndefined,
    nonNegativeInt.max(3600, 'must be at most 3600').default(30),
  ),
  ANALYZER_RESOLVE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text, context) => {
        try {
          return parseResolvePins(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  ANALYZER_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, booleanText),
  ALLOW_UNSAFE_ANALYZER: z.preprocess(emptyAsUndefined, booleanText),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^smtps?:\/\/[^/]/.test(value) && URL.canParse(value),
        'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587',
      )
      .optional(),
  ),
  // 'HEROSCOPE <reports@heroscope.dev>' or a bare address; by default the support address, so a
  // reply to a report reaches the team.
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => {
        const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
        return z.email().safeParse(address.trim()).success;
      }, 'must be an email address, optionally with a name: HEROSCOPE <reports@heroscope.dev>')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    absoluteHttpUrl.transform((value) => value.replace(/\/+$/, '')).optional(),
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
  /** First-party analytics (issue #10): see src/analytics/. */
  analytics: {
    /** ANALYTICS=off: no endpoint, nothing stored, and the web app is told to send nothing. */
    enabled: boolean;
    /** Days raw events and vitals are kept; older days remain as daily aggregates only. */
    retentionDays: number;
    /** Beacons accepted per client address per minute. */
    rateLimitPerMinute: number;
  };
  /** A request for an address asked within this many hours joins the earlier request. */
  reanalyseAfterHours: number;
  /** Worker processes this server runs (each with its own browser); 0: none. */
  workers: number;
  /** Pages each worker analyses at once. */
  analysisConcurrency: number;
  /** Longest one page load may take, both viewports (the collector's total timeout). */
  analysisPageTimeoutSeconds: number;
  /** A job still active after this long is taken for lost (worker died) and tried again. */
  analysisJobTimeoutSeconds: number;
  /** Wait before the first retry of a transient failure; doubled (with jitter) after. */
  analysisRetryDelaySeconds: number;
  /** Development and tests: hosts pinned to addresses, like the CLI's --resolve. */
  analyzerResolve: ResolvePin[];
  /** Development and tests: private and loopback destinations allowed. */
  analyzerAllowPrivate: boolean;
  /** Reports are mailed through this server; without it they are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From header of the report emails. */
  mailFrom: string;
  /** Where visitors reach this site, without a trailing slash: links in emails start with it. */
  publicUrl: string;
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
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { role?: 'server' | 'worker' } = {},
): Config {
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
  // A worker process serves no HTTP: the web app's key means nothing to it.
  if (production && !e.ANON_KEY && options.role !== 'worker') {
    throw new ConfigError(['ANON_KEY is required when NODE_ENV=production']);
  }
  // Both lift the guard that keeps visitors' addresses off private networks: a production
  // server must say so twice before it analyses its own network for strangers.
  const unsafe = [
    e.ANALYZER_RESOLVE ? 'ANALYZER_RESOLVE' : undefined,
    e.ANALYZER_ALLOW_PRIVATE === 'true' ? 'ANALYZER_ALLOW_PRIVATE=true' : undefined,
  ].filter((name) => name !== undefined);
  if (production && unsafe.length > 0 && e.ALLOW_UNSAFE_ANALYZER !== 'true') {
    throw new ConfigError(
      unsafe.map(
        (name) =>
          `${name} is refused when NODE_ENV=production (it lets visitors' addresses reach private networks); set ALLOW_UNSAFE_ANALYZER=true only if you really mean it`,
      ),
    );
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
    analytics: {
      enabled: e.ANALYTICS === 'on',
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    },
    reanalyseAfterHours: e.REANALYSE_AFTER_HOURS,
    workers: e.WORKERS,
    analysisConcurrency: e.ANALYSIS_CONCURRENCY,
    analysisPageTimeoutSeconds: e.ANALYSIS_PAGE_TIMEOUT_SECONDS,
    analysisJobTimeoutSeconds: e.ANALYSIS_JOB_TIMEOUT_SECONDS,
    analysisRetryDelaySeconds: e.ANALYSIS_RETRY_DELAY_SECONDS,
    analyzerResolve: e.ANALYZER_RESOLVE ?? [],
    analyzerAllowPrivate: e.ANALYZER_ALLOW_PRIVATE === 'true',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `HEROSCOPE <${e.SUPPORT_EMAIL}>`,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
  };
}
