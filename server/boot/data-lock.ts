import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { StartupError } from '../lib/startup-error';

export class DataDirInUseError extends StartupError {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Sakan server (pid ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it, or set DATA_DIR to another folder.',
    );
  }
}

export interface DataLock {
  readonly file: string;
  release(): void;
}

/**
 * Claims `${dataDir}/server.lock` so two servers never run one embedded PostgreSQL cluster. The file is
 * created with O_EXCL (atomic) and holds our pid; a lock whose process is gone is stale and taken over.
 */
export function acquireDataLock(dataDir: string): DataLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { file, release: () => releaseLock(file) };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isServerProcess(holder)) {
      throw new DataDirInUseError(holder, dir);
    }
    // Stale: its owner died without cleaning up. (Two servers taking over the same stale lock in the
    // same instant could both succeed; that needs a crash plus a simultaneous double start.)
    removeIfPresent(file);
  }
  throw new Error(`Could not take the lock file ${file}; another process keeps recreating it.`);
}

function releaseLock(file: string): void {
  // Only remove it if it is still ours, so a late release never deletes a successor's lock.
  if (readPid(file) === process.pid) removeIfPresent(file);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Alive, and (where /proc tells us) a Node process: after a container restart the old pid may belong to
 * something unrelated, which must not keep the folder locked forever.
 */
function isServerProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (!isErrno(error, 'EPERM')) return false;
  }
  try {
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
