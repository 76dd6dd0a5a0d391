import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** SQL of refunds the payment provider reports (a refund made in Stripe's dashboard, or our own). */

const r = s.reservations;
const rf = s.reservationRefunds;

/**
 * The reservation a provider's charge belongs to, locked for the rest of the transaction: by the id
 * in its metadata when Stripe copied it there, else by the PaymentIntent the payment was taken with.
 */
export async function lockPaidReservation(
  tx: Database,
  target: { provider: 'test' | 'stripe'; reservationId?: string; intent?: string },
) {
  const by = target.reservationId
    ? eq(r.id, target.reservationId)
    : target.intent
      ? eq(r.providerPaymentId, target.intent)
      : undefined;
  if (!by) return undefined;
  const [row] = await tx
    .select({
      id: r.id,
      userId: r.userId,
      status: r.status,
      paidMinor: r.paidMinor,
      totalMinor: r.totalMinor,
      currency: r.currency,
    })
    .from(r)
    .where(and(by, eq(r.paymentProvider, target.provider)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Records what the provider says was refunded, in total, for a reservation. A first refund inserts the
 * row; a refund we started (pending) is settled; a larger total (a second partial refund) raises the
 * amount. A smaller or equal total (a replay, an older event) changes nothing. Returns the row before
 * and after, so the caller can tell whether this was news.
 */
export async function recordProviderRefund(
  tx: Database,
  refund: {
    reservationId: string;
    amountMinor: number;
    refundBp: number;
    currency: string;
    provider: 'test' | 'stripe';
    refundId: string | null;
  },
) {
  const [before] = await tx.select().from(rf).where(eq(rf.reservationId, refund.reservationId));
  const [after] = await tx
    .insert(rf)
    .values({
      reservationId: refund.reservationId,
      refundBp: refund.refundBp,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: 'succeeded',
      provider: refund.provider,
      providerRefundId: refund.refundId,
      refundedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: rf.reservationId,
      set: {
        status: 'succeeded',
        amountMinor: sql`greatest(${rf.amountMinor}, excluded.amount_minor)`,
        refundBp: sql`case when excluded.amount_minor > ${rf.amountMinor} then excluded.refund_bp else ${rf.refundBp} end`,
        provider: refund.provider,
        providerRefundId: sql`coalesce(${rf.providerRefundId}, excluded.provider_refund_id)`,
        refundedAt: sql`coalesce(${rf.refundedAt}, now())`,
      },
      setWhere: sql`${rf.status} <> 'succeeded' or excluded.amount_minor > ${rf.amountMinor}`,
    })
    .returning();
  return { before, after };
}
