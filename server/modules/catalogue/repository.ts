import { asc, count, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import { categories, cities, counters, pageMeta, units } from '../../db/schema/index';
import { isPublished, publishedSql } from '../units/published';

/**
 * SQL for the catalogue's reference data, each text in the caller's language only. The unit counts
 * count published units only (what a guest can find), and are written with explicit aliases: drizzle
 * prints columns inside `sql` unqualified, and an unqualified "id" in a correlated subquery would bind
 * to the inner table.
 */

export async function listCities(db: Database, locale: Locale) {
  return db
    .select({
      id: cities.id,
      slug: cities.slug,
      name: localized(locale, cities.nameEn, cities.nameAr),
      country_code: cities.countryCode,
      image_key: cities.imageKey,
      units_count: sql<number>`(select count(*)::int from "units" u where u.city_id = "cities"."id" and ${sql.raw(publishedSql('u'))})`,
    })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.id));
}

export async function listCategories(db: Database, locale: Locale) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: localized(locale, categories.nameEn, categories.nameAr),
      icon: categories.icon,
      units_count: sql<number>`(select count(*)::int from "units" u where u.category_id = "categories"."id" and ${sql.raw(publishedSql('u'))})`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function listCounters(db: Database, locale: Locale) {
  return db
    .select({
      key: counters.key,
      label: localized(locale, counters.labelEn, counters.labelAr),
      value: counters.value,
    })
    .from(counters)
    .orderBy(asc(counters.position));
}

export async function findPageMeta(db: Database, page: string, locale: Locale) {
  const rows = await db
    .select({
      page: pageMeta.page,
      title: localized(locale, pageMeta.titleEn, pageMeta.titleAr),
      description: localized(locale, pageMeta.descriptionEn, pageMeta.descriptionAr),
      image_key: pageMeta.imageKey,
    })
    .from(pageMeta)
    .where(eq(pageMeta.page, page))
    .limit(1);
  return rows[0];
}

/** Live count of published units, so the "homes" counter never disagrees with the catalogue. */
export async function countUnits(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(units).where(isPublished);
  return row?.n ?? 0;
}
