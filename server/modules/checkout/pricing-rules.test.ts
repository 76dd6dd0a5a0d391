import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceStay } from './pricing';
import { priceNights, stayLimits, type Season, type UnitRules } from './pricing-rules';

/**
 * The engine against a reference written the plain way, for random rules and stays: every night's
 * price, and the stay's total as the sum of its nights. The reference walks the rules in the order the
 * contract states (base → weekend → season → a night's price → weekly/monthly → early-bird/last-minute)
 * with floating-point Math.round for "half up" (exact here: a whole number over 100 is either x.5
 * exactly or at least 0.01 from it) and its own weekday arithmetic, so it shares no code with the engine.
 */

const DAY = 86_400_000;
const dayAt = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * DAY).toISOString().slice(0, 10);
const dayIndex = (date: string) => Math.round((Date.parse(date) - Date.UTC(2027, 0, 1)) / DAY);
// 1 January 2027 is a Friday (ISO 5).
const weekdayOf = (date: string) => ((((dayIndex(date) + 4) % 7) + 7) % 7) + 1;
const pct = (price: number, change: number) => Math.round((price * (100 + change)) / 100);

function reference(rules: UnitRules, from: number, nights: number, lead: number) {
  const prices: number[] = [];
  for (let i = 0; i < nights; i += 1) {
    const date = dayAt(from + i);
    let price = rules.basePriceMinor;
    if (rules.weekendPriceMinor !== null && rules.weekendNights.includes(weekdayOf(date))) {
      price = rules.weekendPriceMinor;
    }
    for (const s of rules.seasons) {
      if (date >= s.firstNight && date <= s.lastNight) {
        price = s.priceMinor !== null ? s.priceMinor : pct(price, s.percent ?? 0);
      }
    }
    const own = rules.overrides.get(date);
    if (own !== undefined) price = own;
    if (nights >= 28 && rules.monthlyPercent > 0) price = pct(price, -rules.monthlyPercent);
    else if (nights >= 7 && rules.weeklyPercent > 0) price = pct(price, -rules.weeklyPercent);
    if (rules.earlyBirdPercent > 0 && rules.earlyBirdDays > 0 && lead >= rules.earlyBirdDays) {
      price = pct(price, -rules.earlyBirdPercent);
    } else if (rules.lastMinutePercent > 0 && lead <= rules.lastMinuteDays) {
      price = pct(price, -rules.lastMinutePercent);
    }
    prices.push(price);
  }
  return prices;
}

const price = fc.integer({ min: 100, max: 5_000_000 });

/** Seasons that never overlap (as the database enforces): sorted cut points taken in pairs. */
const seasons = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { minLength: 0, maxLength: 8 })
  .chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i]!, sorted[i + 1]! - 1]);
    return fc.tuple(
      ...pairs.map(([first, last]) =>
        fc.record({
          fixed: fc.option(price, { nil: null }),
          percent: fc.integer({ min: -90, max: 300 }),
          first: fc.constant(first),
          last: fc.constant(Math.max(first, last)),
        }),
      ),
    );
  })
  .map((list): Season[] =>
    list.map((s, i) => ({
      id: i + 1,
      name: `Season ${i + 1}`,
      firstNight: dayAt(s.first),
      lastNight: dayAt(s.last),
      priceMinor: s.fixed,
      percent: s.fixed === null ? s.percent : null,
      minNights: null,
      maxNights: null,
    })),
  );

const rulesArb = fc.record({
  basePriceMinor: price,
  minNights: fc.constant(1),
  weekendNights: fc.subarray([1, 2, 3, 4, 5, 6, 7]),
  weekendPriceMinor: fc.option(price, { nil: null }),
  weeklyPercent: fc.integer({ min: 0, max: 90 }),
  monthlyPercent: fc.integer({ min: 0, max: 90 }),
  earlyBirdPercent: fc.integer({ min: 0, max: 90 }),
  earlyBirdDays: fc.integer({ min: 0, max: 200 }),
  lastMinutePercent: fc.integer({ min: 0, max: 90 }),
  lastMinuteDays: fc.integer({ min: 0, max: 30 }),
  maxNights: fc.constant(null),
  advanceNoticeDays: fc.constant(0),
  prepNights: fc.constant(0),
  seasons,
  overrides: fc
    .dictionary(fc.integer({ min: 0, max: 130 }).map(String), price, { maxKeys: 20 })
    .map((o) => new Map(Object.entries(o).map(([k, v]) => [dayAt(Number(k)), v]))),
  checkInMinNights: fc.constant(new Map<string, number>()),
});

describe('the pricing rules engine', () => {
  it('prices every night as the rules in their order do, and the stay as the sum of its nights', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 35 }),
        fc.integer({ min: 0, max: 250 }),
        (rules, from, nights, lead) => {
          const checkIn = dayAt(from);
          const bookedOn = dayAt(from - lead);
          const priced = priceNights(rules, checkIn, dayAt(from + nights), bookedOn);
          const expected = reference(rules, from, nights, lead);
          expect(priced.map((n) => n.priceMinor)).toEqual(expected);
          const total = priceStay({ nights: priced, extras: [], cleaningFeeMinor: 0 }).nightsMinor;
          expect(total).toBe(expected.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('names the rule that set each night', () => {
    const rules: UnitRules = {
      basePriceMinor: 40_000,
      minNights: 1,
      weekendNights: [4, 5],
      weekendPriceMinor: 55_000,
      weeklyPercent: 10,
      monthlyPercent: 0,
      earlyBirdPercent: 0,
      earlyBirdDays: 0,
      lastMinutePercent: 0,
      lastMinuteDays: 0,
      maxNights: null,
      advanceNoticeDays: 0,
      prepNights: 0,
      seasons: [
        {
          id: 1,
          name: 'Eid',
          firstNight: '2027-01-11',
          lastNight: '2027-01-12',
          priceMinor: null,
          percent: 50,
          minNights: 3,
          maxNights: null,
        },
      ],
      overrides: new Map([['2027-01-12', 90_000]]),
      checkInMinNights: new Map([['2027-01-12', 4]]),
    };
    // Mon 4 Jan … Tue 12 Jan 2027; Thursday 7 and Friday 8 are weekend nights in Saudi Arabia.
    const nights = priceNights(rules, '2027-01-07', '2027-01-13', '2027-01-01');
    expect(nights.map((n) => [n.date, n.priceMinor, n.rule, n.season])).toEqual([
      ['2027-01-07', 55_000, 'weekend', null],
      ['2027-01-08', 55_000, 'weekend', null],
      ['2027-01-09', 40_000, 'base', null],
      ['2027-01-10', 40_000, 'base', null],
      ['2027-01-11', 60_000, 'season', 'Eid'],
      ['2027-01-12', 90_000, 'override', 'Eid'],
    ]);
    const week = priceNights(rules, '2027-01-06', '2027-01-13', '2027-01-01');
    expect(week.every((n) => n.rule === 'weekly')).toBe(true);
    expect(week[0]?.priceMinor).toBe(36_000);
    const limits = (date: string) => stayLimits(rules, date);
    expect(limits('2027-01-11')).toEqual({
      minNights: 3,
      maxNights: null,
      fromSeason: true,
      fromNight: false,
    });
    expect(limits('2027-01-10')).toEqual({
      minNights: 1,
      maxNights: null,
      fromSeason: false,
      fromNight: false,
    });
    // The night's own minimum comes before its season's.
    expect(limits('2027-01-12')).toEqual({
      minNights: 4,
      maxNights: null,
      fromSeason: true,
      fromNight: true,
    });
  });
});
