import { beforeAll, describe, expect, it } from 'vitest';
import { InvestmentPerformanceResponse } from '../../../contract/investment';
import type { Rate } from '../../lib/money';
import { quickGuest, makeUnit } from '../../test/checkout';
import { bookNights, makeOffer } from '../../test/investment';
import { useTestApp } from '../../test/test-app';
import { getInvestmentPerformance } from './performance';

const SAR: Rate = { code: 'SAR', rateMicros: 1_000_000, exponent: 2 };
const USD: Rate = { code: 'USD', rateMicros: 266_667, exponent: 2 };
/** Noon in Riyadh (the test city is Saudi) on 1 March 2031: the window is 2030-03-01 to 2031-02-28. */
const NOW = new Date('2031-03-01T09:00:00Z');

describe('investment performance', () => {
  const t = useTestApp();
  let rented: { slug: string };
  let notRented: { slug: string };

  beforeAll(async () => {
    const db = t.database.db;
    const unit = await makeUnit(db);
    const { userId } = await quickGuest(db);
    rented = await makeOffer(db, unit.id, 760);
    notRented = await makeOffer(db, null, 910);
    const book = (input: Omit<Parameters<typeof bookNights>[1], 'unitId' | 'userId'>) =>
      bookNights(db, { unitId: unit.id, userId, ...input });
    // Straddles the window's start: only 1 and 2 March count (43,050 + 44,025).
    await book({
      checkIn: '2030-02-26',
      rates: [40_000, 41_000, 42_000, 43_050, 44_025],
      status: 'completed',
    });
    // Cancelled with half refunded: its nights went back on sale, so nothing counts.
    await book({
      checkIn: '2030-06-10',
      rates: [50_000, 50_000, 50_000],
      status: 'cancelled',
      refundBp: 5_000,
    });
    // A quarter refunded: each night keeps 75 %, rounded half up on its own (33,751 + 33,752 + 35,625 + 35,630).
    await book({
      checkIn: '2030-09-01',
      rates: [45_001, 45_003, 47_500, 47_507],
      status: 'completed',
      refundBp: 2_500,
    });
    await book({ checkIn: '2030-11-05', rates: [50_000, 50_000, 50_000], status: 'completed' });
    // An unpaid hold and an expired one in the window, and a stay before it: none count.
    await book({ checkIn: '2030-12-01', rates: [70_000, 70_000], status: 'pending_payment' });
    await book({ checkIn: '2030-12-10', rates: [70_000, 70_000], status: 'expired' });
    await book({ checkIn: '2030-01-10', rates: [70_000, 70_000, 70_000], status: 'completed' });
    // Straddles the window's end: 27 and 28 February count; 1 March (today) is not over yet.
    await book({ checkIn: '2031-02-27', rates: [60_000, 61_000, 62_000], status: 'confirmed' });
  });

  it('counts occupancy, the average nightly rate and income to the halala', async () => {
    const performance = await getInvestmentPerformance(t.database.db, rented.slug, SAR, NOW);
    // income = 87,075 + 138,758 + 150,000 + 121,000 over 2 + 4 + 3 + 2 nights.
    expect(performance).toEqual({
      projected_yield_bps: 760,
      actual: {
        first_night: '2030-03-01',
        last_night: '2031-02-28',
        window_nights: 365,
        occupied_nights: 11,
        occupancy_bps: 301,
        stays: 4,
        average_nightly_rate: { amount_minor: 45_167, currency: 'SAR' },
        income: { amount_minor: 496_833, currency: 'SAR' },
      },
    });
  });

  it('converts each total once into the chosen currency', async () => {
    const { actual } = await getInvestmentPerformance(t.database.db, rented.slug, USD, NOW);
    expect(actual?.income).toEqual({ amount_minor: 132_489, currency: 'USD' });
    expect(actual?.average_nightly_rate).toEqual({ amount_minor: 12_045, currency: 'USD' });
  });

  it('moves the window with the date in the unit’s time zone', async () => {
    // 21:30 UTC on 28 February is already 1 March in Riyadh: the same window as at noon.
    const lateUtc = new Date('2031-02-28T21:30:00Z');
    const { actual } = await getInvestmentPerformance(t.database.db, rented.slug, SAR, lateUtc);
    expect(actual?.first_night).toBe('2030-03-01');
    expect(actual?.income.amount_minor).toBe(496_833);
  });

  it('answers a property that is not rented with its projection alone', async () => {
    const performance = await getInvestmentPerformance(t.database.db, notRented.slug, SAR, NOW);
    expect(performance).toEqual({ projected_yield_bps: 910, actual: null });
  });

  it('serves the figures in the envelope, with no rate when no night was let', async () => {
    // Today's window holds none of the 2030 stays.
    const res = await t.app.inject({
      url: `/api/v1/investment/units/${rented.slug}/performance`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { actual } = InvestmentPerformanceResponse.parse(res.json()).data.performance;
    expect(actual).toMatchObject({
      occupied_nights: 0,
      occupancy_bps: 0,
      stays: 0,
      average_nightly_rate: null,
    });
    expect(actual?.income).toEqual({ amount_minor: 0, currency: 'SAR' });
    expect([365, 366]).toContain(actual?.window_nights);
  });

  it('answers an unknown offer with a 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/investment/units/no-such-offer/performance' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ data: { is_success: false } });
  });
});
