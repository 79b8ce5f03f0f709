#!/usr/bin/env node
// The `heroscope` command. Runs the compiled CLI when the package has been built; otherwise
// re-executes Node on the TypeScript source through tsx, so it works right after `npm ci`.
// (--conditions=source cannot be switched on from inside a running process, hence the re-exec.)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const compiled = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
/** What the compiled CLI is built from and into: this package and, in the workspace, the schema. */
const builds = [
  ['../src/', '../dist/'],
  ['../../schema/src/', '../../schema/dist/'],
].map((pair) => pair.map((d) => fileURLToPath(new URL(d, import.meta.url))));

/** Newest modification time of the files under `dir` that `wanted` accepts (0 when none). */
function newest(dir, wanted) {
  let time = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) time = Math.max(time, newest(`${path}/`, wanted));
    else if (wanted(entry.name)) time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts');
const isOutput = (name) => name.endsWith('.js');

/**
 * A build older than the source it came from would run yesterday's code: then the source wins.
 * (`tsc -b` re-emits only what changed, so the newest output is what tells when it last built.)
 * HEROSCOPE_FROM_SOURCE=1 forces the source.
 */
function compiledIsCurrent() {
  if (process.env.HEROSCOPE_FROM_SOURCE === '1' || !existsSync(compiled)) return false;
  return builds.every(([src, dist]) => newest(src, isSource) <= newest(dist, isOutput));
}

if (compiledIsCurrent()) {
  await import(pathToFileURL(compiled).href);
} else {
  // Resolved from here, not from the caller's folder, so it works from any working directory.
  const tsx = import.meta.resolve('tsx');
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsx, source, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  // The terminal sends Ctrl-C to the child as well; stay alive until it has cleaned up.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (signal !== 'SIGINT') child.kill(signal);
    });
  }
  child.on('error', (error) => {
    process.stderr.write(`heroscope: could not start node: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}
