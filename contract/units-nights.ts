/**
 * Stay arithmetic both sides share, as plain code with no schema library behind it, so the unit page
 * can check a stay's length without loading zod (see units-availability.ts for the schemas).
 */

/** The longest stay one preview may price. */
export const MAX_STAY_NIGHTS = 90;

/**
 * How far ahead a stay may start: a check-in at most this many days after today (two years), as hosts'
 * availability windows go. The calendar offers no night beyond it, and every request that prices or
 * holds a stay refuses a later check-in with a 422, so no hold is ever placed years out.
 */
export const BOOKING_WINDOW_DAYS = 730;

/** Whole nights between two valid dates; 0 when either is missing or malformed (other checks report it). */
export function nightsBetween(checkIn: unknown, checkOut: unknown): number {
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string') return 0;
  const ms = Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / 86_400_000) : 0;
}

/**
 * The pricing rules in the order the one price engine applies them to each night
 * (server/modules/checkout/pricing-rules.ts), each working on the price the ones before it left:
 * 1. `base`: the unit's nightly price;
 * 2. `weekend`: the unit's weekend price on its country's weekend nights (Thursday and Friday nights in
 *    Saudi Arabia);
 * 3. `season`: a named run of nights with a fixed price, or a percentage up or down;
 * 4. `override`: a price the host set on that one night;
 * 5. `weekly` / `monthly`: a percentage off every night of a stay of at least 7 / 28 nights (monthly
 *    wins when both apply);
 * 6. `early_bird` / `last_minute`: a percentage off every night when booked at least / at most so many
 *    days before check-in.
 * Every percentage is rounded half up to the halala on each night, so a stay's price is always exactly
 * the sum of its nights.
 */
export const PRICE_RULES = [
  'base',
  'weekend',
  'season',
  'override',
  'weekly',
  'monthly',
  'early_bird',
  'last_minute',
] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

/** Stays of at least this many nights get the weekly, then the monthly discount. */
export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;

/**
 * Why a stay cannot be booked (a quote's or a preview's reasons): `advance_notice` is a check-in too
 * soon for the host's notice, `prep_time` a stay starting or ending within the nights a host keeps
 * free between stays, `max_nights` a stay longer than the unit (or the season it starts in) takes.
 */
export const STAY_PROBLEMS = [
  'blocked',
  'taken',
  'guests',
  'past',
  'min_nights',
  'max_nights',
  'advance_notice',
  'prep_time',
] as const;
