import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as accounts from './repository';
import * as repository from './second-factor-repository';
import type { Tx } from './second-factor-repository';
import { openSecret, sealSecret } from './second-factor-secret';
import { secondsToWait, THROTTLE } from './throttle';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, stepOfCode } from './totp';

/**
 * Staff second factor: enrolment (a pending secret, confirmed by a first code, which also hands out the
 * recovery codes), and the check of a code at sign-in. Wrong codes are throttled like wrong passwords
 * (throttle.ts), counted per account from every source: whoever types codes already has the password.
 */

/** A TOTP code or one of the recovery codes. */
export type Proof = { code: string } | { recoveryCode: string };
export type ProofOutcome = 'ok' | 'wrong' | 'used' | { waitS: number };

const throttleKey = (userId: string) => `second-factor:${userId}`;

export interface Enrolment {
  enrolled: boolean;
  recoveryCodesLeft: number;
}

export async function enrolmentOf(db: Database, userId: string): Promise<Enrolment> {
  const factor = await repository.findFactor(db, userId);
  const enrolled = Boolean(factor?.confirmedAt);
  return {
    enrolled,
    recoveryCodesLeft: enrolled ? await repository.countUnusedRecoveryCodes(db, userId) : 0,
  };
}

export async function isEnrolled(db: Database, userId: string): Promise<boolean> {
  return Boolean((await repository.findFactor(db, userId))?.confirmedAt);
}

/**
 * The secret to enrol with: the pending one if it can still be read (so reloading the page shows the
 * same QR code), else a new one. 409 once enrolled: a confirmed secret is never shown again.
 */
export async function beginEnrolment(
  db: Database,
  authSecret: Uint8Array,
  user: { id: string; email: string | null },
): Promise<{ secret: string; uri: string }> {
  const factor = await repository.findFactor(db, user.id);
  if (factor?.confirmedAt) throw new AppError('CONFLICT', 409, 'second_factor.already_enrolled');
  let secret = factor ? openSecret(authSecret, user.id, factor.secretSealed) : null;
  if (!secret) {
    secret = newTotpSecret();
    const stored = await repository.putPendingFactor(db, user.id, sealSecret(authSecret, user.id, secret));
    if (!stored) throw new AppError('CONFLICT', 409, 'second_factor.already_enrolled');
  }
  return { secret, uri: otpauthUri(secret, user.email ?? user.id) };
}

/**
 * Confirms the pending secret with a code from the authenticator; returns the ten recovery codes.
 * `alongside` runs in the same transaction (the console records it in the audit log).
 */
export async function confirmEnrolment(
  db: Database,
  authSecret: Uint8Array,
  userId: string,
  code: string,
  alongside: (tx: Tx) => Promise<void> = async () => undefined,
  now = new Date(),
): Promise<string[] | Exclude<ProofOutcome, 'ok'>> {
  return db.transaction(async (tx) => {
    const factor = await repository.lockFactor(tx, userId);
    if (factor?.confirmedAt) throw new AppError('CONFLICT', 409, 'second_factor.already_enrolled');
    if (!factor) throw new AppError('CONFLICT', 409, 'second_factor.not_started');
    const waitS = await throttled(tx, userId, now);
    if (waitS > 0) return { waitS };
    const secret = openSecret(authSecret, userId, factor.secretSealed);
    const step = secret ? stepOfCode(secret, code, now.getTime()) : null;
    if (step === null) return fail(tx, userId);
    await repository.confirmFactor(tx, userId, step);
    const codes = newRecoveryCodes();
    await repository.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    await accounts.clearFailures(tx, throttleKey(userId));
    await alongside(tx);
    return codes;
  });
}

/**
 * Checks a code for an enrolled account inside the caller's transaction (sign-in spends its challenge
 * in the same one). A TOTP code is accepted once: its step must be newer than the last accepted.
 */
export async function checkProof(
  tx: Tx,
  authSecret: Uint8Array,
  userId: string,
  proof: Proof,
  now = new Date(),
): Promise<ProofOutcome> {
  const factor = await repository.lockFactor(tx, userId);
  if (!factor?.confirmedAt) return 'wrong';
  const waitS = await throttled(tx, userId, now);
  if (waitS > 0) return { waitS };
  if ('recoveryCode' in proof) {
    if (!(await repository.spendRecoveryCode(tx, userId, hashRecoveryCode(proof.recoveryCode))))
      return fail(tx, userId);
  } else {
    const secret = openSecret(authSecret, userId, factor.secretSealed);
    const step = secret ? stepOfCode(secret, proof.code, now.getTime()) : null;
    if (step === null) return fail(tx, userId);
    // A replay is no guess (the code was right a moment ago), so it does not count against the throttle.
    if (!(await repository.advanceStep(tx, userId, step))) return 'used';
  }
  await accounts.clearFailures(tx, throttleKey(userId));
  return 'ok';
}

/**
 * Ten new recovery codes for an enrolled account, proven by a current code from the app (accepted once,
 * as at sign-in, and throttled the same way). The old codes are deleted in the same transaction, so
 * they stop working the moment the new ones exist. `alongside` gets how many old ones were unused (the
 * console records it in the audit log, in the same transaction).
 */
export async function renewRecoveryCodes(
  db: Database,
  authSecret: Uint8Array,
  userId: string,
  code: string,
  alongside: (tx: Tx, unusedBefore: number) => Promise<void>,
  now = new Date(),
): Promise<string[] | Exclude<ProofOutcome, 'ok'>> {
  return db.transaction(async (tx) => {
    const checked = await checkProof(tx, authSecret, userId, { code }, now);
    if (checked !== 'ok') return checked;
    const unusedBefore = await repository.countUnusedRecoveryCodes(tx, userId);
    const codes = newRecoveryCodes();
    await repository.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    await alongside(tx, unusedBefore);
    return codes;
  });
}

/**
 * Gives an account a confirmed factor at once and returns what to hand its owner: the staff command
 * (which prints them) and the demo seed (a fixed secret). Any earlier factor and codes are replaced.
 */
export async function issueFactor(
  tx: Database | Tx,
  authSecret: Uint8Array,
  user: { id: string; email: string | null },
  secret: string = newTotpSecret(),
): Promise<{ secret: string; uri: string; recoveryCodes: string[] }> {
  await repository.putConfirmedFactor(tx, user.id, sealSecret(authSecret, user.id, secret));
  const recoveryCodes = newRecoveryCodes();
  await repository.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
  return { secret, uri: otpauthUri(secret, user.email ?? user.id), recoveryCodes };
}

/** Forgets an account's factor and codes: its next sign-in enrols again. True when there was one. */
export async function resetFactor(tx: Database | Tx, userId: string): Promise<boolean> {
  return repository.deleteFactor(tx, userId);
}

async function throttled(tx: Tx, userId: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const { failures, last } = await accounts.failuresFrom(tx, throttleKey(userId), '', windowStart);
  return secondsToWait(failures, last, now);
}

async function fail(tx: Tx, userId: string, now = new Date()): Promise<'wrong'> {
  await accounts.recordFailure(tx, throttleKey(userId), '', new Date(now.getTime() - THROTTLE.windowMs));
  return 'wrong';
}
