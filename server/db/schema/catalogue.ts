import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UnitStatus } from '../../../contract/hosting-units';
import { users } from './auth';

/**
 * The rental catalogue. Text is stored twice (`_en`, `_ar`) and the repository picks one column per
 * request, so a list query never ships the other language. Money is integer minor units (halalas).
 */

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  countryCode: text('country_code').notNull(),
  imageKey: text('image_key').notNull(),
  position: integer('position').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const amenities = pgTable('amenities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

/** PostgreSQL's set of date ranges, e.g. `{[2026-03-01,2026-03-04),[2026-03-10,2026-03-11)}`. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * `rate_micros` is units of this currency per 1 SAR times 10^6 (SAR itself: 1 000 000). An integer rate
 * keeps conversion in exact integer arithmetic; rounding is half up to the target's minor unit
 * (server/lib/money.ts). Rates are a snapshot as of `rates_as_of`, not a live feed.
 */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    symbolEn: text('symbol_en').notNull(),
    symbolAr: text('symbol_ar').notNull(),
    exponent: integer('exponent').notNull().default(2),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    ratesAsOf: date('rates_as_of').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('currencies_rate_positive', sql`${t.rateMicros} > 0`)],
);

export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    houseRulesEn: text('house_rules_en').notNull(),
    houseRulesAr: text('house_rules_ar').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    areaEn: text('area_en').notNull(),
    areaAr: text('area_ar').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    guests: integer('guests').notNull(),
    /** The shortest stay this unit takes (checkout refuses shorter ones). */
    minNights: integer('min_nights').notNull().default(1),
    bedrooms: integer('bedrooms').notNull(),
    beds: integer('beds').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    basePriceMinor: integer('base_price_minor').notNull(),
    cleaningFeeMinor: integer('cleaning_fee_minor').notNull().default(0),
    /**
     * Always SAR for now (the check): the price filter compares `base_price_minor` directly, which is
     * only sound in one currency. Pricing units in other currencies needs a normalised column first.
     */
    currency: text('currency')
      .notNull()
      .default('SAR')
      .references(() => currencies.code),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * The account that hosts the unit and answers its reviews. Null for units no host account runs
     * yet (the bulk benchmark units, say): nobody may reply to their reviews.
     */
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Where the unit is in its life (contract/hosting-units.ts): only `published` units reach guests
     * (search, pages, checkout). Seeded and bulk units are published from the start.
     */
    status: text('status').$type<UnitStatus>().notNull().default('published'),
    /** Why a unit is paused: the host paused it, or its tourism licence expired (the daily job). */
    pausedReason: text('paused_reason').$type<'host' | 'licence_expired'>(),
    /** The operator's note when a unit in review is sent back to draft. */
    reviewNote: text('review_note'),
    /** Shown to confirmed guests only, from 48 hours before check-in. */
    checkInInstructionsEn: text('check_in_instructions_en').notNull().default(''),
    checkInInstructionsAr: text('check_in_instructions_ar').notNull().default(''),
    /** The street address: confirmed guests only; everyone else sees the area. */
    address: text('address').notNull().default(''),
    /** The tourism licence some countries require (country_rules.licence_required). */
    licenceNumber: text('licence_number'),
    licenceExpiresOn: date('licence_expires_on'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of the unit's rows in unit_amenities, sorted, kept by triggers (migration 0005): the
     * search checks "has all of these" in the row it is reading anyway, instead of probing
     * unit_amenities once per amenity and candidate. Never write it directly.
     */
    amenityIds: integer('amenity_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Every night nobody can book, as one set of ranges: blocked nights and the stays of live
     * reservations, folded in by triggers (migrations 0012 and 0016). A dated search checks
     * `not (unavailable && daterange(check_in, check_out))` in the covering index's entry, with no
     * probe of unit_blocked_days or reservations per candidate. Never write it directly.
     */
    unavailable: dateMultirange('unavailable')
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('units_category_idx').on(t.categoryId, t.basePriceMinor),
    // The search's indexes are in migrations 0015 and 0019 (drizzle-kit cannot write INCLUDE): one per
    // sort order, with and without a city, each carrying every filter column and partial on
    // `status = 'published'`, so a page and the capped count are index-only scans that test each
    // candidate without visiting the table.
    // Rare combinations (amenities, guests, bedrooms, price) use the GIN index on units.search_terms,
    // a generated column of migration 0030 that drizzle-kit cannot write.
    // Deleting an account clears it as host (on delete set null): this keeps that from scanning units.
    index('units_host_idx')
      .on(t.hostId)
      .where(sql`${t.hostId} is not null`),
    index('units_featured_idx')
      .on(t.id)
      .where(sql`${t.isFeatured}`),
    check('units_currency_sar', sql`${t.currency} = 'SAR'`),
    check(
      'units_counts',
      sql`${t.guests} > 0 and ${t.bedrooms} >= 0 and ${t.beds} > 0 and ${t.bathrooms} >= 0`,
    ),
    check('units_price', sql`${t.basePriceMinor} > 0 and ${t.cleaningFeeMinor} >= 0`),
    check('units_status', sql`${t.status} in ('draft', 'review', 'published', 'paused')`),
    check('units_paused_reason', sql`${t.pausedReason} in ('host', 'licence_expired')`),
    check('units_policy', sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict')`),
    check(
      'units_times',
      sql`${t.checkInTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkOutTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);

export const unitAmenities = pgTable(
  'unit_amenities',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id),
  },
  // The key serves "amenities of a unit"; the reverse index serves the "has all of these" filter.
  (t) => [
    primaryKey({ columns: [t.unitId, t.amenityId] }),
    index('unit_amenities_amenity_idx').on(t.amenityId, t.unitId),
  ],
);

export const unitImages = pgTable(
  'unit_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull(),
  },
  (t) => [unique('unit_images_position').on(t.unitId, t.position)],
);

/** A night's price that replaces the base (weekends, Eid). The key is also the range-scan index. */
export const unitPriceOverrides = pgTable(
  'unit_price_overrides',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.day] }),
    check('unit_price_overrides_price', sql`${t.priceMinor} > 0`),
  ],
);

/** A night nobody can book (owner's use, maintenance, an existing booking). */
export const unitBlockedDays = pgTable(
  'unit_blocked_days',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.day] })],
);

export const unitExtras = pgTable(
  'unit_extras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    priceMinor: integer('price_minor').notNull(),
    pricing: text('pricing').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('unit_extras_unit_idx').on(t.unitId),
    check('unit_extras_pricing', sql`${t.pricing} in ('per_night', 'per_stay')`),
    check('unit_extras_price', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * What each country asks of a short-stay unit. Saudi Arabia requires a tourism licence on every unit a
 * platform lists (since 1 January 2025); a country with no row requires none. `weekend_nights` are ISO
 * weekdays (1 Monday … 7 Sunday) of the nights priced as weekend nights.
 */
export const countryRules = pgTable('country_rules', {
  countryCode: text('country_code').primaryKey(),
  licenceRequired: boolean('licence_required').notNull().default(false),
  weekendNights: integer('weekend_nights')
    .array()
    .notNull()
    .default(sql`'{5,6}'`),
});

export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  labelEn: text('label_en').notNull(),
  labelAr: text('label_ar').notNull(),
  position: integer('position').notNull().default(0),
});

export const pageMeta = pgTable('page_meta', {
  page: text('page').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  imageKey: text('image_key'),
});
