import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, QueryId, queryInt, text } from './common';
import { CANCELLATION_POLICIES } from './cancellation';

/**
 * A host's own units (/api/v1/hosting/units…): the list, the editor's sections and the publishing
 * steps. Texts come in both languages side by side (the editor shows both), unlike the guest answers.
 * Every id is checked against the caller in the query itself: another host's unit answers 404.
 * Each section is saved on its own (PUT, whole section, Idempotency-Key) and answers the whole unit,
 * so the editor's optimistic copy is replaced by the server's.
 */

/**
 * `draft` → (host sends) `review` → (operator approves) `published` ⇄ (host) `paused`. An operator may
 * send a unit in review back to `draft` with a note. Only `published` units reach guests.
 */
export const UNIT_STATUSES = ['draft', 'review', 'published', 'paused'] as const;
export const UnitStatus = z.enum(UNIT_STATUSES);
export type UnitStatus = z.infer<typeof UnitStatus>;

/** The fewest photos a unit is published with (the guest gallery's grid shows five). */
export const MIN_UNIT_PHOTOS = 5;
export const MAX_UNIT_PHOTOS = 40;
export const MAX_UNIT_PHOTO_BYTES = 12 * 1024 * 1024;

/**
 * What keeps a unit from being sent to review or staying published; each names the editor section
 * that fixes it. `licence_expired` also pauses a published unit (the daily job).
 */
export const UnitIssue = z.enum([
  'texts_en',
  'texts_ar',
  'photos',
  'photo_alt',
  'place',
  'licence_missing',
  'licence_expired',
]);
export type UnitIssue = z.infer<typeof UnitIssue>;

export const HostUnitPhoto = z.object({
  id: z.int(),
  /** The stored image's key: the same sized URLs as the guest pages (/media/units/…). */
  key: z.string(),
  alt_en: z.string(),
  alt_ar: z.string(),
});
export type HostUnitPhoto = z.infer<typeof HostUnitPhoto>;

export const HostUnitExtra = z.object({
  id: z.int(),
  name_en: z.string(),
  name_ar: z.string(),
  price_minor: z.int(),
  pricing: z.enum(['per_night', 'per_stay']),
});

/** One row of /hosting/units: enough for the list, in the request's language. */
export const HostUnitSummary = z.object({
  id: z.int(),
  slug: z.string(),
  /** In the request's language; empty while that language is missing (the list says "untitled"). */
  title: z.string(),
  city: z.string(),
  status: UnitStatus,
  paused_reason: z.nullable(z.enum(['host', 'licence_expired'])),
  review_note: z.nullable(z.string()),
  issues: z.array(UnitIssue),
  cover: z.nullable(z.object({ key: z.string(), alt: z.string() })),
  price_per_night: Money,
  photos: z.int(),
  updated_at: z.string(),
});
export type HostUnitSummary = z.infer<typeof HostUnitSummary>;

/** The editor's whole unit, both languages. Money is SAR halalas (units are priced in SAR). */
export const HostUnit = z.extend(HostUnitSummary, {
  title_en: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  house_rules_en: z.string(),
  house_rules_ar: z.string(),
  check_in_instructions_en: z.string(),
  check_in_instructions_ar: z.string(),
  /** Per-language completeness: title, description and house rules all written. */
  languages: z.object({ en: z.boolean(), ar: z.boolean() }),
  city_slug: z.string(),
  country_code: z.string(),
  area_en: z.string(),
  area_ar: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  category: z.string(),
  guests: z.int(),
  bedrooms: z.int(),
  beds: z.int(),
  bathrooms: z.int(),
  amenities: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
  base_price_minor: z.int(),
  cleaning_fee_minor: z.int(),
  min_nights: z.int(),
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  extras: z.array(HostUnitExtra),
  photos_list: z.array(HostUnitPhoto),
  licence_required: z.boolean(),
  licence_number: z.nullable(z.string()),
  licence_expires_on: z.nullable(IsoDate),
});
export type HostUnit = z.infer<typeof HostUnit>;

export const HostUnitParams = z.strictObject({ id: QueryId });
export const HostUnitPhotoParams = z.strictObject({ id: QueryId, photoId: QueryId });
/** Units on a page of /hosting/units: a handful for most hosts, hundreds for a property manager. */
export const HOST_UNITS_PER_PAGE = 24;
export const HostUnitsQuery = z.strictObject({ page: z.optional(queryInt(1, 100_000)) });
export type HostUnitsQuery = z.infer<typeof HostUnitsQuery>;
export const HostUnitsResponse = listEnvelope(HostUnitSummary);
export type HostUnitsResponse = z.infer<typeof HostUnitsResponse>;
export const HostUnitResponse = envelope({ unit: HostUnit });
export type HostUnitResponse = z.infer<typeof HostUnitResponse>;

const Slug = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/));
const optionalText = (max: number) => text(z.trim(), z.maxLength(max));

