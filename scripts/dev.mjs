#!/usr/bin/env node
// `npm run dev`: the API server from TypeScript source (restarts on change) and Vite with hot
// reload, which proxies /api and /rest to it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--watch', 'packages/server/src/main.ts'],
    { stdio: 'inherit', cwd: root, env: { NODE_ENV: 'development', ...process.env } },
  ),
  spawn('npm', ['run', 'dev', '-w', 'packages/web'], { stdio: 'inherit', cwd: root }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
