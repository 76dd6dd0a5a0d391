import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_VALUE_MINOR } from '../../../contract/checkout';
import { discountFor, mulDivHalfUp, priceStay, type PriceInput } from './pricing';

const nights = (...prices: number[]) =>
  prices.map((priceMinor, i) => ({
    date: `2031-06-${String(i + 1).padStart(2, '0')}`,
    priceMinor,
    rule: 'base' as const,
    season: null,
  }));

describe('priceStay', () => {
  it('prices each night at its own price, extras, the fee, the discount, VAT as its own line, and coins', () => {
    const price = priceStay({
      nights: nights(45_000, 60_000, 45_000),
      extras: [
        { id: 1, nameEn: 'Housekeeping', nameAr: 'تنظيف', pricing: 'per_night', priceMinor: 8_000 },
        { id: 2, nameEn: 'Pickup', nameAr: 'توصيل', pricing: 'per_stay', priceMinor: 15_000 },
      ],
      cleaningFeeMinor: 7_500,
      promo: { code: 'TEN', percentOff: 10, amountOffMinor: null },
      coins: { balance: 1_000, use: true },
    });
    expect(price.nightsMinor).toBe(150_000);
    expect(price.extras.map((e) => [e.quantity, e.amountMinor])).toEqual([
      [3, 24_000],
      [1, 15_000],
    ]);
    expect(price.subtotalMinor).toBe(196_500);
    expect(price.discountMinor).toBe(19_650);
    expect(price.vatMinor).toBe(26_528); // 15 % of 176,850 = 26,527.5, half up
    expect(price.coinsSpent).toBe(1_000);
    expect(price.coinsMinor).toBe(10_000);
    expect(price.totalMinor).toBe(176_850 + 26_528 - 10_000);
  });

  it('caps a fixed discount at the subtotal and coins at half the total', () => {
    expect(discountFor({ code: 'BIG', percentOff: null, amountOffMinor: 999_999 }, 5_000)).toBe(5_000);
    const price = priceStay({
      nights: nights(10_000),
      extras: [],
      cleaningFeeMinor: 0,
      coins: { balance: 10_000, use: true },
    });
    expect(price.coinsMinor).toBeLessThanOrEqual(price.subtotalMinor + price.vatMinor - price.totalMinor);
    expect(price.coinsSpent).toBe(Math.floor(11_500 / 2 / COIN_VALUE_MINOR));
  });

  it('rounds half up', () => {
    expect(mulDivHalfUp(5, 15, 100)).toBe(1); // 0.75
    expect(mulDivHalfUp(10, 15, 100)).toBe(2); // 1.5
    expect(mulDivHalfUp(3, 15, 100)).toBe(0); // 0.45
  });

  const input = fc.record({
    nights: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 90 }),
    extras: fc.array(
      fc.record({
        pricing: fc.constantFrom('per_night' as const, 'per_stay' as const),
        priceMinor: fc.integer({ min: 0, max: 500_000 }),
      }),
      { maxLength: 5 },
    ),
    cleaningFeeMinor: fc.integer({ min: 0, max: 200_000 }),
    promo: fc.option(
      fc.oneof(
        fc.integer({ min: 1, max: 100 }).map((p) => ({ code: 'P', percentOff: p, amountOffMinor: null })),
        fc
          .integer({ min: 1, max: 10_000_000 })
          .map((a) => ({ code: 'F', percentOff: null, amountOffMinor: a })),
      ),
    ),
    coins: fc.record({ balance: fc.integer({ min: 0, max: 10_000_000 }), use: fc.boolean() }),
  });
  type Generated = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const toInput = (v: Generated): PriceInput => ({
    nights: nights(...v.nights),
    extras: v.extras.map((e, i) => ({ id: i + 1, nameEn: `E${i}`, nameAr: `E${i}`, ...e })),
    cleaningFeeMinor: v.cleaningFeeMinor,
    promo: v.promo,
    coins: v.coins,
  });

  it('always adds up: total = nights + extras + fee − discount + VAT − coins, all integers, none negative', () => {
    fc.assert(
      fc.property(input, (v) => {
        const p = priceStay(toInput(v));
        const lines = [
          p.nightsMinor,
          p.extrasMinor,
          p.cleaningFeeMinor,
          p.discountMinor,
          p.vatMinor,
          p.coinsMinor,
          p.totalMinor,
        ];
        expect(lines.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(p.nights.reduce((sum, n) => sum + n.amountMinor, 0)).toBe(p.nightsMinor);
        expect(p.totalMinor).toBe(
          p.nightsMinor + p.extrasMinor + p.cleaningFeeMinor - p.discountMinor + p.vatMinor - p.coinsMinor,
        );
        expect(p.discountMinor).toBeLessThanOrEqual(p.subtotalMinor);
        // VAT is 15 % of the discounted subtotal to the nearest halala, halves up.
        expect(Math.abs(p.vatMinor * 100 - (p.subtotalMinor - p.discountMinor) * 15)).toBeLessThanOrEqual(50);
        expect(p.coinsSpent).toBeLessThanOrEqual(v.coins.balance);
        expect(p.coinsMinor * 2).toBeLessThanOrEqual(p.subtotalMinor - p.discountMinor + p.vatMinor);
        if (!v.coins.use) expect(p.coinsSpent).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic: the same stay always prices the same', () => {
    fc.assert(
      fc.property(input, (v) => {
        expect(priceStay(toInput(v))).toEqual(priceStay(toInput(v)));
      }),
    );
  });
});
