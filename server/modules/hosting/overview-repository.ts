import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { cityZoneSql } from '../reservations/zones';
import { payoutSql, tabSql, unitTodaySql, visibleSql } from './stays-sql';

/**
 * The dashboard's SQL. Every figure is counted by PostgreSQL from the same reservations, with the same
 * visibility and tab rules as the stays list (stays-sql.ts), so the two never disagree. Each unit's
 * day and month are its own zone's.
 */

const r = s.reservations;
const u = s.units;
const c = s.cities;
const rf = s.reservationRefunds;

const monthStart = sql`date_trunc('month', ${unitTodaySql})::date`;
const monthEnd = sql`(date_trunc('month', ${unitTodaySql}) + interval '1 month')::date`;

export type BriefKind = 'arrivals' | 'departures' | 'in_house' | 'next_30_days';

const KIND_WHERE: Record<BriefKind, SQL> = {
  arrivals: sql`${r.status} = 'confirmed' and ${r.checkIn} = ${unitTodaySql}`,
  departures: sql`${r.status} in ('confirmed', 'completed') and ${r.checkOut} = ${unitTodaySql}`,
  in_house: sql`${r.status} = 'confirmed' and ${tabSql} = 'in_house'`,
  next_30_days: sql`${r.status} = 'confirmed' and ${r.checkIn} > ${unitTodaySql} and ${r.checkIn} <= ${unitTodaySql} + 30`,
};

export function findBriefs(db: Database, locale: Locale, hostId: string, kind: BriefKind) {
  return db
    .select({
      code: r.code,
      unitTitle: localized(locale, u.titleEn, u.titleAr),
      guestName: r.guestName,
      guests: r.guests,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(u.hostId, hostId), visibleSql, KIND_WHERE[kind]))
    .orderBy(asc(r.checkIn), asc(r.code))
    .limit(100);
}

/**
 * This month's figures: nights booked (confirmed and completed stays, clipped to the month), nights
 * the published units could be sold (the month's days less blocked ones) and the payouts of the stays
 * that check in this month, all in SAR halalas.
 */
export async function monthFigures(db: Database, hostId: string) {
  const booked = db
    .select({
      n: sql<number>`coalesce(sum(greatest(0, least(${r.checkOut}, ${monthEnd}) - greatest(${r.checkIn}, ${monthStart}))), 0)::int`,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(u.hostId, hostId), sql`${r.status} in ('confirmed', 'completed')`));
  const sellable = db
    .select({
      n: sql<number>`coalesce(sum((${monthEnd} - ${monthStart}) - (select count(*) from ${s.unitBlockedDays} b where b.unit_id = ${u.id} and b.day >= ${monthStart} and b.day < ${monthEnd})), 0)::int`,
    })
    .from(u)
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(u.hostId, hostId), eq(u.status, 'published')));
  const earned = db
    .select({ n: sql<number>`coalesce(sum(${payoutSql()}), 0)::bigint` })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .leftJoin(rf, eq(rf.reservationId, r.id))
    .where(
      and(
        eq(u.hostId, hostId),
        visibleSql,
        sql`${r.checkIn} >= ${monthStart} and ${r.checkIn} < ${monthEnd}`,
      ),
    );
  const [[b], [a], [e]] = await Promise.all([booked, sellable, earned]);
  return { booked: b?.n ?? 0, available: a?.n ?? 0, earnings: Number(e?.n ?? 0) };
}

/** The host's units by state, and the host's own cancellations in the last 12 months. */
export async function unitAndCancelCounts(db: Database, hostId: string) {
  const [units] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${u.status} = 'published'))::int`,
      // Paused, sent back from review with a note, or a licence running out within 30 days.
      attention: sql<number>`(count(*) filter (where ${u.status} = 'paused' or (${u.status} = 'draft' and ${u.reviewNote} is not null) or ${u.licenceExpiresOn} < (now() at time zone ${cityZoneSql})::date + 30))::int`,
    })
    .from(u)
    .innerJoin(c, eq(c.id, u.cityId))
    .where(eq(u.hostId, hostId));
  const [cancels] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .where(
      and(
        eq(u.hostId, hostId),
        eq(r.cancelledBy, 'host'),
        sql`${r.cancelledAt} > now() - interval '12 months'`,
      ),
    );
  return {
    total: units?.total ?? 0,
    published: units?.published ?? 0,
    attention: units?.attention ?? 0,
    hostCancellations: cancels?.n ?? 0,
  };
}
