import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import type { MessageKey } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
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
  normalizeEmail,
  verifyOtpHash,
} from '../../lib/otp';
import * as repository from './repository';

/**
 * Password recovery by emailed code: send-otp → validate-otp (gives a password_token) → reset-password.
 * Users are looked up through an injected `findUser` so this module does not depend on the auth module.
 * Every failure a stranger could trigger answers the same way whether or not the address has an
 * account, so these endpoints cannot be used to learn who is registered.
 */

export interface RecoveryUser {
  id: string;
  locale: Locale;
}
/** Receives the address trimmed and lower-cased. */
export type FindUser = (email: string) => Promise<RecoveryUser | null>;

/** Message keys for the server catalogue (server/i18n/en.ts and ar.ts). */
export const RECOVERY_MESSAGES = {
  otpInvalid: 'otp.invalid',
  otpRateLimited: 'otp.rate_limited',
  passwordTokenInvalid: 'password_token.invalid',
} as const;
type RecoveryMessage = (typeof RECOVERY_MESSAGES)[keyof typeof RECOVERY_MESSAGES];

const messageKey = (key: RecoveryMessage): MessageKey => key;

const SEND_RECORD_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Counts the request against its limit (OTP_MAX_SENDS per address *and* source in the window → 429)
 * and records it. The same work whether or not the address has an account, so neither the answer nor
 * its timing tells; the code itself is made and mailed later, by `issueOtp` in a job. Counting per
 * source means a stranger asking for codes cannot use up the owner's own requests: a fresh code always
 * reaches the owner.
 */
export async function recordOtpRequest(
  db: Database,
  input: { email: string; source?: string; now: Date },
): Promise<void> {
  const emailHash = hashEmail(normalizeEmail(input.email));
  const source = input.source ?? '';
  const { now } = input;
  await repository.inTransaction(db, async (tx) => {
    await repository.lockEmail(tx, emailHash);
    const since = new Date(now.getTime() - OTP_SEND_WINDOW_MS);
    if ((await repository.countSendsSince(tx, emailHash, source, since)) >= OTP_MAX_SENDS) {
      throw new AppError('RATE_LIMITED', 429, messageKey(RECOVERY_MESSAGES.otpRateLimited));
    }
    await repository.pruneSendsBefore(tx, new Date(now.getTime() - SEND_RECORD_RETENTION_MS));
    await repository.recordSend(tx, emailHash, source, now);
  });
}

/**
 * If the address has an account, replaces any open code with a new one and mails it; an unknown
 * address does nothing. Runs in the background (the send-otp job). A second run for the same request
 * (a retried job) replaces the code again, so only the newest mail's code works, as with a second ask.
 * `send` runs after the transaction commits: a slow mail server must not hold the lock.
 */
export async function issueOtp(
  db: Database,
  input: {
    email: string;
    now: Date;
    findUser: FindUser;
    send: (code: string, user: RecoveryUser) => Promise<void>;
  },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const user = await input.findUser(email);
  if (!user) return;
  const { now } = input;
  const code = await repository.inTransaction(db, async (tx) => {
    await repository.lockEmail(tx, hashEmail(email));
    await repository.cancelOpenCodes(tx, user.id, now);
    const fresh = generateOtp();
    const codeSalt = generateSalt();
    await repository.insertCode(tx, {
      userId: user.id,
      codeHash: hashOtp(fresh, codeSalt),
      codeSalt,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    });
    return fresh;
  });
  await input.send(code, user);
}

/** Both steps at once (`recordOtpRequest`, then `issueOtp`), for callers that need no job. */
export async function requestOtp(
  db: Database,
  input: {
    email: string;
    source?: string;
    now: Date;
    findUser: FindUser;
    send: (code: string, user: RecoveryUser) => Promise<void>;
  },
): Promise<void> {
  await recordOtpRequest(db, input);
  await issueOtp(db, input);
}

/**
 * Checks the code and, when right, spends it and returns a new single-use password token (only its
 * hash is stored). Wrong, expired, replaced, used and burnt codes and unknown addresses all fail with
 * the same message; each try (right or wrong) uses one of OTP_MAX_ATTEMPTS.
 */
export async function validateOtp(
  db: Database,
  input: { email: string; code: string; now: Date; findUser: FindUser },
): Promise<string> {
  const { now } = input;
  const user = await input.findUser(normalizeEmail(input.email));
  if (!user) throw otpInvalid();

  // Committed on its own, before the comparison: a wrong guess must cost a try even though we throw.
  const live = await repository.takeAttempt(db, user.id, now, OTP_MAX_ATTEMPTS);
  if (!live || !verifyOtpHash(input.code, live.codeSalt, live.codeHash)) throw otpInvalid();

  const token = generatePasswordToken();
  const issued = await repository.inTransaction(db, async (tx) => {
    if (!(await repository.consumeCode(tx, live.id, now))) return false;
    await repository.insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    return true;
  });
  if (!issued) throw otpInvalid();
  return token;
}

/**
 * Spends a password token for reset-password and returns the user id whose password may now be set.
 * The token is marked used before the caller changes the password: if that then fails, the user asks
 * for a new code rather than anyone getting a second use.
 */
export async function consumePasswordToken(
  db: Database,
  input: { email: string; token: string; now: Date; findUser: FindUser },
): Promise<string> {
  const { now } = input;
  const user = await input.findUser(normalizeEmail(input.email));
  if (!user) throw passwordTokenInvalid();

  const used = await repository.inTransaction(db, async (tx) => {
    const id = await repository.useResetToken(tx, user.id, hashToken(input.token), now);
    if (id) await repository.useOtherResetTokens(tx, user.id, id, now);
    return id;
  });
  if (!used) throw passwordTokenInvalid();
  return user.id;
}

function otpInvalid(): AppError {
  return new AppError('VALIDATION_FAILED', 422, messageKey(RECOVERY_MESSAGES.otpInvalid), [
    { field: 'otp', messageKey: messageKey(RECOVERY_MESSAGES.otpInvalid) },
  ]);
}

function passwordTokenInvalid(): AppError {
  const key = messageKey(RECOVERY_MESSAGES.passwordTokenInvalid);
  return new AppError('VALIDATION_FAILED', 422, key, [{ field: 'password_token', messageKey: key }]);
}
