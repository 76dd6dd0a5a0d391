import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { cityZoneSql } from '../reservations/zones';
import { isPublished } from '../units/published';

/**
 * The SQL behind an investment page's actual figures (the rules are in contract/investment.ts,
 * InvestmentActuals). Money is SAR halalas; dates are the rental unit's local calendar days.
 */

const u = s.investmentUnits;

/**
 * The offer, the unit it is let as (null: not rented) and the window: the 12 months of nights before
 * `now`'s date in that unit's zone (Riyadh when there is no unit; the window is then unused). Only a
 * published unit counts as let: a draft or a unit in review has never taken a guest (its zeros would
 * read as a failed rental), and a paused one is off the market, so its nights off sale would drag
 * the occupancy down. The page then shows the projection alone, as for an offer not let yet.
 */
export async function findRental(db: Database, slug: string, now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${cityZoneSql})::date`;
  const [row] = await db
    .select({
      expectedYieldBps: u.expectedYieldBps,
      unitId: s.units.id,
      firstNight: sql<string>`(${today} - interval '12 months')::date::text`,
      endDay: sql<string>`${today}::text`,
    })
    .from(u)
    .leftJoin(s.units, and(eq(s.units.id, u.unitId), isPublished))
    .leftJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .where(eq(u.slug, slug))
    .limit(1);
  return row;
}

export interface ActualRow {
  windowNights: number;
  occupiedNights: number;
  stays: number;
  incomeMinor: number;
  occupancyBps: number;
  /** Null when no night was occupied. */
  adrMinor: number | null;
}

/**
 * One unit's figures over the nights [firstNight, endDay). Each counted night is a line of the
 * reservation's `lines.nights` (its rate as charged), times the share not refunded, rounded half up on
 * its own, so the income is exactly the sum over the nights in the window. The `stay &&` test lets the
 * exclusion constraint's GiST index (unit_id, stay) find the stays; the date test then clips them.
 */
export async function actualFigures(
  db: Database,
  unitId: number,
  firstNight: string,
  endDay: string,
): Promise<ActualRow> {
  const result = await db.execute<Record<keyof ActualRow, string | null>>(sql`
    with counted as (
      select r.id,
             (night ->> 'amountMinor')::bigint * (10000 - coalesce(rf.refund_bp, 0)) as scaled
      from reservations r
      left join reservation_refunds rf on rf.reservation_id = r.id
      cross join lateral jsonb_array_elements(r.lines -> 'nights') night
      where r.unit_id = ${unitId}
        and r.status in ('confirmed', 'completed')
        and r.stay && daterange(${firstNight}::date, ${endDay}::date, '[)')
        and (night ->> 'date')::date >= ${firstNight}::date
        and (night ->> 'date')::date < ${endDay}::date
    ),
    totals as (
      select count(*) as nights, count(distinct id) as stays,
             coalesce(sum((scaled + 5000) / 10000), 0)::bigint as income,
             ${endDay}::date - ${firstNight}::date as span
      from counted
    )
    select span as "windowNights", nights as "occupiedNights", stays, income as "incomeMinor",
           (nights * 20000 + span) / (span * 2) as "occupancyBps",
           case when nights > 0 then (income * 2 + nights) / (nights * 2) end as "adrMinor"
    from totals`);
  const row = result.rows[0];
  if (!row) throw new Error('actualFigures: no row');
  // count() and sum() are bigint, which node-postgres reads as text; every value here is far below 2^53.
  return {
    windowNights: Number(row.windowNights),
    occupiedNights: Number(row.occupiedNights),
    stays: Number(row.stays),
    incomeMinor: Number(row.incomeMinor),
    occupancyBps: Number(row.occupancyBps),
    adrMinor: row.adrMinor === null ? null : Number(row.adrMinor),
  };
}
