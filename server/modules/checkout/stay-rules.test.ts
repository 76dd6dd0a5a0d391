import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalculatePriceResponse, CheckoutResponse } from '../../../contract/checkout';
import { AnyEnvelope } from '../../../contract/common';
import * as s from '../../db/schema/index';
import { addDays, today } from '../../lib/days';
import { checkout, guestDetails, makeUnit, quickGuest, quote, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * The stay rules at the quote and the hold: a stay too short (for the unit, or for the season it
 * starts in), too long, too soon for the host's notice, or within the nights kept free between stays
 * is told in the quote's reasons and refused by checkout with a translated 422 naming the rule; and a
 * rule changed after a quote is refused at checkout with the new quote (QUOTE_CHANGED).
 */
describe('stay rules at checkout', () => {
  const t = useTestApp({ workJobs: false });
  let token = '';
  let unitId = 0;

  beforeAll(async () => {
    token = (await quickGuest(t.database.db)).token;
    unitId = (await makeUnit(t.database.db, { minNights: 2 })).id;
    await t.database.db.insert(s.unitPricing).values({ unitId, maxNights: 5, advanceNoticeDays: 3 });
    await t.database.db.insert(s.unitSeasons).values({
      unitId,
      name: 'Eid',
      firstNight: stay(30, 1).check_in,
      lastNight: stay(36, 1).check_in,
      percent: 25,
      minNights: 4,
    });
  });

  const hold = async (dates: { check_in: string; check_out: string }, lang: string, unit = unitId) => {
    const body = { unit_id: unit, ...dates, guests: 1 };
    const q = await send(t.app, 'POST', '/api/v1/checkout/calculate-price', token, body, {
      'accept-language': lang,
    });
    const quoted = CalculatePriceResponse.parse(q.json()).data;
    const res = await send(
      t.app,
      'POST',
      '/api/v1/checkout',
      token,
      { ...body, quote_fingerprint: quoted.quote.fingerprint, guest: guestDetails },
      { 'accept-language': lang },
    );
    return { quoted, res, body: AnyEnvelope.parse(res.json()) };
  };

  const cases: [string, () => { check_in: string; check_out: string }, string, string, RegExp][] = [
    [
      'too short',
      () => stay(5, 1),
      'min_nights',
      'This place takes stays of at least 2 nights.',
      /ليلتين على الأقل/,
    ],
    [
      'too short for its season',
      () => stay(31, 3),
      'min_nights',
      'This place takes stays of at least 4 nights from this date.',
      /4 ليالٍ على الأقل ابتداءً من هذا التاريخ/,
    ],
    [
      'too long',
      () => stay(5, 6),
      'max_nights',
      'This place takes stays of at most 5 nights.',
      /لا تزيد على 5 ليالٍ/,
    ],
    [
      'too soon',
      () => ({ check_in: addDays(today(), 1), check_out: addDays(today(), 3) }),
      'advance_notice',
      'This place needs booking at least 3 days before check-in.',
      /قبل الوصول بـ3 أيام على الأقل/,
    ],
  ];

  it.each(cases)(
    'refuses a stay %s with a translated 422 in both languages',
    async (_, dates, code, en, ar) => {
      const english = await hold(dates(), 'en');
      expect(english.quoted.available).toBe(false);
      expect(english.quoted.reasons.map((r) => [r.code, r.message])).toEqual([[code, en]]);
      expect(english.res.statusCode).toBe(422);
      expect(english.body.meta.errors.map((e) => e.message)).toEqual([en]);
      const arabic = await hold(dates(), 'ar');
      expect(arabic.res.statusCode).toBe(422);
      expect(arabic.body.meta.errors[0]?.message).toMatch(ar);
    },
  );

  it('takes a stay that keeps every rule, priced by its season', async () => {
    const ok = await hold(stay(30, 4), 'en');
    expect(ok.res.statusCode).toBe(201);
    CheckoutResponse.parse(ok.res.json());
    const nights = ok.quoted.quote.nights;
    expect(nights.map((n) => [n.rule, n.season, n.amount.amount_minor])).toEqual(
      Array(4).fill(['season', 'Eid', 56_250]),
    );
  });

  it('keeps the prep nights free after a stay and before the next', async () => {
    const unit = (await makeUnit(t.database.db)).id;
    await t.database.db.insert(s.unitPricing).values({ unitId: unit, prepNights: 2 });
    expect((await hold(stay(10, 2), 'en', unit)).res.statusCode).toBe(201);
    for (const [dates, lang] of [
      [stay(13, 2), 'en'],
      [stay(6, 3), 'ar'],
    ] as const) {
      const refused = await hold(dates, lang, unit);
      expect(refused.res.statusCode).toBe(422);
      expect(refused.quoted.reasons.map((r) => r.code)).toEqual(['prep_time']);
      expect(refused.body.meta.errors[0]?.message).toMatch(
        lang === 'en' ? /keeps 2 nights free/ : /ليلتين فارغتين/,
      );
    }
    expect((await hold(stay(14, 2), 'en', unit)).res.statusCode).toBe(201);
    expect((await hold(stay(6, 2), 'en', unit)).res.statusCode).toBe(201);
  });

  it('refuses a quote made before a rule changed, with the new quote', async () => {
    const unit = (await makeUnit(t.database.db, { basePriceMinor: 40_000 })).id;
    const body = { unit_id: unit, ...stay(50, 8), guests: 1 };
    const before = await quote(t.app, token, body);
    await t.database.db.insert(s.unitPricing).values({ unitId: unit, weeklyPercent: 10 });
    const res = await send(t.app, 'POST', '/api/v1/checkout', token, {
      ...body,
      quote_fingerprint: before.fingerprint,
      guest: guestDetails,
    });
    expect(res.statusCode).toBe(409);
    const answer = res.json() as {
      meta: { error_code: string };
      data: { quote: { total: unknown; fingerprint: string } };
    };
    expect(answer.meta.error_code).toBe('QUOTE_CHANGED');
    const after = await quote(t.app, token, body);
    expect(after.nights_total.amount_minor).toBe(8 * 36_000);
    expect(answer.data.quote.total).toEqual(after.total);
    expect(answer.data.quote.fingerprint).toBe(after.fingerprint);
    await t.database.db.update(s.unitPricing).set({ weeklyPercent: 0 }).where(eq(s.unitPricing.unitId, unit));
    expect((await checkout(t.app, token, body)).statusCode).toBe(201);
  });
});
