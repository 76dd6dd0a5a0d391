import { describe, expect, it } from 'vitest';
import { convertFromSar, sarRangeFor, type Rate } from './money';

const SAR: Rate = { code: 'SAR', rateMicros: 1_000_000, exponent: 2 };
const USD: Rate = { code: 'USD', rateMicros: 266_667, exponent: 2 };
const EGP: Rate = { code: 'EGP', rateMicros: 13_200_000, exponent: 2 };

describe('convertFromSar', () => {
  it('leaves SAR as it is', () => {
    expect(convertFromSar(45_000, SAR)).toEqual({ amount_minor: 45_000, currency: 'SAR' });
  });

  it('rounds half up to the target minor unit', () => {
    // 3 halalas × 0.5 = 1.5 → 2; 1 halala × 0.5 = 0.5 → 1; 0.49 → 0.
    const half: Rate = { code: 'USD', rateMicros: 500_000, exponent: 2 };
    expect(convertFromSar(3, half).amount_minor).toBe(2);
    expect(convertFromSar(1, half).amount_minor).toBe(1);
    expect(convertFromSar(1, { ...half, rateMicros: 490_000 }).amount_minor).toBe(0);
  });

  it('converts realistic amounts exactly, beyond 2^53 intermediate products', () => {
    expect(convertFromSar(37_500, USD).amount_minor).toBe(10_000); // 375 SAR = 100.00 USD (rounded)
    expect(convertFromSar(100_000, EGP).amount_minor).toBe(1_320_000);
    expect(convertFromSar(9_000_000_000_000, EGP).amount_minor).toBe(118_800_000_000_000);
  });

  it('handles a target with a different minor unit', () => {
    const kwd: Rate = { code: 'USD', rateMicros: 82_000, exponent: 3 }; // 3-digit minor unit
    expect(convertFromSar(100, kwd).amount_minor).toBe(82); // 1 SAR = 0.082 → 82 fils
  });
});

describe('sarRangeFor', () => {
  it('is the identity for SAR', () => {
    expect(sarRangeFor(10_000, 20_000, SAR)).toEqual({ min: 10_000, max: 20_000 });
  });

  it('keeps exactly the SAR prices whose converted price is in range', () => {
    const range = sarRangeFor(10_000, 20_000, USD);
    for (let sar = 30_000; sar <= 80_000; sar += 1) {
      const shown = convertFromSar(sar, USD).amount_minor;
      const inRange = shown >= 10_000 && shown <= 20_000;
      expect(sar >= (range.min ?? 0) && sar <= (range.max ?? Infinity)).toBe(inRange);
    }
  });

  it('drops a zero minimum', () => {
    expect(sarRangeFor(0, undefined, EGP)).toEqual({});
  });
});
