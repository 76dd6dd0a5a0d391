import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../lib/startup-error';
import { loadAuthSecret } from './auth-secret';

describe('loadAuthSecret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakan-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when set', () => {
    const secret = loadAuthSecret({ AUTH_SECRET: 'k'.repeat(40), DATA_DIR: dataDir() });
    expect(Buffer.from(secret).toString()).toBe('k'.repeat(40));
  });

  it('otherwise makes 48 random bytes once, readable only by the owner, and keeps them across restarts', () => {
    const DATA_DIR = dataDir();
    const first = loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR });
    expect(first).toHaveLength(48);
    expect(statSync(join(DATA_DIR, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR })).toEqual(first);
    expect(readFileSync(join(DATA_DIR, 'auth-secret'), 'utf8')).toBe(
      Buffer.from(first).toString('base64url'),
    );
  });

  it('refuses a stored key that is too short', () => {
    const DATA_DIR = dataDir();
    loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR });
    writeFileSync(join(DATA_DIR, 'auth-secret'), 'c2hvcnQ');
    expect(() => loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR })).toThrow(StartupError);
  });
});
