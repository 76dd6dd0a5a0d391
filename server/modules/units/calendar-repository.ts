import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { isPublished } from './published';
import type { Season } from '../checkout/pricing-rules';
import { checkInMinimumsSql, seasonsSql, unitTermsSql, type UnitTerms } from '../checkout/rules-sql';

/** SQL for a unit's calendar and extras. Days are `YYYY-MM-DD` strings throughout. */

export async function findSlugIds(
  db: Database,
  table: 'cities' | 'categories' | 'amenities',
  slugs: string[],
) {
  const t = s[table];
  return db.select({ id: t.id, slug: t.slug }).from(t).where(inArray(t.slug, slugs));
}

/**
 * The unit's terms and its pricing rules' settings, seasons and check-in nights' own minimum stays over
 * [from, to); undefined: no unit.
 */
export async function findRules(db: Database, unitId: number, from: string, to: string) {
  const result = await db.execute<{
    unit: UnitTerms | null;
    seasons: Season[];
    minimums: [string, number][];
  }>(
    sql`select ${unitTermsSql(unitId)} as unit, ${seasonsSql(unitId, from, to)} as seasons,
      ${checkInMinimumsSql(unitId, from, to)} as minimums`,
  );
  const row = result.rows[0];
  return row?.unit ? { terms: row.unit, seasons: row.seasons, minimums: new Map(row.minimums) } : undefined;
}

/**
 * A published unit's terms, or undefined: its calendar, extras and price preview answer 404 for any
 * other unit, as its page does.
 */
export async function findPricing(db: Database, unitId: number) {
  const [row] = await db
    .select({
      basePriceMinor: s.units.basePriceMinor,
      cleaningFeeMinor: s.units.cleaningFeeMinor,
      guests: s.units.guests,
      minNights: s.units.minNights,
    })
    .from(s.units)
    .where(and(eq(s.units.id, unitId), isPublished))
    .limit(1);
  return row;
}

/**
 * A reservation that takes its nights: confirmed or completed, or a hold that has not run out. A hold
 * past its end is free at once, even before the expiry job has marked it (modules/checkout).
 */
export const liveStay = (alias: string) =>
  sql.raw(
    `(${alias}.status in ('confirmed', 'completed') or (${alias}.status = 'pending_payment' and ${alias}.hold_expires_at > now()))`,
  );

/**
 * Nights in [from, to) taken by live reservations, with the unit's preparation nights on each side of
 * a stay (unit_pricing.prep_nights): no stay may sleep there, as in the dated search's units.unavailable;
 * and nights an imported calendar blocks (sold elsewhere).
 */
async function findTaken(db: Database, unitId: number, from: string, to: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    select distinct to_char(d, 'YYYY-MM-DD') as day
    from ${s.reservations} r
    cross join lateral (select coalesce((select prep_nights from unit_pricing where unit_id = ${unitId}), 0) as n) p,
         generate_series(greatest(r.check_in - p.n, ${from}::date), least(r.check_out + p.n, ${to}::date) - 1, interval '1 day') d
    where r.unit_id = ${unitId} and daterange(r.check_in - p.n, r.check_out + p.n) && daterange(${from}::date, ${to}::date)
      and ${liveStay('r')}
    union
    select to_char(n.day, 'YYYY-MM-DD') from ${s.unitImportedNights} n
    where n.unit_id = ${unitId} and n.day >= ${from}::date and n.day < ${to}::date`);
  return result.rows.map((row) => row.day);
}

/** Overrides, blocked nights and nights taken by reservations in [from, to). */
export async function findCalendar(db: Database, unitId: number, from: string, to: string) {
  const [overrides, blocked, taken] = await Promise.all([
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
    findTaken(db, unitId, from, to),
  ]);
  return {
    overrides: new Map(overrides.map((row) => [row.day, row.priceMinor])),
    blocked: new Set(blocked.map((row) => row.day)),
    taken: new Set(taken),
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
