import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalculatePriceResponse } from '../../../contract/checkout';
import { UnitListResponse } from '../../../contract/units';
import { CURRENCY_ROWS, RATES_AS_OF } from '../../db/seed/catalogue-data';
import * as s from '../../db/schema/index';
import { freshIp } from '../../test/accounts';
import { makeUnit, quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * The dated listing card's total is written by PostgreSQL (card-json.stayTotalSql), the quote's by the
 * engine in node (checkout/pricing-rules.ts): for random pricing rules (weekend price, seasons with a
 * price or a percentage, night prices, weekly/monthly, early-bird/last-minute) and random stays, in SAR
 * and another currency, the card shows exactly the quote's total. This is what keeps "the price a
 * guest sees is the price charged" true from the search onwards.
 */
describe('a dated card under pricing rules', () => {
  const t = useTestApp({ workJobs: false });
  let token = '';
  let unitId = 0;

  beforeAll(async () => {
    const db = t.database.db;
    token = (await quickGuest(db)).token;
    unitId = (await makeUnit(db, { basePriceMinor: 37_777, cleaningFeeMinor: 5_001 })).id;
    await db
      .insert(s.currencies)
      .values(CURRENCY_ROWS.map((c, position) => ({ ...c, ratesAsOf: RATES_AS_OF, position })))
      .onConflictDoNothing();
  });

  const percent = fc.integer({ min: 0, max: 60 });
  const rules = fc.record({
    weekend: fc.option(fc.integer({ min: 100, max: 900_000 }), { nil: null }),
    weekly: percent,
    monthly: percent,
    earlyBird: percent,
    earlyBirdDays: fc.integer({ min: 0, max: 120 }),
    lastMinute: percent,
    lastMinuteDays: fc.integer({ min: 0, max: 40 }),
    seasonStart: fc.integer({ min: 0, max: 40 }),
    seasonLength: fc.integer({ min: 1, max: 20 }),
    seasonFixed: fc.option(fc.integer({ min: 100, max: 900_000 }), { nil: null }),
    seasonPercent: fc.integer({ min: -90, max: 300 }),
    overrides: fc.uniqueArray(fc.integer({ min: 0, max: 70 }), { maxLength: 6 }),
  });

  it('equals the quote for random rules and stays', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        rules,
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('SAR', 'USD', 'AED'),
        async (r, offset, nights, currency) => {
          await db.delete(s.unitPricing).where(eq(s.unitPricing.unitId, unitId));
          await db.delete(s.unitSeasons).where(eq(s.unitSeasons.unitId, unitId));
          await db.delete(s.unitPriceOverrides).where(eq(s.unitPriceOverrides.unitId, unitId));
          await db.insert(s.unitPricing).values({
            unitId,
            weekendPriceMinor: r.weekend,
            weeklyPercent: r.weekly,
            monthlyPercent: r.monthly,
            earlyBirdPercent: r.earlyBird,
            earlyBirdDays: r.earlyBirdDays,
            lastMinutePercent: r.lastMinute,
            lastMinuteDays: r.lastMinuteDays,
          });
          await db.insert(s.unitSeasons).values({
            unitId,
            name: 'Random',
            firstNight: stay(r.seasonStart, 1).check_in,
            lastNight: stay(r.seasonStart + r.seasonLength - 1, 1).check_in,
            priceMinor: r.seasonFixed,
            percent: r.seasonFixed === null ? r.seasonPercent : null,
          });
          if (r.overrides.length) {
            await db.insert(s.unitPriceOverrides).values(
              r.overrides.map((o) => ({
                unitId,
                day: stay(o, 1).check_in,
                priceMinor: 20_000 + o * 1_111,
              })),
            );
          }
          t.app.publicCache.invalidate('units');
          const dates = stay(offset, nights);
          const res = await t.app.inject({
            url: `/api/v1/units/filter?city=test-city&check_in=${dates.check_in}&check_out=${dates.check_out}&per_page=50`,
            headers: { currency },
            remoteAddress: freshIp(),
          });
          const card = UnitListResponse.parse(res.json()).data.items.find((c) => c.id === unitId);
          expect(card?.stay?.nights).toBe(nights);
          const quoted = await send(
            t.app,
            'POST',
            '/api/v1/checkout/calculate-price',
            token,
            { unit_id: unitId, ...dates, guests: 1 },
            { currency },
          );
          const quote = CalculatePriceResponse.parse(quoted.json()).data.quote;
          expect(card?.stay?.total).toEqual(currency === 'SAR' ? quote.total : quote.approx_total);
        },
      ),
      { numRuns: 40 },
    );
  });
});
