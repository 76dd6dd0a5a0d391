import type { Locale } from '../../../contract/common';
import type { LoginRequest, RegisterRequest, User } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  assertPasswordCapacity,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password';
import * as repository from './repository';
import type { IdentityKey, ProfileChanges } from './repository';
import { revokeAllSessions } from './sessions';
import { assertMayTry, THROTTLE } from './throttle';

/**
 * Account rules. Also the toolkit for the other sign-in flows (OTP reset, Google):
 * - `findUserByEmail(db, email)`, `findUserByIdentity(db, issuer, subject)` → User | null
 * - `createSocialUser(db, { email, name, emailVerified, locale, identity })` → User (type 'social')
 * - `linkIdentity(db, userId, identity)` attaches a Google identity to an existing account
 * - `setPassword(db, userId, password, { field?, keepSession? })` refuses common passwords (422 on
 *   `field`), stores the hash and ends every session except `keepSession`
 * - `refuseCommon(password, field)`: that same check alone, for callers that must fail before a side effect
 * - `updateUser(db, userId, decide)`: a profile edit under a row lock (account)
 * - sessions.ts: `startSession`, `revokeAllSessions`; sign-in.ts: `signIn` (the reply helper).
 */

export type { IdentityKey, ProfileChanges } from './repository';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The guards send unfinished accounts to /complete-profile (spec: states and transitions); ready means name and phone. */
export function isAccountReady(user: { name: string | null; phone: string | null }): boolean {
  return Boolean(user.name?.trim()) && Boolean(user.phone);
}

/** 422 on `field` for a password on the common list; exported so reset can check before spending its token. */
export function refuseCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field, messageKey: 'auth.password_common' },
    ]);
  }
}

/**
 * Creates an email account. A taken address gets a neutral message on `email` rather than "already
 * registered": sign-up cannot avoid revealing that much, but the wording points to sign-in and reset.
 */
export async function register(db: Database, input: RegisterRequest, locale: Locale): Promise<User> {
  assertPasswordCapacity();
  refuseCommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const phone = input.phone ?? null;
  const user = await repository.insertUserWithPassword(
    db,
    {
      email: normalizeEmail(input.email),
      name: input.name,
      phone,
      type: 'email',
      locale,
      accountReady: isAccountReady({ name: input.name, phone }),
      emailVerified: false,
    },
    passwordHash,
  );
  if (!user) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'email', messageKey: 'auth.email_unavailable' },
    ]);
  }
  return user;
}

/** Who is signing in from where, and how to tell the owner about repeated failures. */
export interface SignInAttempt {
  /** The client's IP: failures are throttled per address and source together (throttle.ts). */
  source: string;
  now?: Date;
  /** Mails the owner once per window after THROTTLE.alertAfter failures (not awaited by the caller). */
  alertOwner?: (user: User, failures: number, since: Date) => void;
}

/**
 * Checks a sign-in. Unknown address, social account and wrong password all fail the same way, after
 * the same scrypt work, and count towards the same throttle (throttle.ts): growing waits per address
 * and source, never a lockout of the owner's own device.
 */
export async function authenticate(db: Database, input: LoginRequest, attempt: SignInAttempt): Promise<User> {
  // A full hashing queue answers 503 before any database work.
  assertPasswordCapacity();
  const email = normalizeEmail(input.email);
  const now = attempt.now ?? new Date();
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const { failures, last } = await repository.failuresFrom(db, email, attempt.source, windowStart);
  assertMayTry(failures, last, now);
  const login = await repository.findLogin(db, email);
  const valid = login?.passwordHash
    ? await verifyPassword(input.password, login.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!login || !valid) {
    await repository.recordFailure(db, email, attempt.source, windowStart);
    if (login && attempt.alertOwner)
      await alertIfRepeated(db, login.user, windowStart, now, attempt.alertOwner);
    throw new AppError('UNAUTHENTICATED', 401, 'auth.invalid_credentials');
  }
  await repository.clearFailures(db, email, attempt.source);
  return login.user;
}

async function alertIfRepeated(
  db: Database,
  user: User,
  windowStart: Date,
  now: Date,
  alertOwner: NonNullable<SignInAttempt['alertOwner']>,
): Promise<void> {
  if (!user.email) return;
  const total = await repository.countFailuresSince(db, user.email, windowStart);
  if (total < THROTTLE.alertAfter) return;
  if (await repository.claimLoginAlert(db, user.email, windowStart, now))
    alertOwner(user, total, windowStart);
}

/** After a reset by one-time code: every failure of the address is forgiven, so the new password works. */
export async function forgiveFailures(db: Database, email: string): Promise<void> {
  await repository.clearFailures(db, normalizeEmail(email));
}

/** Whether `password` is this user's current password (false for accounts without one). */
export async function checkPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const hash = await repository.findPasswordHash(db, userId);
  return hash ? verifyPassword(password, hash) : verifyAgainstDummy(password);
}

/**
 * Sets a new password (change or reset). Ending the other sessions is part of it, not left to each
 * caller: whoever might have learned the old password must lose access with it.
 */
export async function setPassword(
  db: Database,
  userId: string,
  password: string,
  options: { field?: string; keepSession?: string } = {},
): Promise<void> {
  refuseCommon(password, options.field ?? 'new_password');
  await repository.upsertPasswordHash(db, userId, await hashPassword(password));
  await revokeAllSessions(db, userId, options.keepSession);
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  return repository.findUserByEmail(db, normalizeEmail(email));
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  return repository.findUserById(db, id);
}

export async function findUserByIdentity(
  db: Database,
  issuer: string,
  subject: string,
): Promise<User | null> {
  return repository.findUserByIdentity(db, issuer, subject);
}

export async function linkIdentity(db: Database, userId: string, identity: IdentityKey): Promise<void> {
  await repository.insertIdentity(db, userId, {
    ...identity,
    email: identity.email === null ? null : normalizeEmail(identity.email),
  });
}

/** A new account from a verified Google identity; it has no password until one is set by reset. */
export async function createSocialUser(
  db: Database,
  input: {
    email: string | null;
    name: string | null;
    emailVerified: boolean;
    locale: Locale;
    identity: IdentityKey;
  },
): Promise<User> {
  const email = input.email === null ? null : normalizeEmail(input.email);
  return repository.insertUserWithIdentity(
    db,
    {
      email,
      name: input.name,
      phone: null,
      type: 'social',
      locale: input.locale,
      accountReady: false,
      emailVerified: input.emailVerified,
    },
    { ...input.identity, email },
  );
}

/**
 * Applies `decide(current)` to the user under a row lock (account's profile edits): two concurrent
 * updates cannot leave `account_ready` computed from a name and phone that were never stored together.
 */
export async function updateUser(
  db: Database,
  userId: string,
  decide: (current: User) => ProfileChanges,
): Promise<User | null> {
  return repository.updateUser(db, userId, decide);
}
