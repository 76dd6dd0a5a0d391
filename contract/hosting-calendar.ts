import * as z from 'zod/mini';
import { envelope, IsoDate, IsoMonth } from './common';
import { MAX_NIGHT_PRICE_MINOR } from './hosting-units';
import { PRICE_RULES } from './units-nights';

/**
 * The host's calendar of one of their units (/api/v1/hosting/units/{id}/calendar…), host role, own
 * units only (another host's id, or no such unit, answers 404). Each night says what it costs under
 * the one price engine's steps 1–4 (base → weekend → season → the night's own price: what a guest
 * sees for that night before stay-wide discounts) and why it is not free when it is not.
 *
 * A host edits a range of nights at a time: block or unblock, set or clear the night's own price, set
 * or clear a minimum stay for stays starting on those nights. Each edit answers with the nights'
 * earlier state, which the client keeps to undo the edit through /calendar/restore. Writes take an
 * Idempotency-Key.
 */

/** At most this many months in one read, and the calendar's reach: twelve months from this one. */
export const CALENDAR_MONTHS = 12;
/** At most this many nights in one edit (a year). */
export const MAX_CALENDAR_EDIT_NIGHTS = 366;

/**
 * Why a night is not free, most binding first:
 * - `past`: before today (unit's clock, UTC);
 * - `booked`: a confirmed or completed stay (with its code and the guest's first name);
 * - `held`: a guest is paying for it now (a hold that has not expired);
 * - `imported`: an event of an imported calendar (with the feed's name);
 * - `blocked`: the host blocked it;
 * - `prep`: kept free as preparation time next to a stay;
 * - `free`: a guest can book it.
 */
export const NIGHT_STATUSES = ['past', 'booked', 'held', 'imported', 'blocked', 'prep', 'free'] as const;
export const NightStatus = z.enum(NIGHT_STATUSES);
export type NightStatus = z.infer<typeof NightStatus>;

export const HostNight = z.object({
  date: IsoDate,
  status: NightStatus,
  /** The night's price in SAR minor units under rules 1–4. */
  price_minor: z.int(),
  /** The last of rules 1–4 that set the price (base, weekend, season or override). */
  rule: z.enum(PRICE_RULES),
  /** The season's name when the night is in one. */
  season: z.nullable(z.string()),
  /** Whether the host blocked the night (also true under a stay, when the host blocked it earlier). */
  blocked: z.boolean(),
  /** The minimum stay the host set for stays starting on this night, if any. */
  min_nights: z.nullable(z.int()),
  /** The minimum stay that applies to a stay starting on this night: its own, else the season's, else the unit's. */
  effective_min_nights: z.int(),
  /** A booked or held night's stay: its code, and the guest's first name. */
  stay: z.nullable(z.object({ code: z.string(), first_name: z.string() })),
  /** The names of the imported calendars with an event on this night. */
  sources: z.array(z.string()),
  /** Whether an imported event lies over a stay booked here (both are kept; the host must sort it out). */
  conflict: z.boolean(),
});
export type HostNight = z.infer<typeof HostNight>;

/** GET /hosting/units/{id}/calendar?from=2026-11&months=12: whole months, the first from this month on. */
export const HostCalendarQuery = z.strictObject({
  from: z.optional(IsoMonth),
  months: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(CALENDAR_MONTHS)))),
});
export type HostCalendarQuery = z.infer<typeof HostCalendarQuery>;

export const HostCalendar = z.object({
  unit_id: z.int(),
  /** Today on the unit's clock (UTC), so the page marks it and never offers an edit before it. */
  today: IsoDate,
  /** The first night listed and the day after the last. */
  from: IsoDate,
  to: IsoDate,
  /** The last night an edit may touch (twelve months from this month's first day, minus one). */
  last_editable: IsoDate,
  base_price_minor: z.int(),
  min_nights: z.int(),
  nights: z.array(HostNight),
});
export type HostCalendar = z.infer<typeof HostCalendar>;
export const HostCalendarResponse = envelope({ calendar: HostCalendar });
export type HostCalendarResponse = z.infer<typeof HostCalendarResponse>;

/** What of a night the host owns: what an edit changes and an undo puts back. */
export const NightState = z.strictObject({
  date: IsoDate,
  blocked: z.boolean(),
  price_minor: z.nullable(z.int().check(z.minimum(100), z.maximum(MAX_NIGHT_PRICE_MINOR))),
  min_nights: z.nullable(z.int().check(z.minimum(1), z.maximum(365))),
});
export type NightState = z.infer<typeof NightState>;

const range = {
  /** First and last night of the range, both included, from today to `last_editable`. */
  first_night: IsoDate,
  last_night: IsoDate,
};

/** POST /hosting/units/{id}/calendar: one edit over a range of nights. */
export const CalendarEditBody = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('block'), ...range }),
    z.strictObject({ action: z.literal('unblock'), ...range }),
    z.strictObject({
      action: z.literal('set_price'),
      ...range,
      price_minor: z.int().check(z.minimum(100), z.maximum(MAX_NIGHT_PRICE_MINOR)),
    }),
    z.strictObject({ action: z.literal('clear_price'), ...range }),
    z.strictObject({
      action: z.literal('set_min_nights'),
      ...range,
      min_nights: z.int().check(z.minimum(1), z.maximum(365)),
    }),
    z.strictObject({ action: z.literal('clear_min_nights'), ...range }),
  ])
  .check(
    z.refine((b) => b.last_night >= b.first_night, {
      path: ['last_night'],
      params: { i18n: 'calendar.range_order' },
    }),
  );
export type CalendarEditBody = z.infer<typeof CalendarEditBody>;
export type CalendarAction = CalendarEditBody['action'];

/** POST /hosting/units/{id}/calendar/restore: put nights back as they were (an undo). */
export const CalendarRestoreBody = z.strictObject({
  nights: z.array(NightState).check(z.minLength(1), z.maxLength(MAX_CALENDAR_EDIT_NIGHTS)),
});
export type CalendarRestoreBody = z.infer<typeof CalendarRestoreBody>;

/**
 * The answer to an edit or a restore: how many nights changed, the nights a block left alone because
 * a stay or a hold has them (blocking never touches a guest's stay), and the changed nights' earlier
 * state, for undo.
 */
export const CalendarEditResponse = envelope({
  changed: z.int(),
  skipped: z.array(IsoDate),
  undo: z.array(NightState),
});
export type CalendarEditResponse = z.infer<typeof CalendarEditResponse>;
