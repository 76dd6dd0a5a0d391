import type { Locale } from '../../../contract/common';
import type {
  AvailableDaysQuery,
  CalendarDay,
  CheckAvailabilityRequest,
  CheckAvailabilityResponse,
} from '../../../contract/units';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertInBookingWindow, lastBookableCheckIn } from '../../lib/booking-window';
import { addDays, eachDay, monthSpan, today } from '../../lib/days';
import { convertFromSar, type Rate } from '../../lib/money';
import { priceStay, totalIn } from '../checkout/pricing';
import { nightlyPrice, priceNights } from '../checkout/pricing-rules';
import { findQuoteInputs } from '../checkout/quote-inputs';
import { rulesOf } from '../checkout/rules-sql';
import { stayProblems } from '../checkout/stay-rules';
import * as repository from './repository';

type Preview = Omit<CheckAvailabilityResponse['data'], 'is_success' | 'message'>;

/**
 * Each night of the months asked for, priced by the one engine's nightly rules (base, weekend, season,
 * a night's own price; the stay's discounts show in a quote). Past nights, nights within the host's
 * advance notice and nights beyond the booking window are never bookable, whatever the calendar says;
 * nights held or booked by a reservation, and the preparation nights around them, are taken like
 * blocked ones.
 */
export async function availableDays(db: Database, query: AvailableDaysQuery, rate: Rate, now = new Date()) {
  const { start, end } = monthSpan(query.from, query.to);
  const [found, calendar] = await Promise.all([
    repository.findRules(db, query.unit_id, start, end),
    repository.findCalendar(db, query.unit_id, start, end),
  ]);
  if (!found) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  const rules = rulesOf(found.terms, found.seasons, calendar.overrides, found.minimums);
  const first = addDays(today(now), rules.advanceNoticeDays);
  const last = lastBookableCheckIn(now);
  return eachDay(start, end).map((date): CalendarDay => {
    const night = nightlyPrice(rules, date);
    return {
      date,
      available: date >= first && date <= last && !calendar.blocked.has(date) && !calendar.taken.has(date),
      price: convertFromSar(night.priceMinor, rate),
      rule: night.rule,
    };
  });
}

/**
 * Prices a stay with the one price engine exactly as checkout quotes it (the same read, rules and
 * refusals: checkout/quote-inputs.ts, pricing-rules.ts, stay-rules.ts): each night under the pricing
 * rules, per-night extras every night, per-stay extras and the cleaning fee once, VAT on the lot.
 * Each line is computed in SAR halalas and converted once (half up), and the total is the sum of the
 * converted lines (pricing.totalIn). An extra id that is not this unit's is a 422 on `extras`: the
 * client offered something that isn't there, which is a request error, unlike a booked night.
 */
export async function checkAvailability(
  db: Database,
  locale: Locale,
  body: CheckAvailabilityRequest,
  rate: Rate,
  now = new Date(),
): Promise<Preview> {
  assertInBookingWindow(body.check_in, now);
  const wanted = [...new Set(body.extras ?? [])];
  const inputs = await findQuoteInputs(db, {
    unitId: body.unit_id,
    userId: null,
    from: body.check_in,
    to: body.check_out,
    extras: wanted,
  });
  const unit = inputs.unit;
  if (!unit) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  if (inputs.extras.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'extras', messageKey: 'units.unknown_extra' },
    ]);
  }
  const rules = rulesOf(unit, inputs.seasons, inputs.overrides, inputs.checkInMinNights);
  const bookedOn = today(now);
  const nights = eachDay(body.check_in, body.check_out);
  const reasons = stayProblems(locale, {
    checkIn: body.check_in,
    checkOut: body.check_out,
    guests: body.guests,
    today: bookedOn,
    rules,
    blocked: inputs.blocked,
    taken: inputs.taken,
    prepConflict: inputs.prepConflict,
    nights,
  }).map(({ code, message, dates }) => (dates ? { code, message, dates } : { code, message }));

  const price = priceStay({
    nights: priceNights(rules, body.check_in, body.check_out, bookedOn),
    extras: inputs.extras,
    cleaningFeeMinor: unit.cleaningFeeMinor,
  });
  const ar = locale === 'ar';
  return {
    available: reasons.length === 0,
    reasons,
    nights: nights.length,
    lines: price.nights.map((n) => ({
      date: n.date,
      price: convertFromSar(n.amountMinor, rate),
      source: n.source,
      rule: n.rule,
      season: n.season,
    })),
    extras: price.extras.map((extra) => ({
      id: extra.id,
      name: ar ? extra.nameAr : extra.nameEn,
      pricing: extra.pricing,
      quantity: extra.quantity,
      amount: convertFromSar(extra.amountMinor, rate),
    })),
    cleaning_fee: convertFromSar(price.cleaningFeeMinor, rate),
    vat: convertFromSar(price.vatMinor, rate),
    total: totalIn(price, rate),
    charge: { amount_minor: price.totalMinor, currency: 'SAR' },
  };
}
