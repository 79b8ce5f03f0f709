import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { runMigrations } from './migrations.js';
import {
  createTestSchema,
  makeDataDir,
  TEST_ANON_KEY,
  TEST_DATABASE_URL,
} from '../test/test-engines.js';

const N = 200;
const SHARED_URL = 'https://shared-site.com';

async function burst(baseUrl: string): Promise<number[]> {
  const post = (url: string, email: string) =>
    fetch(`${baseUrl}/rest/v1/rpc/append_email`, {
      method: 'POST',
      headers: {
        apikey: TEST_ANON_KEY,
        authorization: `Bearer ${TEST_ANON_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ url, new_email: email }),
    }).then(async (res) => {
      await res.text();
      return res.status;
    });
  // Both at once: 200 different addresses, and 200 emails for one address.
  return Promise.all([
    ...Array.from({ length: N }, (_, i) => post(`site-${i}.com`, `owner${i}@example.org`)),
    ...Array.from({ length: N }, (_, i) => post('shared-site.com', `fan${i}@example.org`)),
  ]);
}

async function readBack(db: Awaited<ReturnType<typeof openDatabase>>) {
  const rows = await db.query<{ url: string; emails: string[] }>(
    'SELECT url, emails FROM submissions',
  );
  const shared = rows.find((r) => r.url === SHARED_URL);
  const others = rows.filter((r) => r.url !== SHARED_URL);
  return { rows, shared, others };
}

const engines = [
  { label: 'PGlite', available: true, url: async () => undefined },
  {
    label: TEST_DATABASE_URL
      ? 'PostgreSQL (TEST_DATABASE_URL)'
      : 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
    available: TEST_DATABASE_URL !== undefined,
    url: async () => {
      const schema = await createTestSchema(TEST_DATABASE_URL!);
      cleanups.push(schema.drop);
      return schema.url;
    },
  },
];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of engines) {
  describe.skipIf(!engine.available)(`${N}+${N} concurrent submissions on ${engine.label}`, () => {
    it('keeps every row and every email, across a restart', async () => {
      const data = await makeDataDir('server-concurrency');
      cleanups.push(data.remove);
      const config = loadConfig({
        DATA_DIR: data.path,
        DATABASE_URL: await engine.url(),
        ANON_KEY: TEST_ANON_KEY,
        RATE_LIMIT_PER_MINUTE: '100000',
        WEB_DIST_DIR: data.path,
        LOG_LEVEL: 'silent',
      });

      const db = await openDatabase(config);
      await runMigrations(db);
      const app = await createApp({ config, db });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const started = performance.now();
      const statuses = await burst(address);
      const elapsed = performance.now() - started;
      await app.close();

      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const before = await readBack(db);
      expect(before.others).toHaveLength(N);
      expect(new Set(before.others.map((r) => r.url)).size).toBe(N);
      expect(before.others.every((r) => r.emails.length === 1)).toBe(true);
      expect(before.shared?.emails).toHaveLength(N);
      expect(new Set(before.shared?.emails)).toEqual(
        new Set(Array.from({ length: N }, (_, i) => `fan${i}@example.org`)),
      );
      await db.close();
      console.info(`${engine.label}: ${2 * N} concurrent submissions in ${Math.round(elapsed)} ms`);

      const reopened = await openDatabase(config);
      try {
        expect(await runMigrations(reopened)).toEqual({ applied: [] });
        const after = await readBack(reopened);
        expect(after.rows).toHaveLength(N + 1);
        expect(after.shared?.emails).toEqual(before.shared?.emails);
        expect(new Set(after.others.map((r) => `${r.url} ${r.emails[0]}`))).toEqual(
          new Set(before.others.map((r) => `${r.url} ${r.emails[0]}`)),
        );
      } finally {
        await reopened.close();
      }
    }, 180_000);
  });
}
