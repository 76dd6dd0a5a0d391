import type { CalculatePriceRequest, Quote } from '../../../contract/checkout';
import type { CurrencyCode, Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertInBookingWindow } from '../../lib/booking-window';
import type { Rate } from '../../lib/money';
import { eachDay, today } from '../../lib/days';
import { checkPromo, type PromoCheck } from './promo';
import { fingerprintOf, priceStay, totalIn, type PriceBreakdown } from './pricing';
import { priceNights } from './pricing-rules';
import { findQuoteInputs, type QuoteInputs } from './quote-inputs';
import { rulesOf } from './rules-sql';
import { stayProblems, type StayProblem } from './stay-rules';

export type QuoteProblem = StayProblem;

export interface Quoted {
  quote: Quote;
  price: PriceBreakdown;
  problems: QuoteProblem[];
  promo: PromoCheck | null;
  unit: NonNullable<QuoteInputs['unit']>;
  /** Read with the quote: checkout refuses a guest whose profile is incomplete. */
  profileReady: boolean;
  /** Holds on these nights whose time ran out but that are not ended yet (checkout ends them first). */
  staleHolds: number;
}

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

/**
 * Prices a stay for one guest with the one engine, in SAR (the charge currency), and lists what keeps
 * it from being booked. A refused promo code is left out of the price and reported in `promo`. A
 * check-in beyond the booking window is refused outright (422), like a stay that is too long.
 * `shown` is the currency the guest chose: the quote stays in SAR and carries its total in that
 * currency beside it, as an approximation (pricing.totalIn).
 */
export async function quoteStay(
  db: Database,
  locale: Locale,
  userId: string,
  body: CalculatePriceRequest,
  now = new Date(),
  shown: CurrencyCode = 'SAR',
): Promise<Quoted> {
  assertInBookingWindow(body.check_in, now);
  const wanted = [...new Set(body.extras ?? [])];
  const nightDates = eachDay(body.check_in, body.check_out);
  const [inputs, promo] = await Promise.all([
    findQuoteInputs(db, {
      unitId: body.unit_id,
      userId,
      from: body.check_in,
      to: body.check_out,
      extras: wanted,
      currency: shown,
    }),
    body.promo_code
      ? checkPromo(db, { code: body.promo_code, userId, nights: nightDates.length, now })
      : Promise.resolve(null),
  ]);
  const { unit, extras, balance } = inputs;
  if (!unit) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  if (extras.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'extras', messageKey: 'units.unknown_extra' },
    ]);
  }

  const rules = rulesOf(unit, inputs.seasons, inputs.overrides, inputs.checkInMinNights);
  const bookedOn = today(now);
  const problems = stayProblems(locale, {
    checkIn: body.check_in,
    checkOut: body.check_out,
    guests: body.guests,
    today: bookedOn,
    rules,
    blocked: inputs.blocked,
    taken: inputs.taken,
    prepConflict: inputs.prepConflict,
    nights: nightDates,
  });
  const price = priceStay({
    nights: priceNights(rules, body.check_in, body.check_out, bookedOn),
    extras,
    cleaningFeeMinor: unit.cleaningFeeMinor,
    promo: promo?.ok ? promo.terms : null,
    coins: { balance, use: body.use_coins ?? false },
  });
  return {
    quote: toQuote(body, price, balance, locale, inputs.shown),
    price,
    problems,
    promo,
    unit,
    profileReady: inputs.ready,
    staleHolds: inputs.staleHolds,
  };
}

export function toQuote(
  body: Pick<CalculatePriceRequest, 'unit_id' | 'check_in' | 'check_out' | 'guests'>,
  price: PriceBreakdown,
  balance: number,
  locale: Locale,
  shown: Rate | null = null,
): Quote {
  return {
    unit_id: body.unit_id,
    check_in: body.check_in,
    check_out: body.check_out,
    guests: body.guests,
    nights_count: price.nights.length,
    nights: price.nights.map((n) => ({
      date: n.date,
      amount: sar(n.amountMinor),
      source: n.source,
      rule: n.rule,
      season: n.season,
    })),
    extras: price.extras.map((e) => ({
      id: e.id,
      name: locale === 'ar' ? e.nameAr : e.nameEn,
      pricing: e.pricing,
      quantity: e.quantity,
      amount: sar(e.amountMinor),
    })),
    nights_total: sar(price.nightsMinor),
    extras_total: sar(price.extrasMinor),
    cleaning_fee: sar(price.cleaningFeeMinor),
    discount: sar(price.discountMinor),
    promo_code: price.promoCode,
    vat_rate_bp: price.vatRateBp,
    vat: sar(price.vatMinor),
    coins_spent: price.coinsSpent,
    coins_amount: sar(price.coinsMinor),
    total: sar(price.totalMinor),
    approx_total: shown && shown.code !== 'SAR' ? totalIn(price, shown) : null,
    coins_available: balance,
    coins_usable: price.coinsUsable,
    fingerprint: fingerprintOf({ unitId: body.unit_id, guests: body.guests }, price),
  };
}
