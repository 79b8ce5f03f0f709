import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, makeTempDir, TEST_ANON_KEY, writeFakeWebDist } from './test-engines.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Launched {
  launcher: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** `npm start` or `node scripts/start.mjs`, with its own data folder and a stand-in web app. */
async function launch(command: string, args: string[]): Promise<Launched> {
  const data = await makeDataDir('npm-start');
  const web = makeTempDir('npm-start-web');
  writeFakeWebDist(web.path);
  cleanups.push(data.remove, web.remove);
  const launcher = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ANON_KEY: TEST_ANON_KEY,
      DATA_DIR: data.path,
      WEB_DIST_DIR: web.path,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      WORKERS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => launcher.on('exit', () => resolve()));
  cleanups.push(() => launcher.kill('SIGKILL'));
  return { launcher, output: () => output, exited };
}

/** The server's PID and address, from its pino line saying it listens. */
async function serverOf(launched: Launched): Promise<{ pid: number; address: string }> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const line = launched
      .output()
      .split('\n')
      .find((l) => l.includes('Server listening at'));
    if (line) {
      const { pid, msg } = JSON.parse(line) as { pid: number; msg: string };
      cleanups.push(() => alive(pid) && process.kill(pid, 'SIGKILL'));
      return { pid, address: /http:\/\/\S+/.exec(msg)![0] };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${launched.output()}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

describe('stopping npm start by its process id (real processes)', () => {
  it('kill <pid of npm start> stops the server it started', async () => {
    const launched = await launch('npm', ['start']);
    const server = await serverOf(launched);
    expect(server.pid).not.toBe(launched.launcher.pid);
    expect((await fetch(`${server.address}/api/health`)).status).toBe(200);

    process.kill(launched.launcher.pid!, 'SIGTERM');
    await launched.exited;
    expect(await gone(server.pid)).toBe(true);
    expect(launched.output()).toContain('"reason":"SIGTERM"');
    await expect(fetch(`${server.address}/api/health`)).rejects.toThrow();
  }, 300_000);

  it('the server stops when its launcher dies without a word (SIGKILL)', async () => {
    const launched = await launch(process.execPath, ['scripts/start.mjs']);
    const server = await serverOf(launched);
    process.kill(launched.launcher.pid!, 'SIGKILL');
    expect(await gone(server.pid)).toBe(true);
    expect(launched.output()).toContain('"reason":"parent process exited"');
  }, 300_000);
});
