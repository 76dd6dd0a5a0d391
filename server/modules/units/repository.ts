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

/** Which filters a search uses, not their values: one prepared statement serves every search of a shape. */
const FIELDS = [
  'cityId',
  'categoryId',
  'guests',
  'bedrooms',
  'minSar',
  'maxSar',
  'amenityIds',
  'free',
] as const;
const has = (filter: UnitFilter, field: (typeof FIELDS)[number]) =>
  field === 'amenityIds' ? (filter.amenityIds?.length ?? 0) > 0 : filter[field] !== undefined;
const shapeOf = (filter: UnitFilter) =>
  FIELDS.reduce((bits, field, i) => (has(filter, field) ? bits | (1 << i) : bits), 0).toString(36);

/** The values a shape's statement takes, by placeholder name. */
function valuesOf(filter: UnitFilter): Record<string, unknown> {
  const { free, ...rest } = filter;
  return { ...rest, ...(free ? { from: free.from, to: free.to } : {}) };
}

function where(filter: UnitFilter): SQL | undefined {
  const u = s.units;
  const p = sql.placeholder;
  return and(
    has(filter, 'cityId') ? eq(u.cityId, p('cityId')) : undefined,
    has(filter, 'categoryId') ? eq(u.categoryId, p('categoryId')) : undefined,
    has(filter, 'guests') ? gte(u.guests, p('guests')) : undefined,
    has(filter, 'bedrooms') ? gte(u.bedrooms, p('bedrooms')) : undefined,
    has(filter, 'minSar') ? gte(u.basePriceMinor, p('minSar')) : undefined,
    has(filter, 'maxSar') ? lte(u.basePriceMinor, p('maxSar')) : undefined,
    // "Has all of these", read from the row itself (units.amenity_ids, kept by triggers from
    // unit_amenities) and from the covering indexes' copy of it (migration 0015): no probe of
    // unit_amenities per amenity and candidate (13,000 buffers for wifi+kitchen in a city at 100k).
    has(filter, 'amenityIds') ? arrayContains(u.amenityIds, p('amenityIds')) : undefined,
    // units.unavailable is every blocked night as one multirange (triggers from unit_blocked_days),
    // checked in the index entry: no anti-join over unit_blocked_days, no probe per candidate.
    has(filter, 'free')
      ? and(
          sql`not (${u.unavailable} && daterange(${p('from')}::date, ${p('to')}::date))`,
          // Held and booked stays take their nights too (the exclusion constraint's gist index answers it).
          sql`not exists (select 1 from ${s.reservations} r where r.unit_id = "units"."id" and r.stay && daterange(${p('from')}::date, ${p('to')}::date) and ${liveStay('r')})`,
        )
      : undefined,
  );
}

/**
 * Each order is an index's order, with and without a city (migration 0015), NULLS LAST included:
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

const countStatement = (db: Database, filter: UnitFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(s.units)
        .where(where(filter))
        .limit(COUNT_CAP + 1)
        .as('m'),
    )
    .prepare(`units_count_${shapeOf(filter)}`);

/**
 * A page of cards in two steps: the inner query finds the page's ids by walking the sort's covering
 * index (migration 0015) and testing every filter in the index entry (an index-only scan, no table
 * visit for a candidate that fails); the outer one reads the cards of just those ids. In one statement
 * the planner would fetch each candidate's row to test it: ~1,700 rows for a filtered city at 100k.
 */
function pageStatement(db: Database, filter: UnitFilter, locale: Locale, sort: UnitSort) {
  const hits = db
    .select({ id: s.units.id })
    .from(s.units)
    .where(where(filter))
    .orderBy(...ORDER[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('hits');
  return db
    .select(cardColumns(locale))
    .from(hits)
    .innerJoin(s.units, eq(s.units.id, hits.id))
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .orderBy(...ORDER[sort])
    .prepare(`units_page_${shapeOf(filter)}_${sort}_${locale}`);
}

/**
 * Searches as named prepared statements, one per shape, built once per database: the query builder
 * cost more CPU here than anything else in an uncached search, and each pooled connection parses a
 * shape once. There are at most 2^8 shapes × 4 sorts × 2 languages, fewer in practice.
 */
const statements = new WeakMap<Database, Map<string, unknown>>();
function statement<T>(db: Database, key: string, build: () => T): T {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let found = byKey.get(key) as T | undefined;
  if (found === undefined) byKey.set(key, (found = build()));
  return found;
}

/** How many units match, up to COUNT_CAP + 1 (more than the cap means "COUNT_CAP or more"). */
export async function countUnits(db: Database, filter: UnitFilter): Promise<number> {
  const query = statement(db, `count ${shapeOf(filter)}`, () => countStatement(db, filter));
  const [row] = await query.execute(valuesOf(filter));
  return row?.n ?? 0;
}

export async function findCards(
  db: Database,
  locale: Locale,
  filter: UnitFilter,
  page: { sort: UnitSort; limit: number; offset: number },
) {
  const key = `page ${shapeOf(filter)} ${page.sort} ${locale}`;
  const query = statement(db, key, () => pageStatement(db, filter, locale, page.sort));
  return query.execute({ ...valuesOf(filter), limit: page.limit, offset: page.offset });
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
