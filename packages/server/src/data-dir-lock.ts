import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
  ) {
    super(
      `Another HEROSCOPE server${ownerPid ? ` (PID ${ownerPid})` : ''} is already using the data folder ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR: two servers writing the same embedded database lose rows.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file without a PID is being written right now unless it is older than a few seconds. */
function isFresh(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 5000;
  } catch {
    return false;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a lock left by a dead process. The file is first renamed to a name only we use, then
 * read back: if a live server replaced the stale file in between, its lock is put back and we
 * refuse, so two starters racing over one stale lock can never both win.
 */
function removeStaleLock(path: string, stalePid: number | undefined): 'removed' | 'gone' | 'live' {
  const aside = `${path}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const movedPid = readPid(aside);
  if (movedPid !== stalePid && movedPid !== undefined && isAlive(movedPid)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else holds the lock by now; either way it is not ours.
    }
    unlinkSync(aside);
    return 'live';
  }
  unlinkSync(aside);
  return 'removed';
}

/**
 * Takes the data folder for this process: an O_EXCL lock file holding our PID. A lock whose PID
 * is no longer alive is stale and taken over; a live one makes this throw DataDirLockedError.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(path)) {
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    }
    const ownerPid = readPid(path);
    if (ownerPid === undefined ? isFresh(path) : isAlive(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid);
    }
    if (removeStaleLock(path, ownerPid) === 'live')
      throw new DataDirLockedError(dataDir, readPid(path));
  }
  throw new DataDirLockedError(dataDir, readPid(path));
}
