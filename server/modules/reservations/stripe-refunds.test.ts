import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse, CreatePaymentIntentResponse } from '../../../contract/checkout';
import { CancellationQuoteResponse, ReservationDetailResponse } from '../../../contract/reservations-account';
import * as s from '../../db/schema/index';
import type { SignedInAccount } from '../../test/accounts';
import { checkout, makeUnit, readyGuest, send, stay } from '../../test/checkout';
import { chargeRefunded, stripeEvent, useStripeStandIn } from '../../test/stripe';
import { useTestApp } from '../../test/test-app';

/**
 * A guest cancels a stay paid on Stripe: the refund goes through Stripe's refunds API (the SDK pointed
 * at a local stand-in for api.stripe.com) once, with the amount and the reservation's idempotency key,
 * and is recorded; Stripe's later `charge.refunded` for it is no news.
 */
const stripe = await useStripeStandIn();

describe('a cancellation refunded through Stripe', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: SignedInAccount;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
  });

  const db = () => t.database.db;
  const noticeTypes = async (userId: string) =>
    (await db().select().from(s.notifications).where(eq(s.notifications.userId, userId))).map((n) => n.type);
  const refundRow = async (id: string) =>
    (await db().select().from(s.reservationRefunds).where(eq(s.reservationRefunds.reservationId, id)))[0];

  it('cancelling a Stripe-paid stay calls the refunds API once with the amount and key, and records it', async () => {
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(10, 2), guests: 1 });
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    const started = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
      reservation_id: reservation.id,
    });
    const { payment_id } = CreatePaymentIntentResponse.parse(started.json()).data;
    const [payment] = await db().select().from(s.payments).where(eq(s.payments.id, payment_id));
    const intent = `pi_${randomBytes(8).toString('hex')}`;
    const total = reservation.amounts.total.amount_minor;
    const paid = await stripe.deliver(
      t.app,
      'stripe',
      stripeEvent('checkout.session.completed', {
        id: payment!.providerRef,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: intent,
        amount_total: total,
        metadata: { reservation_id: reservation.id },
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const url = `/api/v1/reservations/${reservation.id}`;
    const quote = CancellationQuoteResponse.parse(
      (await send(t.app, 'GET', `${url}/cancellation`, guest.token)).json(),
    ).data.quote;
    expect(quote.refund.amount_minor).toBe(total);
    const body = { expected_refund_minor: quote.refund.amount_minor };
    const answers = await Promise.all([
      send(t.app, 'POST', `${url}/cancel`, guest.token, body),
      send(t.app, 'POST', `${url}/cancel`, guest.token, body),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);

    const mine = stripe.refunds.filter((c) => c.key === `refund-${reservation.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body.get('payment_intent')).toBe(intent);
    expect(mine[0]!.body.get('amount')).toBe(String(total));
    const row = await refundRow(reservation.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      providerRefundId: mine[0]!.id,
      amountMinor: total,
    });
    const detail = ReservationDetailResponse.parse((await send(t.app, 'GET', url, guest.token)).json());
    expect(detail.data.reservation.payment_state).toBe('refunded');

    // Stripe then reports the refund it made for us: nothing new to record, no second notice.
    await expect
      .poll(async () => (await noticeTypes(guest.userId)).filter((n) => n === 'refund_issued').length)
      .toBe(1);
    const echo = await stripe.deliver(
      t.app,
      'stripe',
      chargeRefunded({ intent, amountRefunded: total, refundId: mine[0]!.id }),
    );
    expect(echo.statusCode).toBe(200);
    expect((await noticeTypes(guest.userId)).filter((n) => n === 'refund_issued')).toHaveLength(1);
    expect(await refundRow(reservation.id)).toEqual(row);
  });
});
