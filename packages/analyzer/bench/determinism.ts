/**
 * Determinism check: analyses every fixture page twice while every core is kept busy, and prints
 * every report field that differs between the two runs (meta.analyzedAt/durationMs excepted).
 * It must print none. Exit code 1 when something differed.
 *
 *   npm run determinism -w packages/analyzer [-- --pages good-saas.html,tall.html]
 */
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAnalyzer } from '../src/analyze.js';
import { resultDiff } from '../src/report/result-diff.js';
import { startCpuBurners } from '../test/cpu-burners.js';
import { startFixtureServer } from '../test/fixture-server.js';

const { values } = parseArgs({ options: { pages: { type: 'string' } } });
const PAGES_DIR = fileURLToPath(new URL('../fixtures/pages/', import.meta.url));
const pages = values.pages
  ? values.pages.split(',')
  : readdirSync(PAGES_DIR)
      .filter((f) => f.endsWith('.html'))
      .sort();

const log = (line = '') => process.stdout.write(`${line}\n`);
const server = await startFixtureServer();
// Shorter than the CLI's 45 s so the pages that are meant to time out (a busy loop) end sooner;
// still far above what any other fixture needs under load.
const analyzer = await createAnalyzer({ allowPrivate: true, totalTimeoutMs: 25_000 });
const burners = startCpuBurners();
log(
  `determinism: ${pages.length} fixture pages, each analysed twice, with ${burners.count} ` +
    `busy-looping processes on ${cpus().length} CPU(s)`,
);

/** The analysis, or the failure's message: a page that fails must fail the same way. */
async function outcome(page: string): Promise<unknown> {
  try {
    return await analyzer.analyze(server.url(`/${page}`));
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { failed: e.code ?? 'error', message: e.message };
  }
}

let differing = 0;
try {
  for (const page of pages) {
    const first = await outcome(page);
    const second = await outcome(page);
    const diff = resultDiff(first, second);
    differing += diff.length;
    log(`${page}: ${diff.length === 0 ? 'same' : `${diff.length} field(s) differ`}`);
    for (const line of diff) log(`  ${line}`);
  }
} finally {
  await burners.stop();
  await analyzer.close();
  await server.close();
}
log();
log(`${differing} differing field(s); load average ${loadavg()[0]!.toFixed(1)}`);
process.exitCode = differing === 0 ? 0 : 1;
