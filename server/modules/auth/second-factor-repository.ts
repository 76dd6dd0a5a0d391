import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInChallenges, staffRecoveryCodes, staffSecondFactors } from '../../db/schema/index';

/** SQL of staff second factors, their recovery codes and sign-in challenges. */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export interface StoredFactor {
  secretSealed: string;
  confirmedAt: Date | null;
  lastStep: number | null;
}

const FACTOR = {
  secretSealed: staffSecondFactors.secretSealed,
  confirmedAt: staffSecondFactors.confirmedAt,
  lastStep: staffSecondFactors.lastStep,
};

export async function findFactor(db: Executor, userId: string): Promise<StoredFactor | null> {
  const [row] = await db.select(FACTOR).from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  return row ?? null;
}

/** The factor under a row lock: one code check at a time per account, so guesses cannot race the throttle. */
export async function lockFactor(tx: Tx, userId: string): Promise<StoredFactor | null> {
  const [row] = await tx
    .select(FACTOR)
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .for('update');
  return row ?? null;
}

/** A pending (unconfirmed) secret, replacing any pending one; a confirmed factor is left alone. */
export async function putPendingFactor(db: Executor, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(staffSecondFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { secretSealed, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  return rows.length === 1;
}

/** A confirmed factor in one go (the staff command, the demo seed), replacing any other. */
export async function putConfirmedFactor(tx: Executor, userId: string, secretSealed: string): Promise<void> {
  const now = new Date();
  await tx
    .insert(staffSecondFactors)
    .values({ userId, secretSealed, confirmedAt: now })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { secretSealed, confirmedAt: now, lastStep: null, createdAt: now },
    });
}

export async function confirmFactor(tx: Tx, userId: string, step: number): Promise<void> {
  await tx
    .update(staffSecondFactors)
    .set({ confirmedAt: new Date(), lastStep: step })
    .where(eq(staffSecondFactors.userId, userId));
}

/** Records the step a code was accepted for; false when it is not newer than the last (a replay). */
export async function advanceStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return rows.length === 1;
}

/** Forgets the factor and its recovery codes (an admin's reset, or before a new enrolment). */
export async function deleteFactor(tx: Executor, userId: string): Promise<boolean> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const rows = await tx
    .delete(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .returning({ userId: staffSecondFactors.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Executor, userId: string, hashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code: true for the one request that marks it used. */
export async function spendRecoveryCode(tx: Tx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Executor,
  challenge: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // Spent and expired challenges are of no use to anyone: cleared as new ones are made.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
  await db.insert(signInChallenges).values(challenge);
}

/** A live challenge under a row lock (so it is spent once), or null when unknown, spent or expired. */
export async function lockLiveChallenge(
  tx: Tx,
  tokenHash: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await tx
    .select({ id: signInChallenges.id, userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function spendChallenge(tx: Tx, id: string): Promise<void> {
  await tx.update(signInChallenges).set({ usedAt: new Date() }).where(eq(signInChallenges.id, id));
}
