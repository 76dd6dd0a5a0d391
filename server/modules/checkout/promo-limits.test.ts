import { beforeAll, describe, expect, it } from 'vitest';
import { AdminPromoResponse, type PromoCreateBody } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { CalculatePriceResponse } from '../../../contract/checkout';
import { guestDetails, makeUnit, quickGuest, quote, send, stay } from '../../test/checkout';
import { call } from '../../test/console';
import { useTestApp } from '../../test/test-app';

const today = () => new Date().toISOString().slice(0, 10);
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every limit the console sets on a promo code, honoured by a guest's checkout: a pause, the total
 * uses, the uses per guest (also when one guest races several checkouts), the days it is valid and
 * the minimum nights. Codes are made through the console, as staff make them.
 */
describe('checkout honours the console’s promo limits', () => {
  const t = useTestApp({ workJobs: false, seed: false });
  let staff: Account;
  beforeAll(async () => {
    staff = await quickAccount(t.database.db, ['content']);
  });

  const terms = {
    kind: 'amount',
    value: 5_000,
    valid_from: dayFromNow(-1),
    valid_to: dayFromNow(30),
    min_nights: 1,
    max_uses: null,
    max_uses_per_guest: 1,
  } as const;
  const makeCode = async (code: string, limits: Partial<PromoCreateBody> = {}) => {
    const res = await call(t.app, 'POST', '/api/v1/backoffice/promo-codes', staff.token, {
      ...terms,
      code,
      ...limits,
    });
    expect(res.statusCode, res.body).toBe(201);
    return AdminPromoResponse.parse(res.json()).data.promo;
  };
  const validate = async (token: string, code: string, nights = 2, lang = 'en') => {
    const unit = await makeUnit(t.database.db);
    const res = await send(
      t.app,
      'POST',
      '/api/v1/promo-code/validate',
      token,
      { unit_id: unit.id, ...stay(1, nights), guests: 1, promo_code: code },
      { 'accept-language': lang },
    );
    return { status: res.statusCode, errors: AnyEnvelope.parse(res.json()).meta.errors };
  };
  /**
   * A stay with the code on a unit of its own, as the browser books it: the quote, then checkout at
   * that quote. A code refused already at the quote is the quote's 422; otherwise checkout's answer.
   */
  const book = async (token: string, code: string, nights = 2) => {
    const unit = await makeUnit(t.database.db);
    const body = { unit_id: unit.id, ...stay(1, nights), guests: 1, promo_code: code };
    const priced = await send(t.app, 'POST', '/api/v1/checkout/calculate-price', token, body);
    const res =
      priced.statusCode === 200
        ? await send(t.app, 'POST', '/api/v1/checkout', token, {
            ...body,
            quote_fingerprint: CalculatePriceResponse.parse(priced.json()).data.quote.fingerprint,
            guest: guestDetails,
          })
        : priced;
    const envelope = AnyEnvelope.parse(res.json());
    return {
      status: res.statusCode,
      message: envelope.meta.errors.find((e) => e.field === 'promo_code')?.message,
    };
  };

  it('refuses a paused code at checkout and takes it again once resumed', async () => {
    const promo = await makeCode('PAUSE-ME');
    const guest = await quickGuest(t.database.db);
    const unit = await makeUnit(t.database.db);
    const body = { unit_id: unit.id, ...stay(1, 2), guests: 1, promo_code: 'PAUSE-ME' };
    const seen = await quote(t.app, guest.token, body); // The guest saw the discount, then staff paused it.
    await call(t.app, 'POST', `/api/v1/backoffice/promo-codes/${promo.id}/pause`, staff.token);
    const refused = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      ...body,
      quote_fingerprint: seen.fingerprint,
      guest: guestDetails,
    });
    expect(refused.statusCode).toBe(409);
    expect(AnyEnvelope.parse(refused.json()).meta.errors).toEqual([
      { field: 'promo_code', message: 'This promo code is paused for now.' },
    ]);
    expect((await validate(guest.token, 'PAUSE-ME', 2, 'ar')).errors[0]?.message).toBe(
      'رمز الخصم هذا متوقف مؤقتًا.',
    );
    await call(t.app, 'POST', `/api/v1/backoffice/promo-codes/${promo.id}/resume`, staff.token);
    expect((await book(guest.token, 'PAUSE-ME')).status).toBe(201);
  });

  it('lets each guest use a code as often as it allows, and no more', async () => {
    await makeCode('TWICE', { max_uses_per_guest: 2 });
    const guest = await quickGuest(t.database.db);
    expect((await book(guest.token, 'TWICE')).status).toBe(201);
    expect((await book(guest.token, 'TWICE')).status).toBe(201);
    const third = await book(guest.token, 'TWICE');
    expect(third).toEqual({
      status: 422,
      message: 'You have already used this promo code 2 times, as often as it allows.',
    });
    expect((await book((await quickGuest(t.database.db)).token, 'TWICE')).status).toBe(201);
  });

  it('gives one guest racing four checkouts exactly the uses the code allows each guest', async () => {
    await makeCode('RACE-TWO', { max_uses_per_guest: 2 });
    const guest = await quickGuest(t.database.db);
    const units = await Promise.all([1, 2, 3, 4].map(() => makeUnit(t.database.db)));
    const bodies = units.map((u) => ({ unit_id: u.id, ...stay(1, 2), guests: 1, promo_code: 'RACE-TWO' }));
    const quotes = await Promise.all(bodies.map((b) => quote(t.app, guest.token, b)));
    const results = await Promise.all(
      bodies.map((b, i) =>
        send(t.app, 'POST', '/api/v1/checkout', guest.token, {
          ...b,
          quote_fingerprint: quotes[i]?.fingerprint,
          guest: guestDetails,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
  });

  it('stops at the total uses', async () => {
    await makeCode('ONLY-ONE', { max_uses: 1, max_uses_per_guest: 5 });
    expect((await book((await quickGuest(t.database.db)).token, 'ONLY-ONE')).status).toBe(201);
    const late = await validate((await quickGuest(t.database.db)).token, 'ONLY-ONE');
    expect(late).toEqual({
      status: 422,
      errors: [{ field: 'promo_code', message: 'This promo code has been used as many times as it allows.' }],
    });
  });

  it('holds to its days and its minimum nights', async () => {
    await makeCode('LATER', { valid_from: dayFromNow(2), valid_to: dayFromNow(9) });
    await makeCode('BYGONE', { valid_from: dayFromNow(-9), valid_to: dayFromNow(-2) });
    await makeCode('TODAY-ONLY', { valid_from: today(), valid_to: today() });
    await makeCode('STAY-3', { min_nights: 3 });
    const guest = await quickGuest(t.database.db);
    expect((await validate(guest.token, 'LATER')).errors[0]?.message).toBe(
      'This promo code isn’t active yet.',
    );
    expect((await validate(guest.token, 'BYGONE')).errors[0]?.message).toBe('This promo code has expired.');
    // UTC and Saudi time share the date between 00:00 and 21:00 UTC; the code is valid all of it.
    if (new Date().getUTCHours() < 21) expect((await validate(guest.token, 'TODAY-ONLY')).status).toBe(200);
    expect((await book(guest.token, 'STAY-3', 2)).message).toMatch(/3 nights/);
    expect((await book(guest.token, 'STAY-3', 3)).status).toBe(201);
  });
});
