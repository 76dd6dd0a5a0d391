import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirInUseError } from './data-lock';

describe('acquireDataLock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakan-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses while another live server holds the folder', () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(other);
    writeFileSync(join(dir, 'server.lock'), `${other.pid}\n`);
    expect(() => acquireDataLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataLock(dir)).toThrow(
      `Another Sakan server (pid ${other.pid}) is already using the data folder`,
    );
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), `${gone.pid}\n`);
    const lock = acquireDataLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not delete a lock that another process took over', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    writeFileSync(lock.file, '999999\n');
    lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });
});
