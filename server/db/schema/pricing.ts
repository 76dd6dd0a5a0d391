import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from './catalogue';

/**
 * A unit's pricing rules beside its base price (units.base_price_minor) and minimum stay
 * (units.min_nights), applied by the one price engine in the order of PRICE_RULES
 * (contract/units-nights.ts). A unit without a row has none of them: every value here defaults to "off".
 * Percentages are whole percents, discounts off the night's price after the rules before them.
 */
export const unitPricing = pgTable(
  'unit_pricing',
  {
    unitId: integer('unit_id')
      .primaryKey()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** The price of a weekend night (country_rules.weekend_nights of the unit's country); null: base. */
    weekendPriceMinor: integer('weekend_price_minor'),
    weeklyPercent: integer('weekly_percent').notNull().default(0),
    monthlyPercent: integer('monthly_percent').notNull().default(0),
    earlyBirdPercent: integer('early_bird_percent').notNull().default(0),
    earlyBirdDays: integer('early_bird_days').notNull().default(0),
    lastMinutePercent: integer('last_minute_percent').notNull().default(0),
    lastMinuteDays: integer('last_minute_days').notNull().default(0),
    /** The longest stay taken; null: any up to the booking limit. */
    maxNights: integer('max_nights'),
    /** Days between booking and check-in at the least (1: no same-day check-in). */
    advanceNoticeDays: integer('advance_notice_days').notNull().default(0),
    /** Nights kept free after each stay (and so before the next one). */
    prepNights: integer('prep_nights').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('unit_pricing_weekend', sql`${t.weekendPriceMinor} is null or ${t.weekendPriceMinor} > 0`),
    check(
      'unit_pricing_percents',
      sql`${t.weeklyPercent} between 0 and 90 and ${t.monthlyPercent} between 0 and 90
        and ${t.earlyBirdPercent} between 0 and 90 and ${t.lastMinutePercent} between 0 and 90`,
    ),
    check(
      'unit_pricing_days',
      sql`${t.earlyBirdDays} between 0 and 730 and ${t.lastMinuteDays} between 0 and 730
        and ${t.advanceNoticeDays} between 0 and 365 and ${t.prepNights} between 0 and 30
        and (${t.maxNights} is null or ${t.maxNights} between 1 and 365)`,
    ),
  ],
);

/**
 * A named run of nights (first_night to last_night, both included) with its own price: a fixed nightly
 * price or a percentage change of the night's price before it, and optionally its own stay lengths
 * for stays starting in it. Seasons of one unit never overlap (the exclusion constraint in the
 * migration), so each night has at most one.
 */
export const unitSeasons = pgTable(
  'unit_seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstNight: date('first_night').notNull(),
    lastNight: date('last_night').notNull(),
    priceMinor: integer('price_minor'),
    percent: integer('percent'),
    minNights: integer('min_nights'),
    maxNights: integer('max_nights'),
  },
  (t) => [
    index('unit_seasons_unit_idx').on(t.unitId, t.firstNight),
    check('unit_seasons_order', sql`${t.lastNight} >= ${t.firstNight}`),
    check(
      'unit_seasons_price',
      sql`(${t.priceMinor} is null) <> (${t.percent} is null)
        and (${t.priceMinor} is null or ${t.priceMinor} > 0)
        and (${t.percent} is null or ${t.percent} between -90 and 300)`,
    ),
    check(
      'unit_seasons_stay',
      sql`(${t.minNights} is null or ${t.minNights} between 1 and 365)
        and (${t.maxNights} is null or ${t.maxNights} between 1 and 365)`,
    ),
    check('unit_seasons_name', sql`length(${t.name}) between 1 and 80`),
  ],
);

/**
 * The shortest stay the host takes for stays starting on one night (a busy weekend, a holiday eve),
 * set from the host's calendar. It comes before the night's season's minimum and the unit's; a stay
 * starting on any other night is not bound by it.
 */
export const unitCheckInMinimums = pgTable(
  'unit_check_in_minimums',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    minNights: integer('min_nights').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.day] }),
    check('unit_check_in_minimums_nights', sql`${t.minNights} between 1 and 365`),
  ],
);
