import { and, arrayContains, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { UnitSort } from '../../../contract/units';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { liveStay } from './calendar-repository';
import { cardColumns } from './card-columns';

/** The only SQL of the units module. Text comes back in one language; money in SAR halalas. */

export interface UnitFilter {
  cityId?: number;
  categoryId?: number;
  /** Inclusive bounds on base_price_minor, already translated from the requested currency. */
  minSar?: number;
  maxSar?: number;
  guests?: number;
  bedrooms?: number;
  amenityIds?: number[];
  /** Free for every night in [from, to). */
  free?: { from: string; to: string };
}

export type CardRow = Awaited<ReturnType<typeof findCards>>[number];

function where(filter: UnitFilter): SQL | undefined {
  const u = s.units;
  const amenities = filter.amenityIds ?? [];
  return and(
    filter.cityId === undefined ? undefined : eq(u.cityId, filter.cityId),
    filter.categoryId === undefined ? undefined : eq(u.categoryId, filter.categoryId),
    filter.guests === undefined ? undefined : gte(u.guests, filter.guests),
    filter.bedrooms === undefined ? undefined : gte(u.bedrooms, filter.bedrooms),
    filter.minSar === undefined ? undefined : gte(u.basePriceMinor, filter.minSar),
    filter.maxSar === undefined ? undefined : lte(u.basePriceMinor, filter.maxSar),
    // "Has all of these", read from the row itself (units.amenity_ids, kept by triggers from
    // unit_amenities): the page walks units in sort order and checks each in place, with no probe of
    // unit_amenities per amenity and candidate (13,000 buffers for wifi+kitchen in a city at 100k).
    amenities.length === 0 ? undefined : arrayContains(u.amenityIds, amenities),
    // units.unavailable is every blocked night as one multirange (triggers from unit_blocked_days),
    // checked in the row: no anti-join over unit_blocked_days, no probe per candidate.
    filter.free === undefined
      ? undefined
      : and(
          sql`not (${u.unavailable} && daterange(${filter.free.from}::date, ${filter.free.to}::date))`,
          // Held and booked stays take their nights too (the exclusion constraint's gist index answers it).
          sql`not exists (select 1 from ${s.reservations} r where r.unit_id = "units"."id" and r.stay && daterange(${filter.free.from}::date, ${filter.free.to}::date) and ${liveStay('r')})`,
        ),
  );
}

/**
 * Each order is an index's order, with and without a city (migration 0005), NULLS LAST included:
 * drizzle-kit writes DESC indexes as DESC NULLS LAST, and a plain DESC (NULLS FIRST) does not match
 * them, so PostgreSQL sorted the whole city instead of reading a page from the index.
 */
const ORDER: Record<UnitSort, SQL[]> = {
  newest: [sql`${s.units.createdAt} desc nulls last`, sql`${s.units.id} desc nulls last`],
  price_asc: [asc(s.units.basePriceMinor), asc(s.units.id)],
  price_desc: [desc(s.units.basePriceMinor), desc(s.units.id)],
  rating: [sql`${s.units.ratingAverage} desc nulls last`, sql`${s.units.id} desc nulls last`],
};

/**
 * Matches are counted up to this many, then the answer says "at least": an exact count reads every
 * match (a whole city, or all 100,000 units without one) on every search, while the first page reads
 * a dozen. Nobody pages past a thousand stays; they narrow the search.
 */
export const COUNT_CAP = 1_000;

/** How many units match, up to COUNT_CAP + 1 (more than the cap means "COUNT_CAP or more"). */
export async function countUnits(db: Database, filter: UnitFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(s.units)
      .where(where(filter))
      .limit(COUNT_CAP + 1)
      .as('m'),
  );
  return row?.n ?? 0;
}

/**
 * A page of cards in two steps: the inner query finds the page's ids by walking the sort's covering
 * index (migration 0013) and testing every filter in the index entry (an index-only scan, no table
 * visit for a candidate that fails); the outer one reads the cards of just those ids. In one statement
 * the planner would fetch each candidate's row to test it: ~1,700 rows for a filtered city at 100k.
 */
export async function findCards(
  db: Database,
  locale: Locale,
  filter: UnitFilter,
  page: { sort: UnitSort; limit: number; offset: number },
) {
  const hits = db
    .select({ id: s.units.id })
    .from(s.units)
    .where(where(filter))
    .orderBy(...ORDER[page.sort])
    .limit(page.limit)
    .offset(page.offset)
    .as('hits');
  return db
    .select(cardColumns(locale))
    .from(hits)
    .innerJoin(s.units, eq(s.units.id, hits.id))
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .orderBy(...ORDER[page.sort]);
}

export async function findFeaturedCards(db: Database, locale: Locale, limit: number) {
  return db
    .select(cardColumns(locale))
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(eq(s.units.isFeatured, true))
    .orderBy(desc(s.units.ratingAverage), asc(s.units.id))
    .limit(limit);
}

/** Cards for the given ids, in no particular order (callers such as the wishlist order them). */
export async function findCardsByIds(db: Database, locale: Locale, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns(locale))
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(inArray(s.units.id, ids));
}

export * from './calendar-repository';
export { findDetail } from './detail-repository';

/** The key of a unit's first photo, by slug (the unit page's image preload hint); null if none. */
export async function findCoverKeyBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ key: s.unitImages.key })
    .from(s.unitImages)
    .innerJoin(s.units, eq(s.units.id, s.unitImages.unitId))
    .where(eq(s.units.slug, slug))
    .orderBy(asc(s.unitImages.position))
    .limit(1);
  return row?.key ?? null;
}
