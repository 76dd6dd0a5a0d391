import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CheckoutResponse, CreatePaymentIntentResponse, TEST_CARDS } from '../../../contract/checkout';
import { CancellationQuoteResponse } from '../../../contract/reservations-account';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { checkout, grantCoins, makeUnit, quickGuest, send } from '../../test/checkout';
import { completeDueStays } from '../reservations/write-repository';

/**
 * Stays made the way guests make them, for the earnings tests: the real checkout (quote, hold with the
 * configured fee, payment through the test gateway) and the real cancellation (the strict policy's
 * refund for the days left). Only a completed stay's dates are moved: checkout refuses past nights,
 * so a stay booked ahead is shifted back by whole days and then completed by the job's own query.
 */

export async function makeHost(db: Database) {
  const host = await quickGuest(db);
  await db
    .update(s.users)
    .set({ roles: ['host'] })
    .where(eq(s.users.id, host.userId));
  return host;
}

/** What happens to the stay after it is paid (or not paid at all). */
export type Outcome = 'completed' | 'refund_full' | 'refund_half' | 'refund_none' | 'unpaid';

/** Days ahead of today each outcome is booked at, under the strict policy (≥14 d full, ≥7 d half). */
const DAYS_AHEAD: Record<Outcome, number> = {
  completed: 30,
  refund_full: 20,
  refund_half: 10,
  refund_none: 3,
  unpaid: 40,
};

export interface StayInput {
  outcome: Outcome;
  basePriceMinor: number;
  cleaningFeeMinor: number;
  nights: number;
  extras: boolean;
  /** Coins granted and spent at checkout (0: none). */
  coins: number;
  /** A promo code's percentage (0: none). */
  promoPercent: number;
  /** For a completed stay: how many days before today it checked in. */
  daysAgo: number;
  /** The configured HOST_FEE_BP at the moment of the hold. */
  feeBp: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function bookStay(app: FastifyInstance, db: Database, hostId: string, input: StayInput) {
  const unit = await makeUnit(db, {
    basePriceMinor: input.basePriceMinor,
    cleaningFeeMinor: input.cleaningFeeMinor,
  });
  await db.update(s.units).set({ hostId, cancellationPolicy: 'strict' }).where(eq(s.units.id, unit.id));
  const guest = await quickGuest(db);
  if (input.coins > 0) await grantCoins(db, guest.userId, input.coins);
  let promo: string | undefined;
  if (input.promoPercent > 0) {
    promo = `E${randomUUID().slice(0, 8).toUpperCase()}`;
    await db.insert(s.promoCodes).values({
      code: promo,
      percentOff: input.promoPercent,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2100-01-01'),
    });
  }
  const ahead = DAYS_AHEAD[input.outcome];
  // The configured rate as a restart with another HOST_FEE_BP would set it; the hold reads it.
  app.hostFeeBp = input.feeBp;
  const held = await checkout(app, guest.token, {
    unit_id: unit.id,
    check_in: day(ahead),
    check_out: day(ahead + input.nights),
    guests: 1,
    ...(input.extras ? { extras: unit.extras } : {}),
    ...(promo ? { promo_code: promo } : {}),
    ...(input.coins > 0 ? { use_coins: true } : {}),
  });
  if (held.statusCode !== 201) throw new Error(`checkout: ${held.statusCode} ${held.body}`);
  const { reservation } = CheckoutResponse.parse(held.json()).data;
  if (input.outcome === 'unpaid') return reservation.id;

  const intent = await send(app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
    reservation_id: reservation.id,
  });
  const { payment_id } = CreatePaymentIntentResponse.parse(intent.json()).data;
  const paid = await send(app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
    payment_id,
    expiry: '12/34',
    cvc: '123',
    card_number: TEST_CARDS.success,
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);

  if (input.outcome === 'completed') {
    const shift = ahead + input.nights + input.daysAgo;
    await db
      .update(s.reservations)
      .set({
        checkIn: sql`${s.reservations.checkIn} - ${shift}::int`,
        checkOut: sql`${s.reservations.checkOut} - ${shift}::int`,
      })
      .where(eq(s.reservations.id, reservation.id));
    await completeDueStays(db);
    return reservation.id;
  }
  const url = `/api/v1/reservations/${reservation.id}`;
  const quote = CancellationQuoteResponse.parse(
    (await send(app, 'GET', `${url}/cancellation`, guest.token)).json(),
  ).data.quote;
  const cancelled = await send(app, 'POST', `${url}/cancel`, guest.token, {
    expected_refund_minor: quote.refund.amount_minor,
  });
  if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.statusCode} ${cancelled.body}`);
  return reservation.id;
}
