import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';
import { makeTempDir } from '../test/test-engines.js';

/** The PID of a process that has just exited (so certainly not alive now). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  let dir: ReturnType<typeof makeTempDir>;
  let lockPath: string;
  beforeEach(() => {
    dir = makeTempDir('lock');
    lockPath = join(dir.path, LOCK_FILE_NAME);
  });
  afterEach(() => dir.remove());

  it('writes our PID into an exclusive lock file and removes it on release', () => {
    const lock = lockDataDir(dir.path);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lock.release();
  });

  it('refuses a second holder while the first is alive, then lets one in after release', () => {
    const first = lockDataDir(dir.path);
    let refusal: unknown;
    try {
      lockDataDir(dir.path);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).ownerPid).toBe(process.pid);
    expect((refusal as Error).message).toContain(`is already using the data folder ${dir.path}`);
    first.release();
    lockDataDir(dir.path).release();
  });

  it('takes over a lock left by a process that is no longer alive', () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = lockDataDir(dir.path);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats a lock file without a PID as held while fresh, and as stale once old', () => {
    writeFileSync(lockPath, '');
    expect(() => lockDataDir(dir.path)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    lockDataDir(dir.path).release();
  });

  it('never removes a lock file that is not its own', () => {
    const lock = lockDataDir(dir.path);
    writeFileSync(lockPath, '1\n');
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe('1\n');
  });

  it('makes openDatabase refuse a PGlite data folder that is in use', async () => {
    const lock = lockDataDir(dir.path);
    try {
      await expect(openDatabase({ dataDir: dir.path, databaseUrl: undefined })).rejects.toThrow(
        DataDirLockedError,
      );
      expect(existsSync(join(dir.path, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });
});