/** POST /hosting/units — a new draft; the rest is filled in the editor. */
export const NewHostUnitBody = z.strictObject({ city: Slug, category: Slug });
export type NewHostUnitBody = z.infer<typeof NewHostUnitBody>;

/** PUT /hosting/units/{id}/texts. A language may stay empty while drafting; publishing needs both. */
export const HostUnitTextsBody = z.strictObject({
  title_en: optionalText(120),
  title_ar: optionalText(120),
  description_en: optionalText(5000),
  description_ar: optionalText(5000),
  house_rules_en: optionalText(2000),
  house_rules_ar: optionalText(2000),
  check_in_instructions_en: optionalText(2000),
  check_in_instructions_ar: optionalText(2000),
});
export type HostUnitTextsBody = z.infer<typeof HostUnitTextsBody>;

/** PUT /hosting/units/{id}/place. The position must fall inside the city's country (checked server-side). */
export const HostUnitPlaceBody = z.strictObject({
  city: Slug,
  area_en: text(z.trim(), z.minLength(2), z.maxLength(120)),
  area_ar: text(z.trim(), z.minLength(2), z.maxLength(120)),
  address: text(z.trim(), z.minLength(5), z.maxLength(300)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
export type HostUnitPlaceBody = z.infer<typeof HostUnitPlaceBody>;

const HHMM = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** PUT /hosting/units/{id}/capacity: rooms, amenities from the catalogue, category and times. */
export const HostUnitCapacityBody = z.strictObject({
  category: Slug,
  guests: z.int().check(z.minimum(1), z.maximum(50)),
  bedrooms: z.int().check(z.minimum(0), z.maximum(50)),
  beds: z.int().check(z.minimum(1), z.maximum(100)),
  bathrooms: z.int().check(z.minimum(0), z.maximum(50)),
  amenities: z.array(Slug).check(z.maxLength(100)),
  check_in_time: HHMM,
  check_out_time: HHMM,
});
export type HostUnitCapacityBody = z.infer<typeof HostUnitCapacityBody>;

/** At most 1,000,000 SAR a night: a typo of extra zeros is refused, not published. */
export const MAX_NIGHT_PRICE_MINOR = 100_000_000;

/** PUT /hosting/units/{id}/prices: the base price, fees, extras (the checkout's) and the policy. */
export const HostUnitPricesBody = z.strictObject({
  base_price_minor: z.int().check(z.minimum(100), z.maximum(MAX_NIGHT_PRICE_MINOR)),
  cleaning_fee_minor: z.int().check(z.minimum(0), z.maximum(MAX_NIGHT_PRICE_MINOR)),
  min_nights: z.int().check(z.minimum(1), z.maximum(365)),
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  /** The whole list: an extra without `id` is new, a missing one is removed. */
  extras: z
    .array(
      z.strictObject({
        id: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
        name_en: text(z.trim(), z.minLength(2), z.maxLength(80)),
        name_ar: text(z.trim(), z.minLength(2), z.maxLength(80)),
        price_minor: z.int().check(z.minimum(0), z.maximum(MAX_NIGHT_PRICE_MINOR)),
        pricing: z.enum(['per_night', 'per_stay']),
      }),
    )
    .check(z.maxLength(20)),
});
export type HostUnitPricesBody = z.infer<typeof HostUnitPricesBody>;

/** PUT /hosting/units/{id}/licence; `null` fields clear it (only where the country asks for none). */
export const HostUnitLicenceBody = z.strictObject({
  licence_number: z.nullable(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,40}$/))),
  licence_expires_on: z.nullable(IsoDate),
});
export type HostUnitLicenceBody = z.infer<typeof HostUnitLicenceBody>;

/**
 * POST /hosting/units/{id}/photos: multipart, up to MAX_UNIT_PHOTOS in all, parts named `photos`
 * (JPEG, PNG, WebP, AVIF or HEIC, checked by content and re-encoded). Answers the whole unit.
 * PUT /hosting/units/{id}/photos/order: the ids in their new order; the first is the cover.
 * PUT /hosting/units/{id}/photos/{photoId}: its alt text. DELETE …/{photoId} removes it.
 */
export const HostUnitPhotoOrderBody = z.strictObject({
  ids: z.array(z.int().check(z.minimum(1), z.maximum(2_147_483_647))).check(z.maxLength(MAX_UNIT_PHOTOS)),
});
export const HostUnitPhotoAltBody = z.strictObject({
  alt_en: text(z.trim(), z.maxLength(200)),
  alt_ar: text(z.trim(), z.maxLength(200)),
});
export type HostUnitPhotoAltBody = z.infer<typeof HostUnitPhotoAltBody>;

/**
 * POST /hosting/units/{id}/submit (draft → review; refused with the issues while any remain),
 * …/pause (published → paused), …/resume (paused by the host → published). Each answers the unit.
 */
export const HostUnitStatusResponse = HostUnitResponse;
