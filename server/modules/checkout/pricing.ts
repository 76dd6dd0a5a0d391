import { createHash } from 'node:crypto';
import { COIN_VALUE_MINOR, MAX_COIN_SHARE_BP, VAT_RATE_BP } from '../../../contract/checkout';
import type { Money } from '../../../contract/common';
import type { PriceRule } from '../../../contract/units-nights';
import { convertFromSar, type Rate } from '../../lib/money';

/**
 * The one price engine. Every price a guest sees or pays comes from `priceStay`: the unit page
 * preview (units/check-availability), checkout/calculate-price, the reservation row and the receipt.
 * It is pure integer arithmetic on SAR halalas, so the same input always gives the same lines.
 *
 * Order of the lines: nights (each at its own price, set by the pricing rules in their order:
 * pricing-rules.ts), extras, cleaning fee → subtotal; the promo
 * discount off the subtotal; VAT on what remains; coins, which are a way of paying (like a gift card),
 * not a discount, so they come after VAT; the total is what the card pays.
 */

/** A night as the rules priced it (pricing-rules.ts): its price, the rule that set it, its season. */
export interface PricedNight {
  date: string;
  priceMinor: number;
  rule: PriceRule;
  season: string | null;
}

/** The guest pages' older two-way split: a night at the base price, or one some rule changed. */
export const sourceOf = (rule: PriceRule): 'base' | 'override' => (rule === 'base' ? 'base' : 'override');

export interface PricedExtraInput {
  id: number;
  nameEn: string;
  nameAr: string;
  pricing: 'per_night' | 'per_stay';
  priceMinor: number;
}

export interface PromoTerms {
  code: string;
  percentOff: number | null;
  amountOffMinor: number | null;
}

export interface PriceInput {
  nights: readonly PricedNight[];
  extras: readonly PricedExtraInput[];
  cleaningFeeMinor: number;
  promo?: PromoTerms | null;
  /** The guest's coin balance, and whether they asked to pay with coins. */
  coins?: { balance: number; use: boolean };
}

export interface PriceBreakdown {
  nights: {
    date: string;
    amountMinor: number;
    source: 'base' | 'override';
    rule: PriceRule;
    season: string | null;
  }[];
  extras: (Omit<PricedExtraInput, 'priceMinor'> & { quantity: number; amountMinor: number })[];
  nightsMinor: number;
  extrasMinor: number;
  cleaningFeeMinor: number;
  subtotalMinor: number;
  promoCode: string | null;
  discountMinor: number;
  vatRateBp: number;
  vatMinor: number;
  coinsUsable: number;
  coinsSpent: number;
  coinsMinor: number;
  totalMinor: number;
}

/** a·num/den rounded half up, for non-negative integers; BigInt so large products stay exact. */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  return Number((n * 2n + d) / (d * 2n));
}

export function discountFor(promo: PromoTerms | null | undefined, subtotalMinor: number): number {
  if (!promo) return 0;
  const raw =
    promo.percentOff !== null
      ? mulDivHalfUp(subtotalMinor, promo.percentOff, 100)
      : (promo.amountOffMinor ?? 0);
  return Math.min(raw, subtotalMinor);
}

export function priceStay(input: PriceInput): PriceBreakdown {
  const nights = input.nights.map((n) => ({
    date: n.date,
    amountMinor: n.priceMinor,
    source: sourceOf(n.rule),
    rule: n.rule,
    season: n.season,
  }));
  const extras = input.extras.map(({ priceMinor, ...extra }) => {
    const quantity = extra.pricing === 'per_night' ? nights.length : 1;
    return { ...extra, quantity, amountMinor: priceMinor * quantity };
  });
  const nightsMinor = nights.reduce((sum, n) => sum + n.amountMinor, 0);
  const extrasMinor = extras.reduce((sum, e) => sum + e.amountMinor, 0);
  const subtotalMinor = nightsMinor + extrasMinor + input.cleaningFeeMinor;
  const discountMinor = discountFor(input.promo, subtotalMinor);
  const vatMinor = mulDivHalfUp(subtotalMinor - discountMinor, VAT_RATE_BP, 10_000);
  const grossMinor = subtotalMinor - discountMinor + vatMinor;
  // Coins pay at most half, in whole coins, so a card always confirms the stay.
  const coinCap = Math.floor((grossMinor * MAX_COIN_SHARE_BP) / 10_000 / COIN_VALUE_MINOR);
  const coinsUsable = Math.max(0, Math.min(input.coins?.balance ?? 0, coinCap));
  const coinsSpent = input.coins?.use ? coinsUsable : 0;
  const coinsMinor = coinsSpent * COIN_VALUE_MINOR;
  return {
    nights,
    extras,
    nightsMinor,
    extrasMinor,
    cleaningFeeMinor: input.cleaningFeeMinor,
    subtotalMinor,
    promoCode: discountMinor > 0 && input.promo ? input.promo.code : null,
    discountMinor,
    vatRateBp: VAT_RATE_BP,
    vatMinor,
    coinsUsable,
    coinsSpent,
    coinsMinor,
    totalMinor: grossMinor - coinsMinor,
  };
}

/**
 * The total in the guest's currency, as every page shows it: each line converted once (half up), then
 * summed, so the lines a page lists add up to it exactly. The unit page's preview, a dated listing
 * card (units/card-json.ts, the same sum in SQL) and the approximate beside the SAR charge on the
 * checkout and the receipt all come from here, so the guest sees one figure from card to receipt.
 */
export function totalIn(price: PriceBreakdown, rate: Rate): Money {
  const to = (halalas: number) => convertFromSar(halalas, rate).amount_minor;
  const sum = (amounts: { amountMinor: number }[]) =>
    amounts.reduce((all, line) => all + to(line.amountMinor), 0);
  const amount =
    sum(price.nights) +
    sum(price.extras) +
    to(price.cleaningFeeMinor) -
    to(price.discountMinor) +
    to(price.vatMinor) -
    to(price.coinsMinor);
  return { amount_minor: amount, currency: rate.code };
}

/**
 * A short hash of every line of a quote: checkout compares it with the one the guest saw, so any
 * change (a night's price, a code's discount, the coins applied) is caught, not only a new total.
 */
export function fingerprintOf(stay: { unitId: number; guests: number }, price: PriceBreakdown): string {
  const canonical = JSON.stringify([
    stay.unitId,
    stay.guests,
    price.nights.map((n) => [n.date, n.amountMinor]),
    price.extras.map((e) => [e.id, e.quantity, e.amountMinor]),
    price.cleaningFeeMinor,
    price.promoCode,
    price.discountMinor,
    price.vatMinor,
    price.coinsSpent,
    price.totalMinor,
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
