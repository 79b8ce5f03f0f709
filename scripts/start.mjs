#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the production server.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

// Production requires ANON_KEY. It is a public key (the browser sends it), so when none is given
// the first start makes one and keeps it beside the data, stable across restarts.
function anonKey() {
  if (process.env.ANON_KEY) return process.env.ANON_KEY;
  const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
  const file = join(dataDir, 'anon-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = `anon_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  console.log(`No ANON_KEY set: generated one in ${file}`);
  return key;
}

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env, ANON_KEY: anonKey() },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
