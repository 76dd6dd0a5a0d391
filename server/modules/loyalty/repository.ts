import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { PointsReason } from '../../../contract/loyalty';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { lockCoins } from '../checkout/repository';

/** The only SQL of the loyalty module: the points ledger, and the coin ledger entries loyalty writes. */

const p = s.pointEntries;

/**
 * Serialises one user's ledger writers for the transaction, so `balance_after` is always the previous
 * entry's plus this delta. Points first, then coins (checkout's lock, lockCoins), never the reverse.
 */
export async function lock(tx: Database, ledger: 'points', userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${ledger}:${userId}`}, 0))`);
}

export async function pointsBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${p.delta}), 0)::int` })
    .from(p)
    .where(eq(p.userId, userId));
  return row?.n ?? 0;
}

/** Earned minus reversed: what tiers go by (conversions do not lower it). */
export async function lifetimePoints(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${p.delta}), 0)::int` })
    .from(p)
    .where(and(eq(p.userId, userId), sql`${p.reason} in ('stay_completed', 'stay_refunded')`));
  return row?.n ?? 0;
}

export interface PointsWrite {
  userId: string;
  delta: number;
  reason: PointsReason;
  reservationId?: string | null;
  coins?: number | null;
  idempotencyKey?: string | null;
}

/**
 * Appends one points entry inside `tx` (which must be a transaction). Returns null when the entry
 * exists already (a stay earns once, a reversal happens once, a key converts once).
 */
export async function appendPoints(tx: Database, write: PointsWrite) {
  await lock(tx, 'points', write.userId);
  const balance = await pointsBalance(tx, write.userId);
  const [row] = await tx
    .insert(p)
    .values({
      userId: write.userId,
      delta: write.delta,
      balanceAfter: balance + write.delta,
      reason: write.reason,
      reservationId: write.reservationId ?? null,
      coins: write.coins ?? null,
      idempotencyKey: write.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findPointsEntry(db: Database, reservationId: string, reason: PointsReason) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.reservationId, reservationId), eq(p.reason, reason)));
  return row;
}

/** What was refunded to the card for a stay (a refund still pending counts: it is on its way). */
export async function refundedMinor(db: Database, reservationId: string): Promise<number> {
  const [row] = await db
    .select({ n: s.reservationRefunds.amountMinor })
    .from(s.reservationRefunds)
    .where(eq(s.reservationRefunds.reservationId, reservationId));
  return row?.n ?? 0;
}

export async function findByIdempotencyKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.idempotencyKey, key)));
  return row;
}

export async function coinBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${s.coinEntries.delta}), 0)::int` })
    .from(s.coinEntries)
    .where(eq(s.coinEntries.userId, userId));
  return row?.n ?? 0;
}

/**
 * Appends a coin entry inside `tx` under the user's coin lock (checkout's ledger: the balance is the
 * sum, `balance_after` may never go below zero). Returns false when the reservation already has an
 * entry of that reason (a refund happens once).
 */
export async function appendCoins(
  tx: Database,
  write: {
    userId: string;
    delta: number;
    reason: 'refund' | 'earn' | 'grant' | 'adjust';
    reservationId?: string | null;
    /** Staff's reason for an `adjust` (the console's grant or removal). */
    note?: string | null;
  },
): Promise<boolean> {
  await lockCoins(tx, write.userId);
  const balance = await coinBalance(tx, write.userId);
  const inserted = await tx
    .insert(s.coinEntries)
    .values({
      userId: write.userId,
      delta: write.delta,
      balanceAfter: balance + write.delta,
      reason: write.reason,
      reservationId: write.reservationId ?? null,
      note: write.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: s.coinEntries.id });
  return inserted.length > 0;
}

export function countHistory(db: Database, userId: string): Promise<number> {
  return db.$count(p, eq(p.userId, userId));
}

export function findHistory(
  db: Database,
  locale: Locale,
  userId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: p.id,
      delta: p.delta,
      balanceAfter: p.balanceAfter,
      reason: p.reason,
      coins: p.coins,
      createdAt: p.createdAt,
      reservationId: s.reservations.id,
      code: s.reservations.code,
      unitTitle: localized(locale, s.units.titleEn, s.units.titleAr),
    })
    .from(p)
    .leftJoin(s.reservations, eq(s.reservations.id, p.reservationId))
    .leftJoin(s.units, eq(s.units.id, s.reservations.unitId))
    .where(eq(p.userId, userId))
    .orderBy(desc(p.id))
    .limit(page.limit)
    .offset(page.offset);
}
