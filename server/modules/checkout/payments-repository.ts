import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** SQL of payments and webhook events. */

type PaymentStatus = (typeof s.payments.$inferSelect)['status'];

export async function findHold(db: Database, reservationId: string) {
  const [row] = await db
    .select({
      id: s.reservations.id,
      userId: s.reservations.userId,
      code: s.reservations.code,
      status: s.reservations.status,
      holdExpiresAt: s.reservations.holdExpiresAt,
      totalMinor: s.reservations.totalMinor,
      guestEmail: s.reservations.guestEmail,
      locale: s.reservations.locale,
      titleEn: s.units.titleEn,
      titleAr: s.units.titleAr,
    })
    .from(s.reservations)
    .innerJoin(s.units, eq(s.units.id, s.reservations.unitId))
    .where(eq(s.reservations.id, reservationId))
    .limit(1);
  return row;
}

export async function insertPayment(db: Database, row: typeof s.payments.$inferInsert) {
  await db.insert(s.payments).values(row);
}

export async function setPaymentStarted(db: Database, id: string, providerRef: string, redirectUrl: string) {
  await db
    .update(s.payments)
    .set({ providerRef, redirectUrl, updatedAt: sql`now()` })
    .where(eq(s.payments.id, id));
}

export async function deletePayment(db: Database, id: string) {
  await db.delete(s.payments).where(eq(s.payments.id, id));
}

export async function findPayment(db: Database, id: string) {
  const [row] = await db.select().from(s.payments).where(eq(s.payments.id, id)).limit(1);
  return row;
}

/** Payments of holds that just ended and could still be paid at the gateway. */
export async function findOpenPayments(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select({ id: s.payments.id, provider: s.payments.provider, providerRef: s.payments.providerRef })
    .from(s.payments)
    .where(
      and(
        inArray(s.payments.reservationId, reservationIds),
        inArray(s.payments.status, ['open', 'requires_action', 'processing']),
      ),
    );
}

/** Records an event id; false when it was seen before (a duplicate delivery). */
export async function recordEvent(
  tx: Database,
  event: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(s.webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: s.webhookEvents.eventId });
  return rows.length > 0;
}

/** The attempt an event is about: by the gateway's ref, else its PaymentIntent, else the newest. */
export async function findTargetPayment(
  tx: Database,
  target: { provider: 'test' | 'stripe'; reservationId: string; ref?: string; intent?: string },
) {
  const p = s.payments;
  const base = and(eq(p.provider, target.provider), eq(p.reservationId, target.reservationId));
  const where = target.ref
    ? and(base, eq(p.providerRef, target.ref))
    : target.intent
      ? and(base, sql`(${p.providerPaymentId} = ${target.intent} or ${p.providerPaymentId} is null)`)
      : base;
  const [row] = await tx
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(where)
    .orderBy(desc(p.createdAt))
    .limit(1);
  return row;
}

/** Moves an attempt only from the states listed, so a late or repeated event never undoes a later one. */
export async function movePayment(
  tx: Database,
  id: string,
  to: PaymentStatus,
  from: PaymentStatus[],
  extra: { intent?: string; failureCode?: string } = {},
): Promise<boolean> {
  const rows = await tx
    .update(s.payments)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(extra.intent ? { providerPaymentId: extra.intent } : {}),
      ...(extra.failureCode ? { failureCode: extra.failureCode } : {}),
    })
    .where(and(eq(s.payments.id, id), inArray(s.payments.status, from)))
    .returning({ id: s.payments.id });
  return rows.length > 0;
}

/** pending_payment → confirmed, with what was paid; false if the row was not pending any more. */
export async function confirmReservation(
  tx: Database,
  input: {
    reservationId: string;
    provider: 'test' | 'stripe';
    providerPaymentId: string;
    paidMinor?: number;
  },
): Promise<boolean> {
  const r = s.reservations;
  const rows = await tx
    .update(r)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      updatedAt: sql`now()`,
      paymentProvider: input.provider,
      providerPaymentId: input.providerPaymentId,
      paidMinor: input.paidMinor ?? sql`${r.totalMinor}`,
    })
    .where(and(eq(r.id, input.reservationId), eq(r.status, 'pending_payment')))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Drops stored Idempotency-Key answers older than a day (plugins/idempotency.ts). */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(s.idempotencyKeys).where(lt(s.idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
}
