import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse, CreatePaymentIntentResponse, TEST_CARDS } from '../../../contract/checkout';
import { checkout, makeUnit, readyGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/** The test unit's exact point (server/test/checkout.ts). */
const EXACT = { lat: 21.6, lng: 39.1 };

describe("a reservation's address", () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: Awaited<ReturnType<typeof readyGuest>>;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
  });

  const point = async (id: string) => {
    const res = await send(t.app, 'GET', `/api/v1/reservations/${id}`, guest.token);
    const { lat, lng } = (res.json() as { data: { reservation: { unit: { lat: number; lng: number } } } })
      .data.reservation.unit;
    return { lat, lng };
  };

  it('is only the area while the hold awaits payment, and the exact point once the stay is booked', async () => {
    const held = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(40, 2), guests: 2 });
    const { reservation } = CheckoutResponse.parse(held.json()).data;
    expect(reservation.status).toBe('pending_payment');
    expect({ lat: reservation.unit.lat, lng: reservation.unit.lng }).toEqual({ lat: 21.605, lng: 39.105 });
    expect(await point(reservation.id)).not.toEqual(EXACT);

    const intent = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
      reservation_id: reservation.id,
    });
    const { payment_id } = CreatePaymentIntentResponse.parse(intent.json()).data;
    const paid = await send(t.app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
      payment_id,
      expiry: '12/34',
      cvc: '123',
      card_number: TEST_CARDS.success,
    });
    expect(paid.json()).toMatchObject({ data: { outcome: 'succeeded' } });
    expect(await point(reservation.id)).toEqual(EXACT);
  });
});
