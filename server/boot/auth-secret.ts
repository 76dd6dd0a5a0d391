import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../lib/startup-error';

const MIN_BYTES = 32;

/**
 * The key that signs access tokens: AUTH_SECRET when set, else 48 random bytes made on first start and
 * kept in `DATA_DIR/auth-secret` (mode 0600), so a restart does not sign everybody out.
 */
export function loadAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): Uint8Array {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, 'auth-secret');
  try {
    // 'wx' fails if the file exists, so a second server starting at the same moment keeps the first key.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < MIN_BYTES) {
    throw new StartupError(`${file} holds fewer than ${MIN_BYTES} bytes; delete it to make a new key.`);
  }
  return new Uint8Array(secret);
}
