import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Primitives of the emailed-code password reset. No I/O here: the rules that use them live in
 * server/modules/recovery, so these stay unit-testable and reusable.
 */

/** A code lives ten minutes: long enough to open the mail on a phone, short enough to be useless later. */
export const OTP_TTL_MS = 10 * 60_000;
/**
 * Five tries per code, three codes per 15 minutes per address: an attacker gets at most 15 guesses out
 * of a million per quarter hour, so guessing a 6-digit code online is hopeless.
 */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
/** The token from a correct code only has to survive the "choose a new password" step. */
export const RESET_TOKEN_TTL_MS = 10 * 60_000;

export const OTP_LENGTH = 6;

/**
 * Six digits, each equally likely. randomInt draws without modulo bias; padding keeps leading zeros,
 * so "004217" is as likely as any other code.
 */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** A per-row salt, so equal codes never share a stored hash. */
export function generateSalt(): string {
  return randomBytes(16).toString('hex');
}

/** sha256(salt:code) in hex. The code itself is never stored. */
export function hashOtp(code: string, salt: string): string {
  return sha256Hex(`${salt}:${code}`);
}

/** Constant-time comparison, so response timing tells nothing about how many characters matched. */
export function verifyOtpHash(code: string, salt: string, expectedHash: string): boolean {
  return equalHex(hashOtp(code, salt), expectedHash);
}

/**
 * 32 random bytes (256 bits) as base64url: 43 URL-safe characters. Unguessable, so a plain sha256 (no
 * salt, no slow hash) is enough to store it and look it up by hash.
 */
export function generatePasswordToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  // timingSafeEqual throws on unequal lengths; a malformed stored hash simply never matches.
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The send limit is kept per address, including addresses with no account, so the limit cannot reveal
 * who is registered. Only this hash is stored: we keep no list of the (possibly strangers') addresses
 * people typed into the form.
 */
export function hashEmail(email: string): string {
  return sha256Hex(normalizeEmail(email));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
