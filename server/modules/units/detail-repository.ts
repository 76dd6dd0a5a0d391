import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { cardColumns } from './card-columns';

/** The unit page's statement (re-exported by repository.ts, the module's one entry for SQL). */

function detailQuery(db: Database, locale: Locale, by: 'id' | 'slug') {
  const alt = sql.raw(locale === 'ar' ? 'i.alt_ar' : 'i.alt_en');
  const name = sql.raw(locale === 'ar' ? 'a.name_ar' : 'a.name_en');
  return db
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
      images: sql<
        { key: string; alt: string }[]
      >`coalesce((select json_agg(json_build_object('key', i.key, 'alt', ${alt}) order by i.position) from ${s.unitImages} i where i.unit_id = "units"."id"), '[]')`,
      amenities: sql<
        { id: number; slug: string; name: string; icon: string }[]
      >`coalesce((select json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', ${name}, 'icon', a.icon) order by a.position) from ${s.unitAmenities} ua join ${s.amenities} a on a.id = ua.amenity_id where ua.unit_id = "units"."id"), '[]')`,
    })
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(by === 'id' ? eq(s.units.id, sql.placeholder('key')) : eq(s.units.slug, sql.placeholder('key')))
    .limit(1)
    .prepare(`unit_detail_${by}_${locale}`);
}

const detailQueries = new WeakMap<Database, Map<string, ReturnType<typeof detailQuery>>>();

/**
 * A unit page in one statement: the unit, its city and category, and its photos and amenities as JSON
 * arrays from correlated subqueries (each an index probe on the unit's id). The statement is built once
 * per database, language and key, and sent as a named prepared statement: each pooled connection
 * parses it once, and PostgreSQL soon reuses one plan, so a page costs neither query building here nor
 * planning there (together most of an uncached unit page's cost).
 */
export async function findDetail(db: Database, locale: Locale, by: { id: number } | { slug: string }) {
  const kind = 'id' in by ? 'id' : 'slug';
  let queries = detailQueries.get(db);
  if (!queries) detailQueries.set(db, (queries = new Map()));
  let query = queries.get(`${kind}:${locale}`);
  if (!query) queries.set(`${kind}:${locale}`, (query = detailQuery(db, locale, kind)));
  const [row] = await query.execute({ key: 'id' in by ? by.id : by.slug });
  return row;
}
