import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ ANON_KEY: 'the-anon-key' });
    expect(config).toEqual({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      anonKey: 'the-anon-key',
      anonKeyGenerated: false,
      adminToken: undefined,
      supportEmail: 'hello@heroscope.dev',
      bookingUrl: 'https://cal.com/heroscope/intro',
      docsUrl: '/methodology',
      publicRestUrl: '/rest/v1',
      rateLimitPerMinute: 30,
      bodyLimitBytes: 16384,
      webDistDir: WEB_DIST,
      logLevel: 'info',
      trustProxy: false,
      analytics: { enabled: true, retentionDays: 90, rateLimitPerMinute: 120 },
      reanalyseAfterHours: 24,
      workers: 1,
      analysisConcurrency: 2,
      analysisPageTimeoutSeconds: 45,
      analysisJobTimeoutSeconds: 240,
      analysisRetryDelaySeconds: 30,
      analyzerResolve: [],
      analyzerAllowPrivate: false,
      smtpUrl: undefined,
      mailFrom: 'HEROSCOPE <hello@heroscope.dev>',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/heroscope',
      DATABASE_URL: 'postgres://app@db:5432/heroscope',
      ANON_KEY: 'k',
      ADMIN_TOKEN: 'an-admin-token-long-enough',
      SUPPORT_EMAIL: 'team@example.org',
      BOOKING_URL: 'https://cal.example.org/x',
      DOCS_URL: 'https://docs.example.org/y',
      PUBLIC_REST_URL: 'https://abc.supabase.co/rest/v1/',
      RATE_LIMIT_PER_MINUTE: '5',
      BODY_LIMIT_BYTES: '1024',
      WEB_DIST_DIR: 'web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ANALYTICS: 'off',
      ANALYTICS_RETENTION_DAYS: '30',
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '10',
      REANALYSE_AFTER_HOURS: '0.5',
      WORKERS: '0',
      ANALYSIS_CONCURRENCY: '4',
      ANALYSIS_PAGE_TIMEOUT_SECONDS: '30',
      ANALYSIS_JOB_TIMEOUT_SECONDS: '120',
      ANALYSIS_RETRY_DELAY_SECONDS: '5',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
      MAIL_FROM: 'Reports <reports@example.org>',
      PUBLIC_URL: 'https://heroscope.example.org/',
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/heroscope',
      databaseUrl: 'postgres://app@db:5432/heroscope',
      adminToken: 'an-admin-token-long-enough',
      publicRestUrl: 'https://abc.supabase.co/rest/v1',
      rateLimitPerMinute: 5,
      bodyLimitBytes: 1024,
      webDistDir: resolve('web'),
      logLevel: 'warn',
      trustProxy: true,
      analytics: { enabled: false, retentionDays: 30, rateLimitPerMinute: 10 },
      reanalyseAfterHours: 0.5,
      workers: 0,
      analysisConcurrency: 4,
      analysisPageTimeoutSeconds: 30,
      analysisJobTimeoutSeconds: 120,
      analysisRetryDelaySeconds: 5,
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      mailFrom: 'Reports <reports@example.org>',
      publicUrl: 'https://heroscope.example.org',
    });
  });

  it('derives the mail sender and public address from SUPPORT_EMAIL and PORT', () => {
    const config = loadConfig({ SUPPORT_EMAIL: 'team@example.org', PORT: '8080' });
    expect(config.mailFrom).toBe('HEROSCOPE <team@example.org>');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ MAIL_FROM: 'reports@example.org' }).mailFrom).toBe('reports@example.org');
  });

  it('names every bad mail and public-address variable', () => {
    expect(
      problemsOf({
        SMTP_URL: 'mail.example.org:25',
        MAIL_FROM: 'Reports <not an address>',
        PUBLIC_URL: 'heroscope.example.org',
      }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587',
      'MAIL_FROM must be an email address, optionally with a name: HEROSCOPE <reports@heroscope.dev>',
      'PUBLIC_URL must be an http(s) URL',
    ]);
  });

  it('reads the analyzer pins and private-address switch outside production', () => {
    const config = loadConfig({
      ANALYZER_RESOLVE: 'site.test:127.0.0.1, Other.Test:[::1]',
      ANALYZER_ALLOW_PRIVATE: 'true',
    });
    expect(config.analyzerResolve).toEqual([
      { host: 'site.test', ip: '127.0.0.1' },
      { host: 'other.test', ip: '::1' },
    ]);
    expect(config.analyzerAllowPrivate).toBe(true);
    expect(problemsOf({ ANALYZER_RESOLVE: 'site.test' })).toEqual([
      'ANALYZER_RESOLVE must be HOST:IP pairs separated by commas, e.g. site.test:127.0.0.1 (got "site.test")',
    ]);
  });

  it('refuses to lift the analyzer guard in production unless ALLOW_UNSAFE_ANALYZER=true', () => {
    const production = { NODE_ENV: 'production', ANON_KEY: 'k' };
    expect(
      problemsOf({
        ...production,
        ANALYZER_RESOLVE: 'site.test:127.0.0.1',
        ANALYZER_ALLOW_PRIVATE: 'true',
      }),
    ).toEqual([
      "ANALYZER_RESOLVE is refused when NODE_ENV=production (it lets visitors' addresses reach private networks); set ALLOW_UNSAFE_ANALYZER=true only if you really mean it",
      "ANALYZER_ALLOW_PRIVATE=true is refused when NODE_ENV=production (it lets visitors' addresses reach private networks); set ALLOW_UNSAFE_ANALYZER=true only if you really mean it",
    ]);
    const unsafe = loadConfig({
      ...production,
      ANALYZER_ALLOW_PRIVATE: 'true',
      ALLOW_UNSAFE_ANALYZER: 'true',
    });
    expect(unsafe.analyzerAllowPrivate).toBe(true);
  });

  it('does not require ANON_KEY of a worker process', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { role: 'worker' }).production).toBe(true);
  });

  it('takes DOCS_URL as a path of this server or an http(s) URL', () => {
    expect(loadConfig({ ANON_KEY: 'k', DOCS_URL: '/docs/scoring' }).docsUrl).toBe('/docs/scoring');
    expect(loadConfig({ ANON_KEY: 'k', DOCS_URL: 'https://docs.example.org/y' }).docsUrl).toBe(
      'https://docs.example.org/y',
    );
    expect(problemsOf({ DOCS_URL: 'javascript:alert(1)' })).toEqual([
      'DOCS_URL must be a path starting with / or an http(s) URL',
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ ANON_KEY: 'k', PORT: '', ADMIN_TOKEN: '', DATABASE_URL: ' ' });
    expect([config.port, config.adminToken, config.databaseUrl]).toEqual([
      3000,
      undefined,
      undefined,
    ]);
  });

  it('makes up a development key when ANON_KEY is unset outside production', () => {
    const a = loadConfig({});
    const b = loadConfig({ NODE_ENV: 'development' });
    expect(a.anonKeyGenerated).toBe(true);
    expect(a.anonKey).toMatch(/^dev-[A-Za-z0-9_-]{32}$/);
    expect(b.anonKey).not.toBe(a.anonKey);
  });

  it('requires ANON_KEY in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'ANON_KEY is required when NODE_ENV=production',
    ]);
  });

  it('lists every bad value at once, in words', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'mysql://x',
      ADMIN_TOKEN: 'short',
      SUPPORT_EMAIL: 'nobody',
      BOOKING_URL: 'cal.com/x',
      DOCS_URL: '//elsewhere.example/docs',
      PUBLIC_REST_URL: 'rest/v1',
      RATE_LIMIT_PER_MINUTE: '0',
      BODY_LIMIT_BYTES: 'lots',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
      ANALYTICS: 'maybe',
      ANALYTICS_RETENTION_DAYS: '0',
      REANALYSE_AFTER_HOURS: '0',
      WORKERS: '-1',
      ANALYSIS_CONCURRENCY: '17',
      ANALYZER_ALLOW_PRIVATE: 'yes',
    });
    expect(problems).toEqual([
      'PORT must be between 0 and 65535',
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
      'ADMIN_TOKEN must be at least 16 characters long',
      'SUPPORT_EMAIL must be an email address',
      'BOOKING_URL must be an http(s) URL',
      'DOCS_URL must be a path starting with / or an http(s) URL',
      'PUBLIC_REST_URL must be a path starting with / or an http(s) URL',
      'RATE_LIMIT_PER_MINUTE must be greater than 0',
      'BODY_LIMIT_BYTES must be a whole number',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'TRUST_PROXY must be true or false',
      'REANALYSE_AFTER_HOURS must be greater than 0',
      'WORKERS must be 0 or more',
      'ANALYSIS_CONCURRENCY must be at most 16',
      'ANALYTICS must be on or off',
      'ANALYTICS_RETENTION_DAYS must be greater than 0',
      'ANALYZER_ALLOW_PRIVATE must be true or false',
    ]);
  });
});
