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
import { eachDay, monthSpan, today } from '../../lib/days';
import { convertFromSar, type Rate } from '../../lib/money';
import { translate } from '../../i18n/translate';
import { priceStay, totalIn } from '../checkout/pricing';
import * as repository from './repository';

type Preview = Omit<CheckAvailabilityResponse['data'], 'is_success' | 'message'>;

async function pricingOrNotFound(db: Database, unitId: number) {
  const pricing = await repository.findPricing(db, unitId);
  if (!pricing) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  return pricing;
}

/**
 * Each night of the months asked for. Past nights and nights beyond the booking window are never
 * bookable, whatever the calendar says; nights held or booked by a reservation are taken like blocked ones.
 */
export async function availableDays(db: Database, query: AvailableDaysQuery, rate: Rate, now = new Date()) {
  const pricing = await pricingOrNotFound(db, query.unit_id);
  const { start, end } = monthSpan(query.from, query.to);
  const calendar = await repository.findCalendar(db, query.unit_id, start, end);
  const first = today(now);
  const last = lastBookableCheckIn(now);
  return eachDay(start, end).map((date): CalendarDay => ({
    date,
    available: date >= first && date <= last && !calendar.blocked.has(date) && !calendar.taken.has(date),
    price: convertFromSar(calendar.overrides.get(date) ?? pricing.basePriceMinor, rate),
  }));
}

/**
 * Prices a stay with the one price engine (checkout/pricing.ts): each night its override or the base
 * price, per-night extras every night, per-stay extras and the cleaning fee once, VAT on the lot.
 * Each line is computed in SAR halalas and converted once (half up), and the total is the sum of the
 * converted lines (pricing.totalIn). An extra id that is not this unit's is a 422 on `extras`: the client offered
 * something that isn't there, which is a request error, unlike a booked night.
 */
export async function checkAvailability(
  db: Database,
  locale: Locale,
  body: CheckAvailabilityRequest,
  rate: Rate,
  now = new Date(),
): Promise<Preview> {
  assertInBookingWindow(body.check_in, now);
  const pricing = await pricingOrNotFound(db, body.unit_id);
  const [calendar, offered] = await Promise.all([
    repository.findCalendar(db, body.unit_id, body.check_in, body.check_out),
    repository.findExtras(db, locale, body.unit_id),
  ]);
  const wanted = [...new Set(body.extras ?? [])];
  const chosen = offered.filter((extra) => wanted.includes(extra.id));
  if (chosen.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'extras', messageKey: 'units.unknown_extra' },
    ]);
  }

  const nights = eachDay(body.check_in, body.check_out);
  const reasons: Preview['reasons'] = [];
  if (body.check_in < today(now))
    reasons.push({ code: 'past', message: translate(locale, 'units.reason_past') });
  const blocked = nights.filter((night) => calendar.blocked.has(night));
  if (blocked.length > 0) {
    reasons.push({ code: 'blocked', message: translate(locale, 'units.reason_blocked'), dates: blocked });
  }
  const taken = nights.filter((night) => calendar.taken.has(night) && !calendar.blocked.has(night));
  if (taken.length > 0) {
    reasons.push({ code: 'taken', message: translate(locale, 'checkout.reason_taken'), dates: taken });
  }
  if (nights.length < pricing.minNights) {
    reasons.push({
      code: 'min_nights',
      message: translate(locale, 'checkout.reason_min_nights', { count: pricing.minNights }),
    });
  }
  if (body.guests > pricing.guests) {
    reasons.push({
      code: 'guests',
      message: translate(locale, 'units.reason_guests', { count: pricing.guests }),
    });
  }

  const price = priceStay({
    nights: nights.map((date) => {
      const override = calendar.overrides.get(date);
      return {
        date,
        priceMinor: override ?? pricing.basePriceMinor,
        source: override === undefined ? 'base' : 'override',
      };
    }),
    extras: chosen.map((extra) => ({
      id: extra.id,
      nameEn: extra.name,
      nameAr: extra.name,
      pricing: extra.pricing as 'per_night' | 'per_stay',
      priceMinor: extra.priceMinor,
    })),
    cleaningFeeMinor: pricing.cleaningFeeMinor,
  });
  const lines = price.nights.map((n) => ({
    date: n.date,
    price: convertFromSar(n.amountMinor, rate),
    source: n.source,
  }));
  const extras = price.extras.map((extra) => ({
    id: extra.id,
    name: extra.nameEn,
    pricing: extra.pricing,
    quantity: extra.quantity,
    amount: convertFromSar(extra.amountMinor, rate),
  }));
  const cleaningFee = convertFromSar(price.cleaningFeeMinor, rate);
  const vat = convertFromSar(price.vatMinor, rate);
  return {
    available: reasons.length === 0,
    reasons,
    nights: nights.length,
    lines,
    extras,
    cleaning_fee: cleaningFee,
    vat,
    total: totalIn(price, rate),
    charge: { amount_minor: price.totalMinor, currency: 'SAR' },
  };
}
