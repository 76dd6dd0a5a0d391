import { asc, max, min, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { InvestmentFilterOptions, UnitFilterOptions } from '../../../contract/content';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import { amenities, cities, investmentUnits, units } from '../../db/schema/index';
import { convertFromSar, type Rate } from '../../lib/money';
import { isPublished } from '../units/published';

/** Converted as the cards convert each price (monotonic), so the bounds equal the cheapest and dearest price shown. */
function bounds(minSar: number, maxSar: number, rate: Rate) {
  const low = convertFromSar(minSar, rate);
  const high = convertFromSar(maxSar, rate);
  return { currency: low.currency, min_minor: low.amount_minor, max_minor: high.amount_minor };
}

export async function unitFilterOptions(
  db: Database,
  locale: Locale,
  rate: Rate,
): Promise<UnitFilterOptions> {
  const [list, [range]] = await Promise.all([
    db
      .select({
        slug: amenities.slug,
        name: localized(locale, amenities.nameEn, amenities.nameAr),
        icon: amenities.icon,
      })
      .from(amenities)
      .orderBy(asc(amenities.id)),
    db
      .select({
        low: min(units.basePriceMinor),
        high: max(units.basePriceMinor),
        guests: max(units.guests),
        bedrooms: max(units.bedrooms),
      })
      // The bounds of what a guest can find: a draft's price must not widen the slider.
      .from(units)
      .where(isPublished),
  ]);
  return {
    amenities: list,
    price: bounds(range?.low ?? 0, range?.high ?? 0, rate),
    max_guests: range?.guests ?? 1,
    max_bedrooms: range?.bedrooms ?? 0,
  };
}

export async function investmentFilterOptions(
  db: Database,
  locale: Locale,
  rate: Rate,
): Promise<InvestmentFilterOptions> {
  const [list, [range]] = await Promise.all([
    db
      .select({ slug: cities.slug, name: localized(locale, cities.nameEn, cities.nameAr) })
      .from(cities)
      .where(sql`exists (select 1 from "investment_units" i where i.city_id = "cities"."id")`)
      .orderBy(asc(cities.position), asc(cities.id)),
    db
      .select({
        low: min(investmentUnits.sharePriceMinor),
        high: max(investmentUnits.sharePriceMinor),
        yieldBps: max(investmentUnits.expectedYieldBps),
      })
      .from(investmentUnits),
  ]);
  return {
    cities: list,
    price: bounds(range?.low ?? 0, range?.high ?? 0, rate),
    max_yield_bps: range?.yieldBps ?? 0,
  };
}
