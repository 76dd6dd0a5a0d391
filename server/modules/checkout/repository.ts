import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** The only SQL of checkout: quotes' inputs, holds, promo redemptions, the coin ledger. Money in halalas. */

export async function findUnitTerms(db: Database, unitId: number) {
  const [row] = await db
    .select({
      id: s.units.id,
      basePriceMinor: s.units.basePriceMinor,
      cleaningFeeMinor: s.units.cleaningFeeMinor,
      guests: s.units.guests,
      minNights: s.units.minNights,
      titleEn: s.units.titleEn,
    })
    .from(s.units)
    .where(eq(s.units.id, unitId))
    .limit(1);
  return row;
}

export async function findExtras(db: Database, unitId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: s.unitExtras.id,
      nameEn: s.unitExtras.nameEn,
      nameAr: s.unitExtras.nameAr,
      pricing: s.unitExtras.pricing,
      priceMinor: s.unitExtras.priceMinor,
    })
    .from(s.unitExtras)
    .where(and(eq(s.unitExtras.unitId, unitId), inArray(s.unitExtras.id, ids)))
    .orderBy(asc(s.unitExtras.position), asc(s.unitExtras.id));
}

export async function findPromo(db: Database, code: string) {
  const [row] = await db.select().from(s.promoCodes).where(eq(s.promoCodes.code, code)).limit(1);
  return row;
}

/** How many live (not given back) uses of a code a guest holds. */
export async function liveRedemptions(db: Database, promoCodeId: number, userId: string): Promise<number> {
  return db.$count(
    s.promoRedemptions,
    and(
      eq(s.promoRedemptions.promoCodeId, promoCodeId),
      eq(s.promoRedemptions.userId, userId),
      isNull(s.promoRedemptions.releasedAt),
    ),
  );
}

/**
 * Takes one use if any is left and the code is in its window and not paused; false when none was
 * taken. The UPDATE also locks the code's row until the transaction ends, which is what makes the
 * per-guest count that follows it (hold.ts) safe against the same guest's parallel checkouts.
 */
export async function takePromoUse(tx: Database, promoCodeId: number): Promise<boolean> {
  const rows = await tx
    .update(s.promoCodes)
    .set({ uses: sql`${s.promoCodes.uses} + 1` })
    .where(
      and(
        eq(s.promoCodes.id, promoCodeId),
        sql`(${s.promoCodes.maxUses} is null or ${s.promoCodes.uses} < ${s.promoCodes.maxUses})`,
        sql`now() >= ${s.promoCodes.startsAt} and now() < ${s.promoCodes.endsAt}`,
        isNull(s.promoCodes.pausedAt),
      ),
    )
    .returning({ id: s.promoCodes.id });
  return rows.length > 0;
}

export async function insertRedemption(
  tx: Database,
  row: { promoCodeId: number; userId: string; reservationId: string; discountMinor: number },
) {
  await tx.insert(s.promoRedemptions).values(row);
}

/** Gives a hold's promo use back (its `uses` goes down once: the redemption row is released once). */
export async function releaseRedemption(tx: Database, reservationId: string) {
  const released = await tx
    .update(s.promoRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(s.promoRedemptions.reservationId, reservationId), isNull(s.promoRedemptions.releasedAt)))
    .returning({ promoCodeId: s.promoRedemptions.promoCodeId });
  for (const row of released) {
    await tx
      .update(s.promoCodes)
      .set({ uses: sql`greatest(${s.promoCodes.uses} - 1, 0)` })
      .where(eq(s.promoCodes.id, row.promoCodeId));
  }
}

/** Serialises one user's coin writes for the rest of the transaction (a per-user advisory lock). */
export async function lockCoins(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coins:${userId}`}, 0))`);
}

export async function coinBalance(db: Database, userId: string): Promise<number> {
  return (await coinSummary(db, userId)).balance;
}

/** The balance, and whether the ledger has any entry at all (never had a coin vs spent them all). */
export async function coinSummary(
  db: Database,
  userId: string,
): Promise<{ balance: number; everHad: boolean }> {
  const [row] = await db
    .select({ balance: s.coinEntries.balanceAfter })
    .from(s.coinEntries)
    .where(eq(s.coinEntries.userId, userId))
    .orderBy(desc(s.coinEntries.id))
    .limit(1);
  return { balance: row?.balance ?? 0, everHad: row !== undefined };
}

/** Appends to the ledger; `balance_after`'s check refuses an entry that would go below zero. */
export async function appendCoins(
  tx: Database,
  entry: {
    userId: string;
    delta: number;
    reason: 'spend' | 'refund' | 'grant' | 'earn';
    reservationId?: string;
  },
) {
  const balance = await coinBalance(tx, entry.userId);
  await tx.insert(s.coinEntries).values({ ...entry, balanceAfter: balance + entry.delta });
  return balance + entry.delta;
}

export async function hasCoinEntry(tx: Database, reservationId: string, reason: 'spend' | 'refund') {
  const rows = await tx
    .select({ id: s.coinEntries.id })
    .from(s.coinEntries)
    .where(and(eq(s.coinEntries.reservationId, reservationId), eq(s.coinEntries.reason, reason)))
    .limit(1);
  return rows.length > 0;
}

export type NewReservation = typeof s.reservations.$inferInsert;

export async function insertReservation(tx: Database, row: NewReservation) {
  const [inserted] = await tx.insert(s.reservations).values(row).returning({ id: s.reservations.id });
  if (!inserted) throw new Error('insertReservation: no row');
  return inserted.id;
}

/**
 * Ends holds whose time ran out: on one unit's range (before a checkout, so a stale hold never blocks
 * it) or everywhere (the sweep). Conditional on the state, so a payment confirming at the same moment
 * and the sweep cannot both win. Returns the rows that moved, for their promo use and coins.
 */
export async function expireHolds(
  tx: Database,
  scope: { unitId: number; from: string; to: string } | { id: string } | { limit: number },
) {
  const r = s.reservations;
  const where =
    'unitId' in scope
      ? sql`${r.unitId} = ${scope.unitId} and ${r.stay} && daterange(${scope.from}::date, ${scope.to}::date)`
      : 'id' in scope
        ? sql`${r.id} = ${scope.id}`
        : sql`${r.id} in (select id from ${r} where ${r.status} = 'pending_payment' and ${r.holdExpiresAt} <= now() order by ${r.holdExpiresAt} limit ${scope.limit} for update skip locked)`;
  return tx
    .update(r)
    .set({ status: 'expired', expiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${where} and ${r.status} = 'pending_payment' and ${r.holdExpiresAt} <= now()`)
    .returning({ id: r.id, userId: r.userId, coinsSpent: r.coinsSpent, unitId: r.unitId });
}

export async function findBlockedNights(db: Database, unitId: number, from: string, to: string) {
  const rows = await db
    .select({ day: s.unitBlockedDays.day })
    .from(s.unitBlockedDays)
    .where(
      and(
        eq(s.unitBlockedDays.unitId, unitId),
        sql`${s.unitBlockedDays.day} >= ${from} and ${s.unitBlockedDays.day} < ${to}`,
      ),
    );
  return rows.map((row) => row.day);
}

export async function findUserProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ name: s.users.name, phone: s.users.phone, email: s.users.email, ready: s.users.accountReady })
    .from(s.users)
    .where(eq(s.users.id, userId))
    .limit(1);
  return row;
}
