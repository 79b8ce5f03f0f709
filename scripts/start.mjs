#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the production server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// tsc -b is incremental: a no-op when everything is up to date.
run('npx', ['tsc', '-b', 'packages/schema', 'packages/analyzer', 'packages/server']);
if (!existsSync(join(root, 'packages/web/dist/index.html'))) {
  console.log('Building the web app (first start)…');
  run('npm', ['run', 'build', '-w', 'packages/web']);
}

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
