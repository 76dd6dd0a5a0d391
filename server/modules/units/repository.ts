import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { UnitSort } from '../../../contract/units';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { runStatement } from '../../db/prepared';
import type { Rate } from '../../lib/money';
import { cardColumns } from './card-columns';
import { detailStatement } from './detail-repository';
import { isPublished } from './published';
import { searchStatement, windowFor, type UnitFilter } from './search-statement';

/** The only SQL of the units module. Text comes back in one language; money in SAR halalas. */

export type { UnitFilter } from './search-statement';

export type CardRow = Awaited<ReturnType<typeof findCardsByIds>>[number];

/**
 * One search: how many match, up to the page's count window (more than the window means "at least
 * the window"), and the page's cards as JSON text (search-statement.ts).
 */
export async function searchUnits(
  db: Database,
  locale: Locale,
  filter: UnitFilter,
  page: { sort: UnitSort; limit: number; offset: number },
  rate: Rate,
): Promise<{ total: number; items: string; window: number }> {
  const statement = searchStatement(filter, locale, page, rate);
  const [row] = await runStatement<{ total: number; items: string }>(db, statement);
  return { total: row?.total ?? 0, items: row?.items ?? '[]', window: windowFor(page.offset, page.limit) };
}

/** A unit page as JSON text (UnitDetail), or undefined when no published unit has that key. */
export async function findDetailJson(
  db: Database,
  locale: Locale,
  by: { id: number } | { slug: string },
  rate: Rate,
): Promise<string | undefined> {
  const [row] = await runStatement<{ unit: string }>(db, detailStatement(locale, by, rate));
  return row?.unit;
}

export async function findFeaturedCards(db: Database, locale: Locale, limit: number) {
  return db
    .select(cardColumns(locale))
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(and(eq(s.units.isFeatured, true), isPublished))
    .orderBy(desc(s.units.ratingAverage), asc(s.units.id))
    .limit(limit);
}

/**
 * Cards for the given ids that guests may see (published), in no particular order (callers such as
 * the wishlist order them); the others are simply absent.
 */
export async function findCardsByIds(db: Database, locale: Locale, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns(locale))
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(and(inArray(s.units.id, ids), isPublished));
}

export * from './calendar-repository';

/** The key of a published unit's first photo, by slug (the unit page's preload hint); null if none. */
export async function findCoverKeyBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ key: s.unitImages.key })
    .from(s.unitImages)
    .innerJoin(s.units, eq(s.units.id, s.unitImages.unitId))
    .where(and(eq(s.units.slug, slug), isPublished))
    .orderBy(asc(s.unitImages.position))
    .limit(1);
  return row?.key ?? null;
}
