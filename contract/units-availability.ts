import * as z from 'zod/mini';
import { envelope, IsoDate, IsoMonth, Money, QueryId, RowId } from './common';
import { MAX_STAY_NIGHTS, nightsBetween, PRICE_RULES, STAY_PROBLEMS } from './units-nights';

/** The longest calendar one request may ask for. */
export const MAX_CALENDAR_MONTHS = 12;
export { MAX_STAY_NIGHTS, nightsBetween } from './units-nights';

/**
 * GET /api/v1/units/available-days?unit_id=&from=YYYY-MM&to=YYYY-MM — every day of the months from
 * `from` to `to` inclusive (at most 12), so a two-month date picker is one request.
 */
export const AvailableDaysQuery = z.strictObject({ unit_id: QueryId, from: IsoMonth, to: IsoMonth }).check(
  z.refine((q) => q.to >= q.from, { path: ['to'], params: { i18n: 'validation.month_range' } }),
  z.refine((q) => monthSpan(q.from, q.to) <= MAX_CALENDAR_MONTHS, {
    path: ['to'],
    params: { i18n: 'validation.month_range' },
  }),
);
export type AvailableDaysQuery = z.infer<typeof AvailableDaysQuery>;

/** A night starting on `date`: bookable or not, and its price (an override or the base). */
export const CalendarDay = z.object({
  date: IsoDate,
  available: z.boolean(),
  /** The night's price before the stay's discounts (weekly, monthly, early-bird, last-minute). */
  price: Money,
  /** The pricing rule that set it (base, weekend, season or override). */
  rule: z.optional(z.enum(PRICE_RULES)),
});
export type CalendarDay = z.infer<typeof CalendarDay>;
export const AvailableDaysResponse = envelope({ unit_id: z.int(), items: z.array(CalendarDay) });
export type AvailableDaysResponse = z.infer<typeof AvailableDaysResponse>;

/**
 * POST /api/v1/units/check-availability — a price preview; nothing is stored or held. POST because the
 * body carries typed values (a list of extra ids) without query-string coercion; it is still safe to
 * repeat. A malformed request is a 422; a well-formed one the calendar cannot satisfy (a blocked night,
 * too many guests) is a 200 with `available: false` and `reasons`, because that is an answer to show
 * beside the date picker, not an error in what the client sent.
 */
export const CheckAvailabilityRequest = z
  .strictObject({
    unit_id: RowId,
    check_in: IsoDate,
    check_out: IsoDate,
    guests: z.int().check(z.minimum(1), z.maximum(50)),
    extras: z.optional(z.array(RowId).check(z.maxLength(20))),
  })
  .check(
    z.refine(
      (b) => typeof b.check_in !== 'string' || typeof b.check_out !== 'string' || b.check_out > b.check_in,
      {
        path: ['check_out'],
        params: { i18n: 'validation.check_out_after_check_in' },
      },
    ),
    z.refine((b) => nightsBetween(b.check_in, b.check_out) <= MAX_STAY_NIGHTS, {
      path: ['check_out'],
      params: { i18n: 'validation.stay_too_long' },
    }),
  );
export type CheckAvailabilityRequest = z.infer<typeof CheckAvailabilityRequest>;

export const UnavailableReason = z.object({
  code: z.enum(STAY_PROBLEMS),
  message: z.string(),
  /** The nights concerned, for `blocked` and `taken` (held or booked by someone else). */
  dates: z.optional(z.array(IsoDate)),
});

export const NightLine = z.object({
  date: IsoDate,
  price: Money,
  source: z.enum(['base', 'override']),
  /** The pricing rule that set the night's price (PRICE_RULES, in their order), and its season's name. */
  rule: z.optional(z.enum(PRICE_RULES)),
  season: z.optional(z.nullable(z.string())),
});
export const ExtraLine = z.object({
  id: z.int(),
  name: z.string(),
  pricing: z.enum(['per_night', 'per_stay']),
  /** Nights for per-night extras, 1 for per-stay ones. */
  quantity: z.int(),
  amount: Money,
});

/**
 * Every amount is computed in SAR minor units by the one price engine (server/modules/checkout/
 * pricing.ts), then each line is converted once (half up); `total` is the sum of the converted lines
 * (nights, extras, cleaning fee, VAT), so the lines a guest sees always add up to the total they see.
 */
export const CheckAvailabilityResponse = envelope({
  available: z.boolean(),
  reasons: z.array(UnavailableReason),
  nights: z.int(),
  lines: z.array(NightLine),
  extras: z.array(ExtraLine),
  cleaning_fee: Money,
  /** VAT (15 % in Saudi Arabia) on nights, extras and the fee, its own line. */
  vat: Money,
  total: Money,
  /** What checkout will charge for this stay, always in SAR (before any promo code or coins). */
  charge: Money,
});
export type CheckAvailabilityResponse = z.infer<typeof CheckAvailabilityResponse>;

function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)) + 1;
}
