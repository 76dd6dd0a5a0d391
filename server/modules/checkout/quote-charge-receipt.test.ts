import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CalculatePriceResponse,
  CheckoutResponse,
  CreatePaymentIntentResponse,
  TEST_CARDS,
} from '../../../contract/checkout';
import { ReservationResponse } from '../../../contract/reservations';
import { CURRENCY_ROWS, RATES_AS_OF } from '../../db/seed/catalogue-data';
import * as s from '../../db/schema/index';
import { formatMoney } from '../../../contract/format';
import { renderEmail } from '../../plugins/email';
import { grantCoins, guestDetails, makeUnit, quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * The total a guest sees is the total charged and the total on the receipt, to the halala, line by
 * line, over random stays, extras, price overrides, promo codes and coins (fast-check), end to end:
 * calculate-price → checkout → test card → webhook → reservation and receipt mail. In whichever
 * currency the guest browses, the charge is SAR and the approximate in their currency rides beside it,
 * the same figure from the quote to the receipt.
 */
describe('quote = charge = receipt', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;

  beforeAll(async () => {
    const db = t.database.db;
    unit = await makeUnit(db, { basePriceMinor: 33_333, cleaningFeeMinor: 4_999 });
    await db
      .insert(s.currencies)
      .values(CURRENCY_ROWS.map((c, position) => ({ ...c, ratesAsOf: RATES_AS_OF, position })))
      .onConflictDoNothing();
    await db.insert(s.unitPriceOverrides).values(
      Array.from({ length: 60 }, (_, i) => ({
        unitId: unit.id,
        day: stay(i * 3, 1).check_in,
        priceMinor: 41_117 + i * 7,
      })),
    );
    const window = { startsAt: new Date('2020-01-01'), endsAt: new Date('2100-01-01') };
    await db.insert(s.promoCodes).values([
      { code: 'PCT-7', percentOff: 7, ...window },
      { code: 'FIXED-99', amountOffMinor: 9_999, ...window },
    ]);
  });

  it('matches line by line for random stays', async () => {
    let slot = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.subarray(unit.extras),
        fc.constantFrom(null, 'PCT-7', 'FIXED-99'),
        fc.integer({ min: 0, max: 4_000 }),
        fc.boolean(),
        fc.constantFrom('SAR', 'USD', 'EGP', 'AED'),
        async (nights, extras, promo, coins, useCoins, currency) => {
          const guest = await quickGuest(t.database.db);
          if (coins > 0) await grantCoins(t.database.db, guest.userId, coins);
          const body = {
            unit_id: unit.id,
            ...stay(slot, nights),
            guests: 2,
            extras,
            promo_code: promo,
            use_coins: useCoins,
          };
          slot += 10;
          const headers = { currency };
          const quoted = await send(
            t.app,
            'POST',
            '/api/v1/checkout/calculate-price',
            guest.token,
            body,
            headers,
          );
          const shown = CalculatePriceResponse.parse(quoted.json()).data.quote;
          expect(shown.total.currency).toBe('SAR');
          expect(shown.approx_total?.currency ?? 'SAR').toBe(currency);
          const held = await send(
            t.app,
            'POST',
            '/api/v1/checkout',
            guest.token,
            { ...body, quote_fingerprint: shown.fingerprint, guest: guestDetails },
            headers,
          );
          expect(held.statusCode).toBe(201);
          const { reservation } = CheckoutResponse.parse(held.json()).data;
          const intent = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
            reservation_id: reservation.id,
          });
          const started = CreatePaymentIntentResponse.parse(intent.json()).data;
          expect(started.amount).toEqual(shown.total);
          await send(t.app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
            payment_id: started.payment_id,
            card_number: TEST_CARDS.success,
            expiry: '12/34',
            cvc: '123',
          });
          const read = await send(t.app, 'GET', `/api/v1/reservations/${reservation.id}`, guest.token);
          const paid = ReservationResponse.parse(read.json()).data.reservation;
          const {
            unit_id: _u,
            check_in: _i,
            check_out: _o,
            guests: _g,
            nights_count: _n,
            coins_available: _a,
            coins_usable: _c,
            fingerprint: _f,
            ...lines
          } = shown;
          expect(paid.amounts).toEqual(lines);
          expect(paid.payment?.amount).toEqual(shown.total);
          const receipt = t.outbox.at(-1);
          expect(receipt?.template).toBe('booking_receipt');
          if (receipt?.template !== 'booking_receipt') return;
          const params = receipt.params as { reservation: typeof paid };
          expect(params.reservation.amounts).toEqual(lines);
          // The receipt prints the total, and the approximate in the guest's currency, with the pages' formatter.
          const mail = renderEmail('booking_receipt', 'en', params).text;
          expect(mail).toContain(`Total paid: ${formatMoney(shown.total, 'en')}`);
          if (shown.approx_total) {
            expect(mail).toContain(
              `Approximately, in your currency: ≈ ${formatMoney(shown.approx_total, 'en')}`,
            );
          } else expect(mail).not.toContain('Approximately');
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
