import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { DEMO_ACCOUNT } from '../../db/seed/demo-account';
import * as s from '../../db/schema/index';
import { loginAccount } from '../../test/accounts';
import { makeUnit, readyGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

describe('promo-code/validate and my-coins', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let token = '';

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    token = (await readyGuest(t.app, t.database.db)).token;
    await t.database.db.insert(s.promoCodes).values([
      { code: 'SOON', percentOff: 5, startsAt: new Date('2099-01-01'), endsAt: new Date('2100-01-01') },
      { code: 'OVER', percentOff: 5, startsAt: new Date('2020-01-01'), endsAt: new Date('2021-01-01') },
      {
        code: 'FULL',
        percentOff: 5,
        startsAt: new Date('2020-01-01'),
        endsAt: new Date('2100-01-01'),
        maxUses: 0,
      },
    ]);
  });

  const validate = (code: string, nights = 2, lang = 'en') =>
    send(
      t.app,
      'POST',
      '/api/v1/promo-code/validate',
      token,
      { unit_id: unit.id, ...stay(0, nights), guests: 1, promo_code: code },
      { 'accept-language': lang },
    );

  it('the seeded codes work and the demo guest has coins', async () => {
    const ok = await validate(' welcome10 ');
    expect(ok.statusCode).toBe(200);
    // 2 nights × 450 + 75 cleaning = 975.00; 10 % = 97.50.
    expect(ok.json()).toMatchObject({
      data: { promo: { code: 'WELCOME10', percent_off: 10 }, discount: { amount_minor: 9_750 } },
    });
    const demo = await loginAccount(t.app, DEMO_ACCOUNT);
    const coins = await send(t.app, 'GET', '/api/v1/checkout/my-coins', demo.token);
    expect(coins.json()).toMatchObject({
      data: {
        balance: 2_000,
        worth: { amount_minor: 20_000, currency: 'SAR' },
        coin_value: { amount_minor: 10 },
        ever_had: true,
      },
    });
    // A new guest has never had a coin.
    const fresh = await send(t.app, 'GET', '/api/v1/checkout/my-coins', token);
    expect(fresh.json()).toMatchObject({ data: { balance: 0, ever_had: false } });
  });

  it.each([
    ['NOPE', 'This promo code doesn’t exist. Check the spelling.'],
    ['SOON', 'This promo code isn’t active yet.'],
    ['OVER', 'This promo code has expired.'],
    ['FULL', 'This promo code has been used as many times as it allows.'],
  ])('refuses %s on the promo_code field', async (code, message) => {
    const res = await validate(code);
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([{ field: 'promo_code', message }]);
  });

  it('refuses a stay shorter than the code needs, in Arabic when asked', async () => {
    const res = await validate('SAKAN50', 1, 'ar');
    expect(res.statusCode).toBe(422);
    const [error] = AnyEnvelope.parse(res.json()).meta.errors;
    expect(error?.field).toBe('promo_code');
    expect(error?.message).toMatch(/[\u0600-\u06FF]/);
  });
});
