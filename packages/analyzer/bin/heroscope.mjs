#!/usr/bin/env node
// The `heroscope` command. Runs the compiled CLI when the package has been built; otherwise
// re-executes Node on the TypeScript source through tsx, so it works right after `npm ci`.
// (--conditions=source cannot be switched on from inside a running process, hence the re-exec.)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const compiled = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
/** Sources the compiled CLI is built from: this package's and, in the workspace, the schema's. */
const sourceDirs = ['../src/', '../../schema/src/'].map((d) =>
  fileURLToPath(new URL(d, import.meta.url)),
);

/** Newest modification time of the .ts files under `dir` (0 when it does not exist). */
function newestSource(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(`${path}/`));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * A build older than the source it came from would run yesterday's code: then the source wins.
 * HEROSCOPE_FROM_SOURCE=1 forces the source.
 */
function compiledIsCurrent() {
  if (process.env.HEROSCOPE_FROM_SOURCE === '1' || !existsSync(compiled)) return false;
  const built = statSync(compiled).mtimeMs;
  return sourceDirs.every((dir) => newestSource(dir) <= built);
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
