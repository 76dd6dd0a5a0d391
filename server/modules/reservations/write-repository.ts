import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { checkOutAtSql } from './zones';

/**
 * The reservations module's writes: cancelling (the locked read, the conditional move, the refund
 * row), sending refunds, and completing stays. Reads for the pages live in repository.ts.
 */

const r = s.reservations;
const u = s.units;
const c = s.cities;

/**
 * Locks the caller's reservation for a cancellation; a second cancel waits here, then sees it done.
 * `lock: false` reads the same facts without the lock, for a page that only previews the refund.
 */
export async function lockForCancel(tx: Database, userId: string, id: string, { lock = true } = {}) {
  const query = tx
    .select({
      id: r.id,
      status: r.status,
      checkIn: r.checkIn,
      totalMinor: r.totalMinor,
      paidMinor: r.paidMinor,
      coinsSpent: r.coinsSpent,
      currency: r.currency,
      provider: r.paymentProvider,
      policy: u.cancellationPolicy,
      checkInTime: u.checkInTime,
      countryCode: c.countryCode,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(r.id, id), eq(r.userId, userId)));
  const [row] = await (lock ? query.for('update', { of: r }) : query);
  return row;
}
export type CancelRow = NonNullable<Awaited<ReturnType<typeof lockForCancel>>>;

/**
 * Conditional: only a confirmed row moves, so two racing writers cannot both cancel it. `by` records
 * who cancelled (a host's cancellation counts against the host), with the reason and note they gave.
 */
export async function markCancelled(
  tx: Database,
  id: string,
  by: { who: 'guest' | 'host' | 'staff'; reason?: string; note?: string } = { who: 'guest' },
): Promise<boolean> {
  const moved = await tx
    .update(r)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
      cancelledBy: by.who,
      cancelReason: by.reason ?? null,
      cancelNote: by.note ?? null,
    })
    .where(and(eq(r.id, id), eq(r.status, 'confirmed')))
    .returning({ id: r.id });
  return moved.length > 0;
}

export async function insertRefund(
  tx: Database,
  refund: typeof s.reservationRefunds.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(s.reservationRefunds)
    .values(refund)
    .onConflictDoNothing()
    .returning({ id: s.reservationRefunds.reservationId });
  return inserted.length > 0;
}

/** Confirmed stays whose check-out time has passed become completed; returns what moved. */
export async function completeDueStays(db: Database, limit = 500) {
  const due = db
    .select({ id: r.id })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(r.status, 'confirmed'), sql`${checkOutAtSql} <= now()`))
    .limit(limit);
  return db
    .update(r)
    .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(r.id, due), eq(r.status, 'confirmed')))
    .returning({ id: r.id, userId: r.userId, paidMinor: r.paidMinor, totalMinor: r.totalMinor });
}

/** Completed stays with no points yet (a crash between completing and earning); the job catches up. */
export function findCompletedWithoutPoints(db: Database, limit = 500) {
  return db
    .select({ id: r.id, userId: r.userId, paidMinor: r.paidMinor, totalMinor: r.totalMinor })
    .from(r)
    .where(
      and(
        eq(r.status, 'completed'),
        sql`not exists (select 1 from ${s.pointEntries} where ${s.pointEntries.reservationId} = ${r.id} and ${s.pointEntries.reason} = 'stay_completed')`,
      ),
    )
    .limit(limit);
}

export function findPendingRefunds(db: Database, limit = 100) {
  return db
    .select({
      reservationId: s.reservationRefunds.reservationId,
      amountMinor: s.reservationRefunds.amountMinor,
      currency: s.reservationRefunds.currency,
      provider: r.paymentProvider,
      providerPaymentId: r.providerPaymentId,
    })
    .from(s.reservationRefunds)
    .innerJoin(r, eq(r.id, s.reservationRefunds.reservationId))
    .where(eq(s.reservationRefunds.status, 'pending'))
    .limit(limit);
}

export async function markRefund(
  db: Database,
  reservationId: string,
  outcome:
    { ok: true; provider: 'test' | 'stripe' | null; refundId: string | null } | { ok: false; error: string },
): Promise<void> {
  await db
    .update(s.reservationRefunds)
    .set(
      outcome.ok
        ? {
            status: 'succeeded',
            provider: outcome.provider,
            providerRefundId: outcome.refundId,
            refundedAt: sql`now()`,
            attempts: sql`${s.reservationRefunds.attempts} + 1`,
          }
        : { attempts: sql`${s.reservationRefunds.attempts} + 1`, lastError: outcome.error.slice(0, 500) },
    )
    .where(
      and(eq(s.reservationRefunds.reservationId, reservationId), eq(s.reservationRefunds.status, 'pending')),
    );
}

/** For the mail: the guest's address and language, and the unit's title in that language. */
export async function findMailFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      email: r.guestEmail,
      name: r.guestName,
      locale: r.locale,
      code: r.code,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      titleEn: u.titleEn,
      titleAr: u.titleAr,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .where(eq(r.id, id));
  return row;
}

export async function findRefund(db: Database, reservationId: string) {
  const [row] = await db
    .select()
    .from(s.reservationRefunds)
    .where(eq(s.reservationRefunds.reservationId, reservationId));
  return row;
}
