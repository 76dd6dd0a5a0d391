import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { UnitSort } from '../../../contract/units';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { liveStay } from './calendar-repository';

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

const cardColumns = (locale: Locale) => ({
  id: s.units.id,
  slug: s.units.slug,
  title: localized(locale, s.units.titleEn, s.units.titleAr),
  area: localized(locale, s.units.areaEn, s.units.areaAr),
  guests: s.units.guests,
  bedrooms: s.units.bedrooms,
  beds: s.units.beds,
  bathrooms: s.units.bathrooms,
  basePriceMinor: s.units.basePriceMinor,
  ratingAverage: s.units.ratingAverage,
  ratingCount: s.units.ratingCount,
  cityId: s.cities.id,
  citySlug: s.cities.slug,
  cityName: localized(locale, s.cities.nameEn, s.cities.nameAr),
  categoryId: s.categories.id,
  categorySlug: s.categories.slug,
  categoryName: localized(locale, s.categories.nameEn, s.categories.nameAr),
});
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
    // "Has all of these": the (amenity_id, unit_id) index answers it without touching units.
    amenities.length === 0
      ? undefined
      : inArray(
          u.id,
          sql`(select ${s.unitAmenities.unitId} from ${s.unitAmenities} where ${inArray(s.unitAmenities.amenityId, amenities)} group by ${s.unitAmenities.unitId} having count(*) = ${amenities.length})`,
        ),
    // "units"."id" is spelt out: drizzle prints columns in `sql` unqualified, which a subquery could rebind.
    filter.free === undefined
      ? undefined
      : and(
          sql`not exists (select 1 from ${s.unitBlockedDays} b where b.unit_id = "units"."id" and b.day >= ${filter.free.from} and b.day < ${filter.free.to})`,
          // Held and booked stays take their nights too (the exclusion constraint's gist index answers it).
          sql`not exists (select 1 from ${s.reservations} r where r.unit_id = "units"."id" and r.stay && daterange(${filter.free.from}::date, ${filter.free.to}::date) and ${liveStay('r')})`,
        ),
  );
}

const ORDER: Record<UnitSort, SQL[]> = {
  newest: [desc(s.units.createdAt), desc(s.units.id)],
  price_asc: [asc(s.units.basePriceMinor), asc(s.units.id)],
  price_desc: [desc(s.units.basePriceMinor), desc(s.units.id)],
  rating: [desc(s.units.ratingAverage), desc(s.units.id)],
};

export async function countUnits(db: Database, filter: UnitFilter): Promise<number> {
  return db.$count(s.units, where(filter));
}

export async function findCards(
  db: Database,
  locale: Locale,
  filter: UnitFilter,
  page: { sort: UnitSort; limit: number; offset: number },
) {
  return db
    .select(cardColumns(locale))
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(where(filter))
    .orderBy(...ORDER[page.sort])
    .limit(page.limit)
    .offset(page.offset);
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

/** The first image of each unit, for cards. */
export async function findCovers(db: Database, locale: Locale, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .selectDistinctOn([s.unitImages.unitId], {
      unitId: s.unitImages.unitId,
      key: s.unitImages.key,
      alt: localized(locale, s.unitImages.altEn, s.unitImages.altAr),
    })
    .from(s.unitImages)
    .where(inArray(s.unitImages.unitId, unitIds))
    .orderBy(s.unitImages.unitId, s.unitImages.position);
}

export async function findDetail(db: Database, locale: Locale, by: { id: number } | { slug: string }) {
  const [card] = await db
    .select({
      ...cardColumns(locale),
      description: localized(locale, s.units.descriptionEn, s.units.descriptionAr),
      houseRules: localized(locale, s.units.houseRulesEn, s.units.houseRulesAr),
      checkInTime: s.units.checkInTime,
      checkOutTime: s.units.checkOutTime,
      cancellationPolicy: s.units.cancellationPolicy,
      lat: s.units.lat,
      lng: s.units.lng,
      cleaningFeeMinor: s.units.cleaningFeeMinor,
    })
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where('id' in by ? eq(s.units.id, by.id) : eq(s.units.slug, by.slug))
    .limit(1);
  if (!card) return undefined;
  const [images, amenities] = await Promise.all([
    db
      .select({ key: s.unitImages.key, alt: localized(locale, s.unitImages.altEn, s.unitImages.altAr) })
      .from(s.unitImages)
      .where(eq(s.unitImages.unitId, card.id))
      .orderBy(asc(s.unitImages.position)),
    db
      .select({
        id: s.amenities.id,
        slug: s.amenities.slug,
        name: localized(locale, s.amenities.nameEn, s.amenities.nameAr),
        icon: s.amenities.icon,
      })
      .from(s.unitAmenities)
      .innerJoin(s.amenities, eq(s.amenities.id, s.unitAmenities.amenityId))
      .where(eq(s.unitAmenities.unitId, card.id))
      .orderBy(asc(s.amenities.position)),
  ]);
  return { ...card, images, amenities };
}

export * from './calendar-repository';

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
