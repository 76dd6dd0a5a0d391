import { describe, expect, it } from 'vitest';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  generateOtp,
  generatePasswordToken,
  generateSalt,
  hashEmail,
  hashOtp,
  hashToken,
  verifyOtpHash,
} from './otp';

describe('otp primitives', () => {
  it('makes 6-digit codes that keep leading zeros and use every digit evenly', () => {
    const counts = new Array<number>(10).fill(0);
    let leadingZero = false;
    for (let i = 0; i < 5000; i++) {
      const code = generateOtp();
      expect(code).toMatch(/^\d{6}$/);
      if (code.startsWith('0')) leadingZero = true;
      for (const digit of code) counts[Number(digit)]!++;
    }
    // 30,000 digits: each should appear about 3,000 times; ±15% is far outside chance for a fair source.
    for (const n of counts) expect(n).toBeGreaterThan(2550);
    for (const n of counts) expect(n).toBeLessThan(3450);
    expect(leadingZero).toBe(true);
  });

  it('hashes a code with its salt and verifies only the same code and salt', () => {
    const salt = generateSalt();
    const hash = hashOtp('012345', salt);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(hashOtp('012345', generateSalt())).not.toBe(hash);
    expect(verifyOtpHash('012345', salt, hash)).toBe(true);
    expect(verifyOtpHash('012346', salt, hash)).toBe(false);
    expect(verifyOtpHash('012345', generateSalt(), hash)).toBe(false);
    expect(verifyOtpHash('012345', salt, 'not-hex')).toBe(false);
    expect(verifyOtpHash('012345', salt, '')).toBe(false);
  });

  it('makes URL-safe password tokens of 256 bits, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, generatePasswordToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    const [token] = tokens;
    expect(hashToken(token!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token!)).toBe(hashToken(token!));
  });

  it('hashes addresses case- and space-insensitively for the send limit', () => {
    expect(hashEmail(' Sara@Example.COM ')).toBe(hashEmail('sara@example.com'));
    expect(hashEmail('sara@example.com')).not.toContain('sara');
  });

  it('uses the agreed limits', () => {
    expect(OTP_TTL_MS).toBe(10 * 60_000);
    expect(RESET_TOKEN_TTL_MS).toBe(10 * 60_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect([OTP_MAX_SENDS, OTP_SEND_WINDOW_MS]).toEqual([3, 15 * 60_000]);
  });
});
