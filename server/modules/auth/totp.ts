import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 and every authenticator app know it: SHA-1, 6 digits, 30-second steps, and one step
 * either side accepted for clock drift. Recovery codes are 80 random bits written as four groups of
 * four base32 letters, easy to copy by hand.
 */
export const TOTP_ISSUER = 'Sakan';
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const WINDOW = 1;
export const RECOVERY_CODES = 10;

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticators take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator scans: issuer Sakan, the staff member's email as the label. */
export function otpauthUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/** The code for `at` (tests, the demo's README one-liner does the same with otpauth). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}

/**
 * The time step a code belongs to, within one step of `at`, or null. The caller refuses a step at or
 * before the last one accepted, so a code works once.
 */
export function stepOfCode(secretBase32: string, code: string, at: number = Date.now()): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten fresh recovery codes, `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(16);
    const letters = [...bytes].map((byte) => BASE32[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** As stored: case, spaces and dashes typed around a code do not matter. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}
