#!/usr/bin/env node
// `npm run bench -w packages/analyzer`: runs bench.ts on the TypeScript source through tsx,
// like bin/heroscope.mjs does (--conditions=source has to be given to a fresh Node process).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bench = fileURLToPath(new URL('./bench.ts', import.meta.url));
const child = spawn(
  process.execPath,
  ['--conditions=source', '--import', import.meta.resolve('tsx'), bench, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
