import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';

/** SQL for a unit's calendar and extras. Days are `YYYY-MM-DD` strings throughout. */

export async function findSlugIds(
  db: Database,
  table: 'cities' | 'categories' | 'amenities',
  slugs: string[],
) {
  const t = s[table];
  return db.select({ id: t.id, slug: t.slug }).from(t).where(inArray(t.slug, slugs));
}

export async function findPricing(db: Database, unitId: number) {
  const [row] = await db
    .select({
      basePriceMinor: s.units.basePriceMinor,
      cleaningFeeMinor: s.units.cleaningFeeMinor,
      guests: s.units.guests,
    })
    .from(s.units)
    .where(eq(s.units.id, unitId))
    .limit(1);
  return row;
}

/** Overrides and blocked nights in [from, to). */
export async function findCalendar(db: Database, unitId: number, from: string, to: string) {
  const [overrides, blocked] = await Promise.all([
    db
      .select({ day: s.unitPriceOverrides.day, priceMinor: s.unitPriceOverrides.priceMinor })
      .from(s.unitPriceOverrides)
      .where(
        and(
          eq(s.unitPriceOverrides.unitId, unitId),
          gte(s.unitPriceOverrides.day, from),
          lt(s.unitPriceOverrides.day, to),
        ),
      ),
    db
      .select({ day: s.unitBlockedDays.day })
      .from(s.unitBlockedDays)
      .where(
        and(
          eq(s.unitBlockedDays.unitId, unitId),
          gte(s.unitBlockedDays.day, from),
          lt(s.unitBlockedDays.day, to),
        ),
      ),
  ]);
  return {
    overrides: new Map(overrides.map((row) => [row.day, row.priceMinor])),
    blocked: new Set(blocked.map((row) => row.day)),
  };
}

export async function findExtras(db: Database, locale: Locale, unitId: number) {
  return db
    .select({
      id: s.unitExtras.id,
      name: localized(locale, s.unitExtras.nameEn, s.unitExtras.nameAr),
      priceMinor: s.unitExtras.priceMinor,
      pricing: s.unitExtras.pricing,
    })
    .from(s.unitExtras)
    .where(eq(s.unitExtras.unitId, unitId))
    .orderBy(asc(s.unitExtras.position), asc(s.unitExtras.id));
}
