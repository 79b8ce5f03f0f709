import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, TEST_ANON_KEY } from '../../test/test-engines.js';
import { controlSocketPath } from './control-socket.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run reviewer -- …` as a real process, with the password on standard input. */
function reviewer(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/review/reviewer-cli.ts', ...args],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL');
});

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ANON_KEY: TEST_ANON_KEY,
      LOG_LEVEL: 'info',
      // No analysis worker (and its browser): only the database and the control socket matter here.
      WORKERS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    if (origin) return { child, origin };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run reviewer', () => {
  it('adds, lists and removes accounts with no server running', async () => {
    const data = await makeDataDir('reviewer-cli');
    const env = { DATA_DIR: data.path };
    const added = await reviewer(['add', 'Ada@Studio.test'], env, 'a long private passphrase\n');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added ada@studio.test');
    expect(added.stdout).not.toContain('passphrase');

    const twice = await reviewer(['add', 'ada@studio.test'], env, 'another long passphrase\n');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('ada@studio.test is already a reviewer.');

    const short = await reviewer(['add', 'bo@studio.test'], env, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');

    expect((await reviewer(['list'], env)).stdout).toMatch(/^ada@studio\.test\tadded \d{4}-/m);
    expect((await reviewer(['remove', 'ada@studio.test'], env)).code).toBe(0);
    expect((await reviewer(['list'], env)).stdout).toContain('No reviewer accounts yet');
    data.remove();
  }, 120_000);

  it('goes through the running server when it holds the embedded database', async () => {
    const data = await makeDataDir('reviewer-cli-live');
    const { child: server, origin } = await startServer(data.path);
    const socket = controlSocketPath(data.path);
    expect(existsSync(socket)).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    const env = { DATA_DIR: data.path };
    const added = await reviewer(['add', 'cy@studio.test'], env, 'a long private passphrase\n');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('through the running server');
    expect((await reviewer(['list'], env)).stdout).toContain('cy@studio.test');
    const missing = await reviewer(['remove', 'nobody@studio.test'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nobody@studio.test is not a reviewer.');

    // The account works for signing in on that same server.
    const signIn = await fetch(`${origin}/api/review/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cy@studio.test', password: 'a long private passphrase' }),
    });
    expect(signIn.status).toBe(200);

    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    expect(existsSync(socket)).toBe(false);
    // And after the server stopped, the command opens the data folder itself.
    expect((await reviewer(['list'], env)).stdout).toContain('cy@studio.test');
    data.remove();
  }, 240_000);

  it('prints its usage for a wrong command', async () => {
    const run = await reviewer(['promote', 'x@y.test'], { DATA_DIR: '/nonexistent' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run reviewer -- add <email> | remove <email> | list');
  });
});
