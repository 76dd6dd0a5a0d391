import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { reverseForStay } from '../loyalty/service';
import { notify } from '../notifications/service';
import * as refunds from './refund-repository';
import { findMailFacts } from './write-repository';

/** The fields of a Stripe Charge a `charge.refunded` event is read by. */
interface ChargeObject {
  id?: string;
  payment_intent?: string | { id: string } | null;
  amount_refunded?: number;
  metadata?: Record<string, string> | null;
  refunds?: { data?: { id?: string }[] } | null;
}

export interface ProviderRefundOutcome {
  reservationId: string;
  /** The refund was news to us (made in the provider's dashboard, or a larger total). */
  recorded: boolean;
  pointsReversed: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A refund the provider reports (`charge.refunded`; the test gateway sends the same event), applied
 * inside the webhook's transaction, which has already recorded the event's id: a replayed event never
 * gets here, and a new event with the same total changes nothing. It records the refund on the
 * reservation (its payment state reads refunded or partially refunded) and, for a completed stay,
 * takes back the refunded share of its points in the same transaction. The stay itself is not
 * cancelled: a refund can be a goodwill gesture for a stay that still happens, and cancelling is the
 * guest's or support's explicit act.
 */
export async function applyProviderRefund(
  tx: Database,
  provider: 'test' | 'stripe',
  event: Stripe.Event,
): Promise<ProviderRefundOutcome | null> {
  const charge = event.data.object as ChargeObject;
  const metaId = charge.metadata?.reservation_id;
  const intent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const row = await refunds.lockPaidReservation(tx, {
    provider,
    ...(metaId && UUID.test(metaId) ? { reservationId: metaId } : {}),
    ...(intent ? { intent } : {}),
  });
  const refunded = charge.amount_refunded ?? 0;
  if (!row || refunded <= 0) return null;
  const paid = row.paidMinor ?? row.totalMinor;
  const amount = Math.min(refunded, paid);
  const { before, after } = await refunds.recordProviderRefund(tx, {
    reservationId: row.id,
    amountMinor: amount,
    refundBp: paid > 0 ? Math.min(10_000, Math.round((amount * 10_000) / paid)) : 10_000,
    currency: row.currency,
    provider,
    refundId: charge.refunds?.data?.[0]?.id ?? charge.id ?? null,
  });
  const recorded = after !== undefined && (before === undefined || after.amountMinor > before.amountMinor);
  const pointsReversed =
    row.status === 'completed'
      ? await reverseForStay(tx, row.id, { refundedMinor: amount, paidMinor: paid })
      : 0;
  if (recorded || pointsReversed > 0) {
    const facts = await findMailFacts(tx, row.id);
    const unit = { unit_en: facts?.titleEn ?? '', unit_ar: facts?.titleAr ?? '' };
    // A refund we started ourselves was announced with the cancellation (mail.ts); this one is news.
    if (recorded) {
      await notify(tx, {
        userId: row.userId,
        type: 'refund_issued',
        // A value, formatted in each reader's language when read (notifications/render.ts).
        params: { ...unit, amount_minor: amount - (before?.amountMinor ?? 0), currency: row.currency },
        link: `/account/reservations/${row.id}`,
      });
    }
    if (pointsReversed > 0) {
      await notify(tx, {
        userId: row.userId,
        type: 'points_reversed',
        params: { ...unit, count: pointsReversed },
        link: '/rewards',
      });
    }
  }
  return { reservationId: row.id, recorded, pointsReversed };
}
