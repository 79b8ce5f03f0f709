#!/usr/bin/env node
// Runs every workspace's tests in one Vitest run, then prints a plain "N passed, N failed" line
// so CI (and people) can read the outcome at a glance.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'vitest-results.json');
mkdirSync(join(root, '.tmp'), { recursive: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
const extra = process.argv.slice(2);
const result = spawnSync('npx', [...args, ...extra], { stdio: 'inherit', cwd: root });

if (existsSync(out)) {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `\nTests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (r.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(result.status ?? 1);
