import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  CreatePaymentIntentResponse,
  QuoteChangedData,
  TEST_CARDS,
} from '../../../contract/checkout';
import { AnyEnvelope } from '../../../contract/common';
import { AvailableDaysResponse } from '../../../contract/units';
import * as s from '../../db/schema/index';
import { registerAccount } from '../../test/accounts';
import {
  checkout,
  grantCoins,
  guestDetails,
  makeUnit,
  quote,
  readyGuest,
  send,
  stay,
  STAY_BASE,
} from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { runHoldSweep } from './jobs';
import { paymentsFromEnv } from './payments/config';

describe('checkout: holding nights', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: Awaited<ReturnType<typeof readyGuest>>;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
  });

  it('quotes in SAR with each line, VAT on its own line, and a fingerprint', async () => {
    const q = await quote(t.app, guest.token, {
      unit_id: unit.id,
      ...stay(0, 2),
      guests: 2,
      extras: unit.extras,
    });
    expect(q.nights.map((n) => n.amount.amount_minor)).toEqual([45_000, 45_000]);
    expect(q.extras.map((e) => e.amount.amount_minor)).toEqual([16_000, 15_000]);
    expect(q.cleaning_fee.amount_minor).toBe(7_500);
    expect(q.vat.amount_minor).toBe(19_275); // 15 % of 128,500
    expect(q.total).toEqual({ amount_minor: 147_775, currency: 'SAR' });
    expect(q.fingerprint).toMatch(/^[a-f0-9]{32}$/);
  });

  it('holds the nights for 15 minutes and the calendar shows them taken', async () => {
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(10, 3), guests: 2 });
    expect(res.statusCode).toBe(201);
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    expect(reservation.status).toBe('pending_payment');
    expect(reservation.code).toMatch(/^SKN-[2-9A-Z]{8}$/);
    const held = Date.parse(reservation.hold_expires_at) - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const days = await t.app.inject({
      url: `/api/v1/units/available-days?unit_id=${unit.id}&from=${STAY_BASE.slice(0, 7)}&to=${STAY_BASE.slice(0, 7)}`,
    });
    const items = AvailableDaysResponse.parse(days.json()).data.items;
    expect(items.filter((d) => !d.available).map((d) => d.date)).toEqual([
      stay(10, 1).check_in,
      stay(11, 1).check_in,
      stay(12, 1).check_in,
    ]);
  });

  it('refuses overlapping nights with a translated 409', async () => {
    const res = await checkout(
      t.app,
      guest.token,
      { unit_id: unit.id, ...stay(12, 2), guests: 1 },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(409);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('NIGHTS_TAKEN');
    expect(body.data.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses blocked nights, too many guests and too short stays, on their fields', async () => {
    const strict = await makeUnit(t.database.db, { minNights: 3, guests: 2 });
    await t.database.db.insert(s.unitBlockedDays).values({ unitId: strict.id, day: stay(21, 1).check_in });
    const q = await quote(t.app, guest.token, { unit_id: strict.id, ...stay(20, 2), guests: 3 });
    const res = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      unit_id: strict.id,
      ...stay(20, 2),
      guests: 3,
      quote_fingerprint: q.fingerprint,
      guest: guestDetails,
    });
    expect(res.statusCode).toBe(422);
    const fields = AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['check_in', 'check_out', 'guests']));
  });

  it('refuses control characters in the guest details with a 422 on the field', async () => {
    const body = { unit_id: unit.id, ...stay(45, 1), guests: 1, quote_fingerprint: 'a'.repeat(32) };
    const res = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      ...body,
      guest: { ...guestDetails, name: 'Lay\u0000la Haddad' },
    });
    expect(res.statusCode).toBe(422);
    // On that field only (a NUL fails both the NUL rule and the control-character rule).
    const fields = AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.field);
    expect([...new Set(fields)]).toEqual(['guest.name']);
  });

  it('needs a signed-in guest with a complete profile', async () => {
    const body = {
      unit_id: unit.id,
      ...stay(40, 2),
      guests: 1,
      quote_fingerprint: 'a'.repeat(32),
      guest: guestDetails,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/checkout', payload: body })).statusCode).toBe(
      401,
    );
    const fresh = await registerAccount(t.app);
    const res = await send(t.app, 'POST', '/api/v1/checkout', fresh.token, body);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a quote that changed since it was shown, with the new quote, and holds nothing', async () => {
    const body = { unit_id: unit.id, ...stay(30, 2), guests: 1 };
    const before = await quote(t.app, guest.token, body);
    await t.database.db
      .insert(s.unitPriceOverrides)
      .values({ unitId: unit.id, day: stay(30, 1).check_in, priceMinor: 99_900 });
    const res = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      ...body,
      quote_fingerprint: before.fingerprint,
      guest: guestDetails,
    });
    expect(res.statusCode).toBe(409);
    const json = res.json() as { meta: { error_code: string }; data: unknown };
    expect(json.meta.error_code).toBe('QUOTE_CHANGED');
    const { quote: fresh } = QuoteChangedData.parse(json.data);
    expect(fresh.nights[0]?.amount.amount_minor).toBe(99_900);
    expect(fresh.total.amount_minor).toBeGreaterThan(before.total.amount_minor);
    const rows = await t.database.db
      .select()
      .from(s.reservations)
      .where(eq(s.reservations.checkIn, body.check_in));
    expect(rows).toHaveLength(0);
  });

  it('replays the first answer for a repeated Idempotency-Key and holds once', async () => {
    const body = { unit_id: unit.id, ...stay(50, 2), guests: 1 };
    const q = await quote(t.app, guest.token, body);
    const payload = { ...body, quote_fingerprint: q.fingerprint, guest: guestDetails };
    const headers = { 'idempotency-key': 'retry-me-1' };
    const first = await send(t.app, 'POST', '/api/v1/checkout', guest.token, payload, headers);
    const second = await send(t.app, 'POST', '/api/v1/checkout', guest.token, payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    const rows = await t.database.db
      .select()
      .from(s.reservations)
      .where(eq(s.reservations.checkIn, body.check_in));
    expect(rows).toHaveLength(1);
    const other = await send(
      t.app,
      'POST',
      '/api/v1/checkout',
      guest.token,
      { ...payload, guests: 2 },
      headers,
    );
    expect(other.statusCode).toBe(422);
  });

  it('frees the nights of an expired hold, and the sweep returns its coins and promo use', async () => {
    const db = t.database.db;
    const buyer = await readyGuest(t.app, db);
    await grantCoins(db, buyer.userId, 500);
    await db.insert(s.promoCodes).values({
      code: 'SWEEP10',
      percentOff: 10,
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2100-01-01'),
      maxUses: 1,
    });
    const body = { unit_id: unit.id, ...stay(60, 2), guests: 1, promo_code: 'SWEEP10', use_coins: true };
    const res = await checkout(t.app, buyer.token, body);
    expect(res.statusCode).toBe(201);
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    expect(reservation.amounts.coins_spent).toBe(500);
    // Spent them all: a balance of zero, not "no coins yet".
    expect((await send(t.app, 'GET', '/api/v1/checkout/my-coins', buyer.token)).json()).toMatchObject({
      data: { balance: 0, ever_had: true },
    });

    await db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${reservation.id}`,
    );
    // Free at once for everyone else, even before the sweep runs.
    const other = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(60, 2), guests: 1 });
    expect(other.statusCode).toBe(201);
    expect(await runHoldSweep(t.app, paymentsFromEnv())).toBe(0); // the checkout above already ended it
    const [row] = await db.select().from(s.reservations).where(eq(s.reservations.id, reservation.id));
    expect(row?.status).toBe('expired');
    const coins = await send(t.app, 'GET', '/api/v1/checkout/my-coins', buyer.token);
    expect(coins.json()).toMatchObject({ data: { balance: 500, worth: { amount_minor: 5_000 } } });
    const [promo] = await db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'SWEEP10'));
    expect(promo?.uses).toBe(0);
  });

  it('the sweep ends holds on its own', async () => {
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(70, 1), guests: 1 });
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    await t.database.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${reservation.id}`,
    );
    expect(await runHoldSweep(t.app, paymentsFromEnv())).toBe(1);
    expect(await runHoldSweep(t.app, paymentsFromEnv())).toBe(0);
    const pay = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
      reservation_id: reservation.id,
    });
    expect(pay.statusCode).toBe(409);
    expect(AnyEnvelope.parse(pay.json()).meta.error_code).toBe('HOLD_EXPIRED');
  });

  it('pays with the test card and confirms through the webhook, mailing the receipt', async () => {
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(80, 2), guests: 2 });
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    const intent = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
      reservation_id: reservation.id,
    });
    expect(intent.statusCode).toBe(200);
    const started = CreatePaymentIntentResponse.parse(intent.json()).data;
    expect(started.provider).toBe('test');
    expect(started.redirect_url).toContain('/confirmation/complete-payment?');
    const card = { payment_id: started.payment_id, expiry: '12/34', cvc: '123' };
    const declined = await send(t.app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
      ...card,
      card_number: TEST_CARDS.declined,
    });
    expect(declined.json()).toMatchObject({ data: { outcome: 'declined' } });
    const action = await send(t.app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
      ...card,
      card_number: TEST_CARDS.action,
    });
    expect(action.json()).toMatchObject({ data: { outcome: 'requires_action' } });
    const paid = await send(t.app, 'POST', '/api/v1/checkout/test-gateway/pay', guest.token, {
      ...card,
      card_number: TEST_CARDS.action,
      action_code: '123456',
    });
    expect(paid.json()).toMatchObject({ data: { outcome: 'succeeded' } });
    const after = await send(t.app, 'GET', `/api/v1/reservations/${reservation.id}`, guest.token);
    expect(after.json()).toMatchObject({
      data: { reservation: { status: 'confirmed', payment: { provider: 'test' } } },
    });
    const mail = t.outbox.at(-1);
    expect(mail?.template).toBe('booking_receipt');
  });
});
