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
      docsUrl: 'https://heroscope.dev/docs/scoring',
      publicRestUrl: '/rest/v1',
      rateLimitPerMinute: 30,
      bodyLimitBytes: 16384,
      webDistDir: WEB_DIST,
      logLevel: 'info',
      trustProxy: false,
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
    });
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
      PUBLIC_REST_URL: 'rest/v1',
      RATE_LIMIT_PER_MINUTE: '0',
      BODY_LIMIT_BYTES: 'lots',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
    });
    expect(problems).toEqual([
      'PORT must be between 0 and 65535',
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
      'ADMIN_TOKEN must be at least 16 characters long',
      'SUPPORT_EMAIL must be an email address',
      'BOOKING_URL must be an http(s) URL',
      'PUBLIC_REST_URL must be a path starting with / or an http(s) URL',
      'RATE_LIMIT_PER_MINUTE must be greater than 0',
      'BODY_LIMIT_BYTES must be a whole number',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'TRUST_PROXY must be true or false',
    ]);
  });
});
