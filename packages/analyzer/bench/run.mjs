#!/usr/bin/env node
// `npm run bench -w packages/analyzer`: builds the package first, so that the `heroscope`
// command the bench times and measures is the compiled one users run, then runs bench.ts on
// the TypeScript source through tsx, as bin/heroscope.mjs does when there is no current build
// (--conditions=source has to be given to a fresh Node process).
// `--bench FILE` runs another bench of this folder the same way (`npm run bench:cold`).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'));
const built = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const args = process.argv.slice(2);
const at = args.indexOf('--bench');
const name = at >= 0 ? args.splice(at, 2)[1] : 'bench.ts';
const bench = fileURLToPath(new URL(`./${name}`, import.meta.url));
const child = spawn(
  process.execPath,
  ['--conditions=source', '--import', import.meta.resolve('tsx'), bench, ...args],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
