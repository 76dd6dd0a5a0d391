import type { CurrencyCode, Money } from '../../contract/common';

/** A currency's conversion data as the repository reads it from `currencies`. */
export interface Rate {
  code: CurrencyCode;
  /** Units of this currency per 1 SAR, times 10^6. */
  rateMicros: number;
  exponent: number;
}

const MICROS = 1_000_000n;
const SAR_EXPONENT = 2;

/**
 * The rate as an exact fraction p/q: target minor units per halala. Every conversion starts here
 * (convertFromSar, sarRangeFor, and the SQL that writes prices: modules/units/card-json.ts).
 */
export function rateFraction(rate: Rate): { p: bigint; q: bigint } {
  const scale = 10n ** BigInt(Math.max(0, rate.exponent - SAR_EXPONENT));
  const shrink = 10n ** BigInt(Math.max(0, SAR_EXPONENT - rate.exponent));
  return { p: BigInt(rate.rateMicros) * scale, q: MICROS * shrink };
}

/**
 * Converts an amount in SAR minor units (halalas) to `rate`'s minor units, rounding half up (away from
 * zero for negatives, which never occur in prices). BigInt keeps it exact: a halala amount times a rate
 * in micros can pass 2^53. Every price node builds goes through here exactly once; the cards and unit
 * pages PostgreSQL writes use the same formula (modules/units/card-json.ts, held equal by a test).
 */
export function convertFromSar(halalas: number, rate: Rate): Money {
  const { p, q } = rateFraction(rate);
  const numerator = BigInt(halalas) * p;
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator * sign;
  const rounded = (abs * 2n + q) / (q * 2n);
  return { amount_minor: Number(rounded * sign), currency: rate.code };
}

/**
 * The SAR range whose converted price lies in [min, max] of the target currency, so the price filter
 * matches exactly the cards whose shown price is in range. With half-up rounding, shown ≥ min ⇔
 * sar·r ≥ min − ½ and shown ≤ max ⇔ sar·r < max + ½ (r in target minor units per halala).
 */
export function sarRangeFor(
  min: number | undefined,
  max: number | undefined,
  rate: Rate,
): { min?: number; max?: number } {
  const { p, q } = rateFraction(rate);
  const range: { min?: number; max?: number } = {};
  if (min !== undefined && min > 0) {
    // sar ≥ (2·min − 1)·q / (2p), rounded up.
    range.min = Number(ceilDiv((2n * BigInt(min) - 1n) * q, 2n * p));
  }
  if (max !== undefined) {
    // sar < (2·max + 1)·q / (2p): the largest integer strictly below it.
    range.max = Number(ceilDiv((2n * BigInt(max) + 1n) * q, 2n * p) - 1n);
  }
  return range;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return a >= 0n ? (a + b - 1n) / b : -(-a / b);
}
