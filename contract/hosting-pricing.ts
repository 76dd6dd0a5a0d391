import * as z from 'zod/mini';
import { envelope, IsoDate, QueryId, text } from './common';
import { MAX_NIGHT_PRICE_MINOR } from './hosting-units';
import { PRICE_RULES } from './units-nights';

/**
 * A host's pricing rules for one unit (/api/v1/hosting/units/{id}/pricing…), host role, own units
 * only (another host's id answers 404). The one price engine applies them to each night in the order
 * of PRICE_RULES (contract/units-nights.ts): base → weekend → season → a night's own price →
 * weekly/monthly → early-bird/last-minute; every page and checkout read the same engine, so a guest
 * pays what they were shown. The base price and minimum stay are edited with the unit's prices
 * (hosting-units.ts); seasons and the settings here. Writes take an Idempotency-Key.
 */

const percent = (max: number) => z.int().check(z.minimum(0), z.maximum(max));
const days = (max: number) => z.int().check(z.minimum(0), z.maximum(max));
const stayLength = z.int().check(z.minimum(1), z.maximum(365));

/** PUT /hosting/units/{id}/pricing: the whole set of settings; 0 (or null) turns a rule off. */
export const PricingSettingsBody = z
  .strictObject({
    /** The price of the country's weekend nights (Thursday and Friday nights in Saudi Arabia). */
    weekend_price_minor: z.nullable(z.int().check(z.minimum(100), z.maximum(MAX_NIGHT_PRICE_MINOR))),
    weekly_percent: percent(90),
    monthly_percent: percent(90),
    early_bird_percent: percent(90),
    /** Booked at least this many days before check-in. */
    early_bird_days: days(730),
    last_minute_percent: percent(90),
    /** Booked at most this many days before check-in. */
    last_minute_days: days(730),
    max_nights: z.nullable(stayLength),
    /** 1: no same-day check-in. */
    advance_notice_days: days(365),
    /** Nights kept free after each stay. */
    prep_nights: days(30),
  })
  .check(
    z.refine(
      (b) =>
        b.early_bird_percent === 0 || b.last_minute_percent === 0 || b.last_minute_days < b.early_bird_days,
      { path: ['last_minute_days'], params: { i18n: 'pricing.booking_times' } },
    ),
  );
export type PricingSettingsBody = z.infer<typeof PricingSettingsBody>;

/** POST /hosting/units/{id}/pricing/seasons and PUT …/seasons/{seasonId}: one season, whole. */
export const SeasonBody = z
  .strictObject({
    name: text(z.trim(), z.minLength(1), z.maxLength(80)),
    first_night: IsoDate,
    last_night: IsoDate,
    /** Either a nightly price, or a percentage change (-90 to +300) of the night's price before it. */
    price_minor: z.nullable(z.int().check(z.minimum(100), z.maximum(MAX_NIGHT_PRICE_MINOR))),
    percent: z.nullable(z.int().check(z.minimum(-90), z.maximum(300))),
    /** For stays starting in the season, instead of the unit's. */
    min_nights: z.nullable(stayLength),
    max_nights: z.nullable(stayLength),
  })
  .check(
    z.refine((b) => b.last_night >= b.first_night, {
      path: ['last_night'],
      params: { i18n: 'pricing.season_order' },
    }),
    z.refine((b) => (b.price_minor === null) !== (b.percent === null), {
      path: ['price_minor'],
      params: { i18n: 'pricing.season_price' },
    }),
    z.refine((b) => b.min_nights === null || b.max_nights === null || b.max_nights >= b.min_nights, {
      path: ['max_nights'],
      params: { i18n: 'pricing.stay_lengths' },
    }),
  );
export type SeasonBody = z.infer<typeof SeasonBody>;

export const HostSeason = z.object({
  id: z.int(),
  name: z.string(),
  first_night: IsoDate,
  last_night: IsoDate,
  price_minor: z.nullable(z.int()),
  percent: z.nullable(z.int()),
  min_nights: z.nullable(z.int()),
  max_nights: z.nullable(z.int()),
});
export type HostSeason = z.infer<typeof HostSeason>;

export const HostPricing = z.object({
  unit_id: z.int(),
  base_price_minor: z.int(),
  min_nights: z.int(),
  settings: z.object({
    weekend_price_minor: z.nullable(z.int()),
    weekly_percent: z.int(),
    monthly_percent: z.int(),
    early_bird_percent: z.int(),
    early_bird_days: z.int(),
    last_minute_percent: z.int(),
    last_minute_days: z.int(),
    max_nights: z.nullable(z.int()),
    advance_notice_days: z.int(),
    prep_nights: z.int(),
  }),
  /** ISO weekdays (1 Monday … 7 Sunday) of the nights the weekend price applies to (the country's). */
  weekend_nights: z.array(z.int()),
  seasons: z.array(HostSeason),
  /** The order the engine applies the rules in. */
  rule_order: z.array(z.enum(PRICE_RULES)),
});
export type HostPricing = z.infer<typeof HostPricing>;

export const HostPricingResponse = envelope({ pricing: HostPricing });
export type HostPricingResponse = z.infer<typeof HostPricingResponse>;

export const HostSeasonParams = z.strictObject({ id: QueryId, seasonId: QueryId });

/**
 * GET /hosting/units/{id}/pricing/presets?year=2026: Ramadan and the two Eids whose first night falls
 * in that Gregorian year (default: this year), computed from the Umm al-Qura calendar: Ramadan from
 * 1 Ramadan to its last day, Eid al-Fitr 1–3 Shawwal, Eid al-Adha 10–13 Dhu al-Hijjah.
 */
export const PresetsQuery = z.strictObject({
  year: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(2000), z.maximum(2100)))),
});
export const SeasonPreset = z.object({
  key: z.enum(['ramadan', 'eid_al_fitr', 'eid_al_adha']),
  name: z.string(),
  hijri_year: z.int(),
  first_night: IsoDate,
  last_night: IsoDate,
});
export type SeasonPreset = z.infer<typeof SeasonPreset>;
export const PresetsResponse = envelope({ year: z.int(), items: z.array(SeasonPreset) });
export type PresetsResponse = z.infer<typeof PresetsResponse>;
