import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 64-byte key, and verifies', async () => {
    const hash = await hashPassword('قمر-فوق-الرياض');
    const [scheme, logN, r, p, salt, key] = hash.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('قمر-فوق-الرياض', hash)).toBe(true);
    expect(await verifyPassword('قمر-فوق-الرياض ', hash)).toBe(false);
    // Same password, new salt: equal passwords never give equal hashes.
    expect(await hashPassword('قمر-فوق-الرياض')).not.toBe(hash);
  });

  it('treats a malformed stored hash as a mismatch, not a crash', async () => {
    for (const stored of ['', 'bcrypt$2b$10$abc', 'scrypt$99$8$1$c2FsdA==$a2V5', 'scrypt$17$8$1$c2FsdA==$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('has a dummy check that always fails', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});

describe('common passwords', () => {
  it('ships at least a thousand, including Gulf keyboard favourites', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(1000);
    for (const password of ['password', 'Qwertyuiop', '11223344', 'A123456', 'q1w2e3r4', 'IloveYou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets ordinary passphrases through', () => {
    expect(isCommonPassword('olive-grove-at-dusk')).toBe(false);
  });
});
