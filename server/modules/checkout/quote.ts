import type { CalculatePriceRequest, Quote } from '../../../contract/checkout';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eachDay, today } from '../../lib/days';
import { translate } from '../../i18n/translate';
import { findCalendar } from '../units/repository';
import { checkPromo, type PromoCheck } from './promo';
import { fingerprintOf, priceStay, type PriceBreakdown } from './pricing';
import * as repository from './repository';

export interface QuoteProblem {
  code: 'blocked' | 'taken' | 'guests' | 'past' | 'min_nights';
  message: string;
  dates?: string[];
}

export interface Quoted {
  quote: Quote;
  price: PriceBreakdown;
  problems: QuoteProblem[];
  promo: PromoCheck | null;
  unit: NonNullable<Awaited<ReturnType<typeof repository.findUnitTerms>>>;
}

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

/**
 * Prices a stay for one guest with the one engine, in SAR (the charge currency), and lists what keeps
 * it from being booked. A refused promo code is left out of the price and reported in `promo`.
 */
export async function quoteStay(
  db: Database,
  locale: Locale,
  userId: string,
  body: CalculatePriceRequest,
  now = new Date(),
): Promise<Quoted> {
  const unit = await repository.findUnitTerms(db, body.unit_id);
  if (!unit) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  const wanted = [...new Set(body.extras ?? [])];
  const nightDates = eachDay(body.check_in, body.check_out);
  const [calendar, extras, balance, promo] = await Promise.all([
    findCalendar(db, unit.id, body.check_in, body.check_out),
    repository.findExtras(db, unit.id, wanted),
    repository.coinBalance(db, userId),
    body.promo_code
      ? checkPromo(db, { code: body.promo_code, userId, nights: nightDates.length, now })
      : Promise.resolve(null),
  ]);
  if (extras.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'extras', messageKey: 'units.unknown_extra' },
    ]);
  }

  const problems: QuoteProblem[] = [];
  if (body.check_in < today(now))
    problems.push({ code: 'past', message: translate(locale, 'units.reason_past') });
  const blocked = nightDates.filter((d) => calendar.blocked.has(d));
  if (blocked.length)
    problems.push({ code: 'blocked', message: translate(locale, 'units.reason_blocked'), dates: blocked });
  const taken = nightDates.filter((d) => calendar.taken.has(d) && !calendar.blocked.has(d));
  if (taken.length)
    problems.push({ code: 'taken', message: translate(locale, 'checkout.reason_taken'), dates: taken });
  if (nightDates.length < unit.minNights) {
    problems.push({
      code: 'min_nights',
      message: translate(locale, 'checkout.reason_min_nights', { count: unit.minNights }),
    });
  }
  if (body.guests > unit.guests) {
    problems.push({
      code: 'guests',
      message: translate(locale, 'units.reason_guests', { count: unit.guests }),
    });
  }

  const price = priceStay({
    nights: nightDates.map((date) => {
      const override = calendar.overrides.get(date);
      return {
        date,
        priceMinor: override ?? unit.basePriceMinor,
        source: override === undefined ? 'base' : 'override',
      };
    }),
    extras: extras.map((e) => ({ ...e, pricing: e.pricing as 'per_night' | 'per_stay' })),
    cleaningFeeMinor: unit.cleaningFeeMinor,
    promo: promo?.ok ? promo.terms : null,
    coins: { balance, use: body.use_coins ?? false },
  });
  return { quote: toQuote(body, price, balance, locale), price, problems, promo, unit };
}

export function toQuote(
  body: Pick<CalculatePriceRequest, 'unit_id' | 'check_in' | 'check_out' | 'guests'>,
  price: PriceBreakdown,
  balance: number,
  locale: Locale,
): Quote {
  return {
    unit_id: body.unit_id,
    check_in: body.check_in,
    check_out: body.check_out,
    guests: body.guests,
    nights_count: price.nights.length,
    nights: price.nights.map((n) => ({ date: n.date, amount: sar(n.amountMinor), source: n.source })),
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
    coins_available: balance,
    coins_usable: price.coinsUsable,
    fingerprint: fingerprintOf({ unitId: body.unit_id, guests: body.guests }, price),
  };
}
