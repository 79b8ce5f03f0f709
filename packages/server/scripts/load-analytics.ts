/**
 * Load check of POST /api/analytics: a real server on loopback (PGlite in a temporary folder, or
 * DATABASE_URL's PostgreSQL), LOAD_BEACONS concurrent beacons (default 500) sent at once, then the
 * latency figures and a count of what was stored. Exits 1 if a beacon was refused or lost.
 *
 *   npm run load:analytics -w packages/server
 *   LOAD_BEACONS=1000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run load:analytics -w packages/server
 */
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/database.js';
import { runMigrations } from '../src/migrations.js';
import { makeDataDir, createTestSchema } from '../test/test-engines.js';

const BEACONS = Number(process.env.LOAD_BEACONS ?? 500);
const EVENTS_PER_BEACON = 3;
const VITALS_PER_BEACON = 5;

const data = await makeDataDir('load-analytics');
const pgSchema = process.env.DATABASE_URL
  ? await createTestSchema(process.env.DATABASE_URL)
  : undefined;
const config = loadConfig({
  DATA_DIR: data.path,
  DATABASE_URL: pgSchema?.url,
  ANON_KEY: 'load-check-anon-key',
  LOG_LEVEL: 'silent',
  // Every beacon comes from 127.0.0.1 here; the per-address limit is not what is measured.
  ANALYTICS_RATE_LIMIT_PER_MINUTE: String(BEACONS * 10),
});
const db = await openDatabase(config);
await runMigrations(db);
const app = await createApp({ config, db });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };

const agent = new Agent({ keepAlive: true, maxSockets: BEACONS });

/**
 * GET /api/config, a route that neither parses a body nor touches the database: the same burst
 * against it shows what the machine itself gives (shared cores make absolute figures vary).
 */
function baselineRequest(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/config', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function beacon(i: number): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({
    path: '/',
    events: [
      { name: 'page_view' },
      { name: 'landing_viewed' },
      { name: 'email_rejected', props: { rule: 'invalid' } },
    ],
    vitals: [
      { name: 'LCP', value: 900 + (i % 700) },
      { name: 'FCP', value: 400 + (i % 300) },
      { name: 'TTFB', value: 50 + (i % 200) },
      { name: 'CLS', value: (i % 20) / 100 },
      { name: 'INP', value: 40 + (i % 150) },
    ],
  });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/analytics',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          // One browser per beacon, so each counts as a visitor of its own.
          'user-agent': `LoadCheck/${i}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

try {
  // Warm-up: compiles the routes and opens every connection, so neither burst pays for that.
  await Promise.all(Array.from({ length: 20 }, (_, i) => beacon(-1 - i)));
  await Promise.all(Array.from({ length: BEACONS }, () => baselineRequest()));
  await app.analytics.flush();
  await db.exec('TRUNCATE analytics_events, analytics_vitals');

  const baseline = (await Promise.all(Array.from({ length: BEACONS }, () => baselineRequest())))
    .map((r) => r.ms)
    .sort((a, b) => a - b);

  const started = performance.now();
  const results = await Promise.all(Array.from({ length: BEACONS }, (_, i) => beacon(i)));
  const elapsed = performance.now() - started;
  await app.analytics.flush();
  const stored = (
    await db.query<{ events: number; vitals: number; visitors: number }>(
      `SELECT (SELECT count(*)::int FROM analytics_events) AS events,
            (SELECT count(*)::int FROM analytics_vitals) AS vitals,
            (SELECT count(DISTINCT visitor)::int FROM analytics_events) AS visitors`,
    )
  )[0]!;

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const expected = { events: BEACONS * EVENTS_PER_BEACON, vitals: BEACONS * VITALS_PER_BEACON };
  const lost = expected.events - stored.events + (expected.vitals - stored.vitals);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    [
      `POST /api/analytics on ${db.engine}, loopback, ${BEACONS} beacons sent at once (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
      `  answers:    ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
      `  latency:    p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, p99 ${ms(quantile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
      `  baseline:   the same burst of GET /api/config: p50 ${ms(quantile(baseline, 0.5))}, p99 ${ms(quantile(baseline, 0.99))}`,
      `  burst:      ${ms(elapsed)} for all, ${Math.round((BEACONS / elapsed) * 1000)} beacons/s`,
      `  stored:     ${stored.events}/${expected.events} events, ${stored.vitals}/${expected.vitals} vitals, ${stored.visitors} visitors`,
      `  lost:       ${lost}`,
    ].join('\n'),
  );
  if (lost !== 0 || statuses.get(204) !== BEACONS) process.exitCode = 1;
} finally {
  agent.destroy();
  await app.close();
  await db.close();
  await pgSchema?.drop();
  data.remove();
}
