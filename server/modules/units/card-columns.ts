import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { positionSql } from './approximate';

/** What a unit card shows, in one language; the queries join units to cities and categories. */
export const cardColumns = (locale: Locale) => ({
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
  // Never the exact point: the same rounding as the search's cards (approximate.ts).
  position: sql<{ lat: number; lng: number }>`${sql.raw(positionSql('"units"'))}`,
  // The first photo, in the same statement: one probe of (unit_id, position) per card, no round trip.
  cover: sql<{
    key: string;
    alt: string;
  } | null>`(select json_build_object('key', i.key, 'alt', ${sql.raw(locale === 'ar' ? 'i.alt_ar' : 'i.alt_en')}) from ${s.unitImages} i where i.unit_id = "units"."id" order by i.position limit 1)`,
});
