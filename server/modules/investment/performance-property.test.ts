import { TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentPerformance } from '../../../contract/investment';
import { makeUnit, quickGuest } from '../../test/checkout';
import { addDays } from '../../lib/days';
import { bookNights, makeOffer, type NightsInput } from '../../test/investment';
import { useTestApp } from '../../test/test-app';
import { getInvestmentPerformance } from './performance';

const SAR = { code: 'SAR', rateMicros: 1_000_000, exponent: 2 } as const;
const COUNTED = new Set(['confirmed', 'completed']);

/** The test city is Saudi: Riyadh is UTC+3 all year. */
const riyadhDay = (now: Date) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** The same day a year earlier, or the month's last day (29 February → 28 February), as PostgreSQL does. */
function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const stayArb = fc.record({
  gap: fc.integer({ min: 0, max: 60 }),
  rates: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 9 }),
  status: fc.constantFrom('pending_payment', 'confirmed', 'completed', 'cancelled', 'expired'),
  refundBp: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
});

type StayGen = typeof stayArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Whatever the stays, statuses, refunds and day: the income is the sum over the counted nights inside
 * the window of each night's rate less its refunded share (rounded half up per night), and the other
 * figures agree with it.
 */
describe('investment performance, for any reservations', () => {
  const t = useTestApp();
  let unitId = 0;
  let userId = '';
  let slug = '';

  beforeAll(async () => {
    unitId = (await makeUnit(t.database.db)).id;
    userId = (await quickGuest(t.database.db)).userId;
    slug = (await makeOffer(t.database.db, unitId)).slug;
  });

  /** Writes the stays one after another from 30 days before the window, reads the figures, rolls back. */
  async function measure(now: Date, first: string, stays: StayGen[]) {
    let answer: InvestmentPerformance | undefined;
    const booked: Omit<NightsInput, 'unitId' | 'userId'>[] = [];
    try {
      await t.database.db.transaction(async (tx) => {
        let day = addDays(first, -30);
        for (const stay of stays) {
          day = addDays(day, stay.gap);
          const input = { checkIn: day, rates: stay.rates, status: stay.status, refundBp: stay.refundBp };
          await bookNights(tx, { unitId, userId, ...input });
          booked.push(input);
          day = addDays(day, stay.rates.length);
        }
        answer = await getInvestmentPerformance(tx, slug, SAR, now);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
    return { answer, booked };
  }

  it('sums the nights in the window', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('2030-01-01T00:00:00Z'),
          max: new Date('2032-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.array(stayArb, { maxLength: 10 }),
        async (now, stays) => {
          const end = riyadhDay(now);
          const first = yearBefore(end);
          const { answer, booked } = await measure(now, first, stays);
          let income = 0;
          let nights = 0;
          let counted = 0;
          for (const stay of booked) {
            if (!COUNTED.has(stay.status)) continue;
            const kept = 10_000 - (stay.refundBp ?? 0);
            const inside = stay.rates.filter((_, i) => {
              const night = addDays(stay.checkIn, i);
              return night >= first && night < end;
            });
            for (const rate of inside) income += Math.floor((rate * kept + 5_000) / 10_000);
            nights += inside.length;
            if (inside.length > 0) counted += 1;
          }
          const actual = answer?.actual;
          expect(actual?.first_night).toBe(first);
          expect(actual?.last_night).toBe(addDays(end, -1));
          expect(actual?.income.amount_minor).toBe(income);
          expect(actual?.occupied_nights).toBe(nights);
          expect(actual?.stays).toBe(counted);
          expect(actual?.average_nightly_rate?.amount_minor ?? null).toBe(
            nights === 0 ? null : Math.floor((income * 2 + nights) / (nights * 2)),
          );
          const span = actual?.window_nights ?? 0;
          expect(actual?.occupancy_bps).toBe(Math.floor((nights * 20_000 + span) / (span * 2)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
