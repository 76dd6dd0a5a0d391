import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, Pagination, QueryId, queryInt, text } from './common';

/**
 * Units (spec: API calls). Text fields carry the request's language only (`title`, not `title_en`/`title_ar`): the
 * client never picks a language out of a payload, and answers stay half the size. Money is converted to
 * the `currency` header's code. Ids are integers; slugs are the public, stable handle for page URLs.
 */

/** A named reference (city, category, amenity) in the request's language. */
export const NamedRef = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

/** An image by storage key (`villa-03`); the client builds sized URLs from it, so no sizes live here. */
export const UnitImage = z.object({ key: z.string(), alt: z.string() });
export type UnitImage = z.infer<typeof UnitImage>;

export const Rating = z.object({
  /** 0–5 with two decimals; 0 with count 0 means "no reviews yet", not a bad score. */
  average: z.number(),
  count: z.int(),
});

export const LatLng = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLng>;

/** What a list shows: enough for a card, nothing that needs a second query per row. */
export const UnitCard = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  city: NamedRef,
  category: NamedRef,
  area: z.string(),
  guests: z.int(),
  bedrooms: z.int(),
  beds: z.int(),
  bathrooms: z.int(),
  /** The base nightly price; a stay's real price comes from check-availability. */
  price_per_night: Money,
  rating: Rating,
  /** A point near the unit, never its address: inside a ~1 km cell around it (the listing map's marker). */
  position: LatLng,
  cover: z.nullable(UnitImage),
  /**
   * Only on a search with dates: the stay's nights and its total as the quote prices it (each night
   * at its price, the cleaning fee, VAT; no extras, promo or coins), equal to check-availability's
   * total for the same unit, dates and currency.
   */
  stay: z.optional(z.object({ nights: z.int(), total: Money })),
});
export type UnitCard = z.infer<typeof UnitCard>;

export const CancellationPolicy = z.enum(['flexible', 'moderate', 'strict']);
export type CancellationPolicy = z.infer<typeof CancellationPolicy>;

/** `HH:MM`, 24-hour, in the unit's local time. */
const LocalTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const UnitDetail = z.extend(UnitCard, {
  description: z.string(),
  house_rules: z.string(),
  images: z.array(UnitImage),
  amenities: z.array(z.extend(NamedRef, { icon: z.string() })),
  check_in_time: LocalTime,
  check_out_time: LocalTime,
  cancellation_policy: CancellationPolicy,
  /**
   * The unit's area, not its address: the exact point is somewhere within `radius_m` metres of
   * (lat, lng). Only a confirmed trip's page gives the exact point.
   */
  location: z.object({ lat: z.number(), lng: z.number(), radius_m: z.number(), area: z.string() }),
  cleaning_fee: Money,
});
export type UnitDetail = z.infer<typeof UnitDetail>;

export const UnitSort = z.enum(['newest', 'price_asc', 'price_desc', 'rating']);
export type UnitSort = z.infer<typeof UnitSort>;
export const MAX_PER_PAGE = 50;

/** A comma-separated list of slugs in a query string (`amenities=pool,wifi`), deduplicated. */
const SlugList = z.pipe(
  z.string().check(z.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/)),
  z.transform((value: string) => [...new Set(value.split(','))]),
);

/**
 * GET /api/v1/units/filter. Every field is optional and they combine with AND. `min_price`/`max_price`
 * are minor units of the `currency` header's code, compared against the price the card would show.
 * `check_in`/`check_out` (both or neither) keep units with no blocked night in [check_in, check_out).
 * Unknown slugs are a 422 on their field (service), not an empty list, so a typo is not "no results".
 */
export const UnitFilterQuery = z
  .strictObject({
    city: z.optional(text(z.minLength(1), z.maxLength(120))),
    category: z.optional(text(z.minLength(1), z.maxLength(120))),
    min_price: z.optional(queryInt(0)),
    max_price: z.optional(queryInt(0)),
    guests: z.optional(queryInt(1, 50)),
    bedrooms: z.optional(queryInt(0, 20)),
    amenities: z.optional(SlugList),
    check_in: z.optional(IsoDate),
    check_out: z.optional(IsoDate),
    sort: z.optional(UnitSort),
    page: z.optional(queryInt(1)),
    per_page: z.optional(queryInt(1, MAX_PER_PAGE)),
  })
  .check(
    z.refine((q) => q.min_price === undefined || q.max_price === undefined || q.max_price >= q.min_price, {
      path: ['max_price'],
      params: { i18n: 'validation.max_below_min' },
    }),
    z.refine((q) => (q.check_in === undefined) === (q.check_out === undefined), {
      path: ['check_out'],
      params: { i18n: 'validation.dates_together' },
    }),
    z.refine((q) => !q.check_in || !q.check_out || q.check_out > q.check_in, {
      path: ['check_out'],
      params: { i18n: 'validation.check_out_after_check_in' },
    }),
  );
export type UnitFilterQuery = z.infer<typeof UnitFilterQuery>;
/**
 * The filter counts matches only up to a window past the page asked for (100 on the first pages, then
 * 200, 400 and at most 1,000): `total_capped` says there are more than `total` (show "100+ stays"),
 * and `last_page` is where the window ends, always past the current page while capped. Counting every
 * match cost more than the page itself.
 */
export const UnitListResponse = z.extend(listEnvelope(UnitCard), {
  pagination: z.extend(Pagination, { total_capped: z.boolean() }),
});
export type UnitListResponse = z.infer<typeof UnitListResponse>;

/** GET /api/v1/units/featured: a short hand-picked list, not paginated. */
export const FeaturedUnitsResponse = envelope({ items: z.array(UnitCard) });
export type FeaturedUnitsResponse = z.infer<typeof FeaturedUnitsResponse>;

/** GET /api/v1/units/{id} and /api/v1/units/show-by-slug/{slug}. */
export const UnitIdParams = z.strictObject({ id: QueryId });
export const UnitSlugParams = z.strictObject({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/)) });
export const UnitResponse = envelope({ unit: UnitDetail });
export type UnitResponse = z.infer<typeof UnitResponse>;

/** GET /api/v1/units/{id}/extras: optional add-ons priced per night or once per stay. */
export const ExtraPricing = z.enum(['per_night', 'per_stay']);
export const UnitExtra = z.object({ id: z.int(), name: z.string(), price: Money, pricing: ExtraPricing });
export type UnitExtra = z.infer<typeof UnitExtra>;
export const UnitExtrasResponse = envelope({ items: z.array(UnitExtra) });
export type UnitExtrasResponse = z.infer<typeof UnitExtrasResponse>;

export * from './units-availability';
