#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the production server (which runs the
// analysis workers too). `npm run worker` (`start.mjs worker`): the same for a worker process.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const role = process.argv[2] === 'worker' ? 'worker' : 'server';
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// tsc -b is incremental: a no-op when everything is up to date.
run('npx', ['tsc', '-b', 'packages/schema', 'packages/analyzer', 'packages/server']);
// Only the web app this server will serve: a WEB_DIST_DIR elsewhere is someone else's build.
const webDist = process.env.WEB_DIST_DIR
  ? resolve(root, process.env.WEB_DIST_DIR)
  : join(root, 'packages/web/dist');
if (role === 'server' && !existsSync(join(webDist, 'index.html'))) {
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

// The child gets an IPC channel: it stops by itself when this process dies, however it dies
// (even SIGKILL, which no handler sees), so it never holds the port as an orphan.
const entry = role === 'worker' ? 'worker-main.js' : 'main.js';
const env =
  role === 'worker'
    ? { NODE_ENV: 'production', ...process.env }
    : { NODE_ENV: 'production', ...process.env, ANON_KEY: anonKey() };
const child = spawn(process.execPath, [join(root, 'packages/server/dist', entry)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  cwd: root,
  env,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
