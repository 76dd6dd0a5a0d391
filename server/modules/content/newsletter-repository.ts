import { and, eq, gt, isNull, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { newsletterSubscribers as subscribers } from '../../db/schema/index';

/** A repeat sign-up within this long sends no second mail (the answer stays the same). */
const REMAIL_AFTER = sql`interval '2 minutes'`;
const CONFIRM_FOR = sql`interval '48 hours'`;

/**
 * Starts (or restarts) a pending sign-up in one statement: a new address gets a row, an address not
 * yet confirmed or since unsubscribed gets a fresh confirmation token. A confirmed address, or one
 * mailed in the last minutes, is left alone and nothing is returned: then no mail goes out.
 */
export async function startSignUp(
  db: Database,
  email: string,
  locale: Locale,
  tokenHash: string,
): Promise<{ unsubscribeToken: string } | null> {
  const [row] = await db
    .insert(subscribers)
    .values({
      email,
      locale,
      confirmTokenHash: tokenHash,
      confirmExpiresAt: sql`now() + ${CONFIRM_FOR}`,
      lastMailedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        locale,
        confirmTokenHash: tokenHash,
        confirmExpiresAt: sql`now() + ${CONFIRM_FOR}`,
        lastMailedAt: sql`now()`,
      },
      setWhere: and(
        or(isNull(subscribers.confirmedAt), isNotNull(subscribers.unsubscribedAt)),
        or(isNull(subscribers.lastMailedAt), lt(subscribers.lastMailedAt, sql`now() - ${REMAIL_AFTER}`)),
      ),
    })
    .returning({ unsubscribeToken: subscribers.unsubscribeToken });
  return row ?? null;
}

/** Confirms the sign-up whose link token this is, once, while it is valid. */
export async function confirm(
  db: Database,
  tokenHash: string,
): Promise<{ email: string; locale: string; unsubscribeToken: string } | null> {
  const [row] = await db
    .update(subscribers)
    .set({ confirmedAt: sql`now()`, unsubscribedAt: null, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(subscribers.confirmTokenHash, tokenHash), gt(subscribers.confirmExpiresAt, sql`now()`)))
    .returning({
      email: subscribers.email,
      locale: subscribers.locale,
      unsubscribeToken: subscribers.unsubscribeToken,
    });
  return row ?? null;
}

/** Takes the address off the list (and voids a pending confirmation link). */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
    .where(eq(subscribers.unsubscribeToken, token));
}
