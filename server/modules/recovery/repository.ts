import { and, count, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes, otpSends, passwordResetTokens } from '../../db/schema/recovery';

/**
 * The only place recovery SQL lives. Every time comparison uses the `now` the service passes in (not
 * the database clock), so the rules are testable without waiting.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export function inTransaction<T>(db: Database, run: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(run);
}

/**
 * Serialises send-otp for one address until the transaction ends, so two parallel requests cannot
 * both read "2 sends" and both send a third, nor both open a code for the same user.
 */
export async function lockEmail(tx: Transaction, emailHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${emailHash}`}, 0))`);
}

/** Sends for an address from one source since `since`. */
export async function countSendsSince(
  tx: Executor,
  emailHash: string,
  source: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ sends: count() })
    .from(otpSends)
    .where(
      and(eq(otpSends.emailHash, emailHash), eq(otpSends.source, source), gt(otpSends.createdAt, since)),
    );
  return row?.sends ?? 0;
}

export async function recordSend(tx: Executor, emailHash: string, source: string, at: Date): Promise<void> {
  await tx.insert(otpSends).values({ emailHash, source, createdAt: at });
}

/** Send records only matter inside the limit window; older ones are deleted so the table stays tiny. */
export async function pruneSendsBefore(tx: Executor, before: Date): Promise<void> {
  await tx.delete(otpSends).where(lt(otpSends.createdAt, before));
}

/** Cancels the user's open code, if any: only the newest code may work. */
export async function cancelOpenCodes(tx: Executor, userId: string, at: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ cancelledAt: at })
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt)));
}

export async function insertCode(
  tx: Executor,
  code: { userId: string; codeHash: string; codeSalt: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(otpCodes).values(code);
}

/**
 * Spends one try on the user's live code and returns its hash to compare. The try is counted in the
 * same statement that checks the limit (the row lock orders parallel requests), so a burst of guesses
 * can never be compared against the code more than `maxAttempts` times in total.
 */
export async function takeAttempt(
  db: Executor,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<{ id: string; codeHash: string; codeSalt: string } | null> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.userId, userId),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.cancelledAt),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, codeSalt: otpCodes.codeSalt });
  return rows[0] ?? null;
}

/** Marks the code used; false when a parallel request already did, so each code works once. */
export async function consumeCode(tx: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function insertResetToken(
  tx: Executor,
  token: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(token);
}

/**
 * Uses the token in one statement (check and mark together), so two parallel resets cannot both pass.
 * Returns the token's row id, or null when it is unknown, someone else's, expired or already used.
 */
export async function useResetToken(
  tx: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows[0]?.id ?? null;
}

/** After a reset, any other outstanding token of the user is spent too: one reset per code round. */
export async function useOtherResetTokens(
  tx: Executor,
  userId: string,
  keepId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        ne(passwordResetTokens.id, keepId),
        isNull(passwordResetTokens.usedAt),
        gte(passwordResetTokens.expiresAt, now),
      ),
    );
}
