#!/usr/bin/env node
// The `heroscope` command. Runs the compiled CLI when the package has been built; otherwise
// re-executes Node on the TypeScript source through tsx, so it works right after `npm ci`.
// (--conditions=source cannot be switched on from inside a running process, hence the re-exec.)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const compiled = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

if (existsSync(compiled)) {
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
