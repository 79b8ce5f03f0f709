import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './data-dir-lock.js';
import { makeTempDir, TEST_ANON_KEY } from '../test/test-engines.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Server {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts src/main.ts as a real process, the way `npm start` would (TypeScript through tsx). */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // These are about the HTTP server; its worker processes are tested in queue/.
      WORKERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves with the address once the server logs that it listens; rejects if it exits first. */
async function listening(server: Server, timeoutMs = 180_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout());
    if (match?.[1]) return match[1];
    if (exitCode !== undefined) {
      throw new Error(`server exited (${exitCode}): ${server.stderr()} ${server.stdout()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start in time: ${server.stderr()}`);
}

const running: Server[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

describe('src/main.ts (a real server process)', () => {
  it('exits 1 with a clear message on bad configuration', async () => {
    const server = startServer({ PORT: 'abc', RATE_LIMIT_PER_MINUTE: '-5', ANON_KEY: 'x' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Invalid configuration');
    expect(server.stderr()).toContain('PORT must be a whole number');
    expect(server.stderr()).toContain('RATE_LIMIT_PER_MINUTE must be greater than 0');
  }, 60_000);

  it('requires ANON_KEY in production', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('ANON_KEY is required when NODE_ENV=production');
  }, 60_000);

  it('locks DATA_DIR: a second server is refused until the first has stopped', async () => {
    // An empty folder: the first server really creates the embedded database.
    const data = makeTempDir('main-lock');
    try {
      const env = { DATA_DIR: data.path, ANON_KEY: TEST_ANON_KEY };
      const first = startServer(env);
      running.push(first);
      const firstAddress = await listening(first);
      expect(first.stdout()).toContain('creating the embedded database');
      expect(await (await fetch(`${firstAddress}/api/health`)).json()).toEqual({ ok: true });

      const second = startServer(env);
      running.push(second);
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(
        `Another HEROSCOPE server (PID ${first.child.pid}) is already using the data folder ${data.path}`,
      );

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(data.path, LOCK_FILE_NAME))).toBe(false);

      // Without ANON_KEY this time: a development key is made up, and the log says so.
      const third = startServer({ DATA_DIR: data.path });
      running.push(third);
      const thirdAddress = await listening(third);
      expect(third.stdout()).toContain('ANON_KEY is not set: generated a development key');
      expect(await (await fetch(`${thirdAddress}/api/health`)).json()).toEqual({ ok: true });
      const config = (await (await fetch(`${thirdAddress}/api/config`)).json()) as {
        anonKey: string;
      };
      expect(config.anonKey).toMatch(/^dev-/);
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
      expect(existsSync(join(data.path, LOCK_FILE_NAME))).toBe(false);
    } finally {
      data.remove();
    }
  }, 480_000);
});
