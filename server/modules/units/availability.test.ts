import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { AvailableDaysResponse, CheckAvailabilityResponse } from '../../../contract/units';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/**
 * A hand-made unit with a known calendar in March of next year (always ahead, and inside the two-year
 * booking window): base 450.00 SAR, cleaning 75.00, sleeps 4; the 13th costs 600.00 (override); the
 * 20th is blocked. Extras: 80.00 a night, 150.00 a stay.
 */
const Y = new Date().getUTCFullYear() + 1;
describe('unit calendar and price preview', () => {
  const t = useTestApp({ catalogue: true });
  let unitId = 0;
  let perNight = 0;
  let perStay = 0;

  beforeAll(async () => {
    const db = t.database.db;
    const [city] = await db.select().from(s.cities).where(eq(s.cities.slug, 'jeddah'));
    const [category] = await db.select().from(s.categories).where(eq(s.categories.slug, 'apartment'));
    const [unit] = await db
      .insert(s.units)
      .values({
        slug: 'test-calendar-flat',
        titleEn: 'Test flat',
        titleAr: 'شقة الاختبار',
        descriptionEn: 'A flat.',
        descriptionAr: 'شقة.',
        houseRulesEn: 'No smoking indoors.',
        houseRulesAr: 'يُمنع التدخين داخل المكان.',
        cityId: city?.id ?? 0,
        categoryId: category?.id ?? 0,
        areaEn: 'Al Shati',
        areaAr: 'الشاطئ',
        lat: 21.6,
        lng: 39.1,
        guests: 4,
        bedrooms: 2,
        beds: 2,
        bathrooms: 1,
        checkInTime: '15:00',
        checkOutTime: '12:00',
        cancellationPolicy: 'moderate',
        basePriceMinor: 45_000,
        cleaningFeeMinor: 7_500,
      })
      .returning({ id: s.units.id });
    unitId = unit?.id ?? 0;
    await db.insert(s.unitPriceOverrides).values({ unitId, day: `${Y}-03-13`, priceMinor: 60_000 });
    await db.insert(s.unitBlockedDays).values({ unitId, day: `${Y}-03-20` });
    const extras = await db
      .insert(s.unitExtras)
      .values([
        {
          unitId,
          nameEn: 'Daily housekeeping',
          nameAr: 'تنظيف يومي',
          priceMinor: 8_000,
          pricing: 'per_night',
        },
        {
          unitId,
          nameEn: 'Airport pickup',
          nameAr: 'توصيل من المطار',
          priceMinor: 15_000,
          pricing: 'per_stay',
          position: 1,
        },
      ])
      .returning({ id: s.unitExtras.id });
    perNight = extras[0]?.id ?? 0;
    perStay = extras[1]?.id ?? 0;
  });

  const check = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/units/check-availability',
      payload: { unit_id: unitId, ...body },
      headers,
    });

  it('prices each night from its override or the base, plus extras and cleaning, in halalas', async () => {
    const res = await check({
      check_in: `${Y}-03-12`,
      check_out: `${Y}-03-15`,
      guests: 2,
      extras: [perNight, perStay],
    });
    expect(res.statusCode).toBe(200);
    const { data } = CheckAvailabilityResponse.parse(res.json());
    const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' });
    expect(data.available).toBe(true);
    expect(data.reasons).toEqual([]);
    expect(data.nights).toBe(3);
    expect(data.lines).toEqual([
      { date: `${Y}-03-12`, price: sar(45_000), source: 'base', rule: 'base', season: null },
      { date: `${Y}-03-13`, price: sar(60_000), source: 'override', rule: 'override', season: null },
      { date: `${Y}-03-14`, price: sar(45_000), source: 'base', rule: 'base', season: null },
    ]);
    expect(data.extras).toEqual([
      { id: perNight, name: 'Daily housekeeping', pricing: 'per_night', quantity: 3, amount: sar(24_000) },
      { id: perStay, name: 'Airport pickup', pricing: 'per_stay', quantity: 1, amount: sar(15_000) },
    ]);
    expect(data.cleaning_fee).toEqual(sar(7_500));
    // VAT (15 %) is its own line, from the same price engine as checkout: 196,500 × 15 % = 29,475.
    expect(data.vat).toEqual(sar(29_475));
    expect(data.total).toEqual(sar(45_000 + 60_000 + 45_000 + 24_000 + 15_000 + 7_500 + 29_475));
    expect(data.message).toBe('These dates are available.');
  });

  it('converts each line once, half up, and totals the converted lines', async () => {
    const res = await check(
      { check_in: `${Y}-03-12`, check_out: `${Y}-03-14`, guests: 1, extras: [perStay] },
      { currency: 'USD' },
    );
    const { data } = CheckAvailabilityResponse.parse(res.json());
    // 450.00 SAR × 0.266667 = 120.00015 → 12000; 600 → 16000.02 → 16000; 150 → 40.00005 → 4000; 75 → 2000.0025 → 2000.
    expect(data.lines.map((l) => l.price)).toEqual([
      { amount_minor: 12_000, currency: 'USD' },
      { amount_minor: 16_000, currency: 'USD' },
    ]);
    expect(data.extras[0]?.amount).toEqual({ amount_minor: 4_000, currency: 'USD' });
    expect(data.cleaning_fee).toEqual({ amount_minor: 2_000, currency: 'USD' });
    // VAT 191.25 SAR (15 % of 1,275.00) → 51.00006 → 5100.
    expect(data.vat).toEqual({ amount_minor: 5_100, currency: 'USD' });
    expect(data.total).toEqual({ amount_minor: 39_100, currency: 'USD' });
  });

  it('is unavailable over a blocked night, naming it, and in Arabic when asked', async () => {
    const res = await check(
      { check_in: `${Y}-03-18`, check_out: `${Y}-03-22`, guests: 6 },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(200);
    const { data } = CheckAvailabilityResponse.parse(res.json());
    expect(data.available).toBe(false);
    expect(data.reasons).toEqual([
      { code: 'blocked', message: 'بعض هذه الليالي محجوزة مسبقًا.', dates: [`${Y}-03-20`] },
      { code: 'guests', message: 'يتسع هذا المكان لـ4 ضيوف كحد أقصى.' },
    ]);
    expect(data.message).toBe('هذه التواريخ غير متاحة.');
    // The preview is still priced, so the client can show what the stay would cost.
    expect(data.nights).toBe(4);
  });

  it('is available when the stay ends on the blocked night (check-out day is not a night)', async () => {
    const { data } = CheckAvailabilityResponse.parse(
      (await check({ check_in: `${Y}-03-18`, check_out: `${Y}-03-20`, guests: 4 })).json(),
    );
    expect(data.available).toBe(true);
  });

  it('refuses a check-in in the past as unavailable', async () => {
    const { data } = CheckAvailabilityResponse.parse(
      (await check({ check_in: '2020-01-01', check_out: '2020-01-03', guests: 1 })).json(),
    );
    expect(data.reasons.map((r) => r.code)).toEqual(['past']);
  });

  it.each([
    [
      { check_in: `${Y}-03-12`, check_out: `${Y}-03-12`, guests: 1 },
      'check_out',
      'Check-out must be after check-in.',
    ],
    [
      { check_in: `${Y}-03-12`, check_out: `${Y}-07-01`, guests: 1 },
      'check_out',
      'A stay can be at most 90 nights.',
    ],
    [
      { check_in: `${Y}-03-12`, check_out: `${Y}-03-14`, guests: 0 },
      'guests',
      'Enter a number no smaller than 1.',
    ],
    [
      { check_in: `${Y}-03-12`, check_out: `${Y}-03-14`, guests: 1, extras: [999_999] },
      'extras',
      'This extra isn’t offered for this place.',
    ],
  ])('refuses %j with a 422', async (body, field, message) => {
    const res = await check(body);
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toContainEqual({ field, message });
  });

  it('answers 404 for a unit that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/units/check-availability',
      payload: { unit_id: 999_999, check_in: `${Y}-03-12`, check_out: `${Y}-03-14`, guests: 1 },
    });
    expect(res.statusCode).toBe(404);
  });

  describe('GET /api/v1/units/available-days', () => {
    const days = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/units/available-days?unit_id=${unitId}&${query}`,
        headers,
      });

    it('lists every day of the months with its price and availability', async () => {
      const res = await days(`from=${Y}-02&to=${Y}-03`, { currency: 'AED' });
      const { data } = AvailableDaysResponse.parse(res.json());
      expect(data.items).toHaveLength(28 + 31);
      expect(data.items[0]?.date).toBe(`${Y}-02-01`);
      expect(data.items.at(-1)?.date).toBe(`${Y}-03-31`);
      const day = (date: string) => data.items.find((d) => d.date === date);
      // 450 SAR × 0.979333 = 440.70 AED; 600 → 587.60.
      expect(day(`${Y}-03-12`)).toEqual({
        date: `${Y}-03-12`,
        available: true,
        price: { amount_minor: 44_070, currency: 'AED' },
        rule: 'base',
      });
      expect(day(`${Y}-03-13`)?.price.amount_minor).toBe(58_760);
      expect(day(`${Y}-03-20`)?.available).toBe(false);
    });

    it('marks past days unavailable', async () => {
      const { data } = AvailableDaysResponse.parse((await days('from=2020-01&to=2020-01')).json());
      expect(data.items.every((d) => !d.available)).toBe(true);
    });

    it.each([`from=${Y}-05&to=${Y}-04`, `from=${Y}-01&to=${Y + 1}-01`, `from=${Y}-13&to=${Y}-12`])(
      'refuses %s with a 422',
      async (query) => {
        const res = await days(query);
        expect(res.statusCode).toBe(422);
      },
    );
  });
});
