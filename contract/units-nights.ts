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
