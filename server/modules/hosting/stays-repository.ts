import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { HostStayTab } from '../../../contract/hosting-stays';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { paidSql, refundedSql, tabSql, visibleSql } from './stays-sql';

/**
 * The SQL of the host's stays. Every statement names the caller as the unit's host in its WHERE, so
 * another host's stay is not found, never shown. Money comes back in SAR halalas.
 */

const r = s.reservations;
const u = s.units;
const c = s.cities;
const rf = s.reservationRefunds;

const columns = (locale: Locale) => ({
  id: r.id,
  code: r.code,
  status: r.status,
  tab: tabSql,
  unitId: u.id,
  unitSlug: u.slug,
  unitTitle: localized(locale, u.titleEn, u.titleAr),
  guestName: r.guestName,
  guests: r.guests,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  nights: r.nights,
  totalMinor: r.totalMinor,
  paidMinor: sql<number>`${paidSql}::int`,
  refundedMinor: sql<number>`${refundedSql}::int`,
  vatMinor: r.vatMinor,
  hostFeeBp: r.hostFeeBp,
});
export type StayRow = Awaited<ReturnType<typeof findStays>>[number];

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface StayFilter {
  hostId: string;
  tab?: HostStayTab | undefined;
  search?: string | undefined;
  unitId?: number | undefined;
}

function where(filter: StayFilter): SQL | undefined {
  const pattern = filter.search === undefined ? undefined : likePattern(filter.search);
  return and(
    eq(u.hostId, filter.hostId),
    visibleSql,
    filter.tab ? sql`${tabSql} = ${filter.tab}` : undefined,
    filter.unitId === undefined ? undefined : eq(u.id, filter.unitId),
    pattern ? or(ilike(r.code, pattern), ilike(r.guestName, pattern)) : undefined,
  );
}

/** Soonest first while a stay is ahead or under way; newest first once it is over or cancelled. */
const ORDER: Record<HostStayTab | 'all', SQL[]> = {
  upcoming: [asc(r.checkIn), asc(r.code)],
  in_house: [asc(r.checkOut), asc(r.code)],
  past: [desc(r.checkIn), asc(r.code)],
  cancelled: [desc(r.cancelledAt), asc(r.code)],
  all: [desc(r.checkIn), asc(r.code)],
};

export function findStays(
  db: Database,
  locale: Locale,
  filter: StayFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(columns(locale))
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .leftJoin(rf, eq(rf.reservationId, r.id))
    .where(where(filter))
    .orderBy(...ORDER[filter.tab ?? 'all'])
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStays(db: Database, filter: StayFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(where(filter));
  return row?.n ?? 0;
}

/** One stay of the caller's, with what the detail page adds to a list row. */
export async function findStay(db: Database, locale: Locale, hostId: string, code: string) {
  const [row] = await db
    .select({
      ...columns(locale),
      userId: r.userId,
      guestEmail: r.guestEmail,
      guestPhone: r.guestPhone,
      lines: r.lines,
      nightsMinor: r.nightsMinor,
      cleaningFeeMinor: r.cleaningFeeMinor,
      discountMinor: r.discountMinor,
      coinsMinor: r.coinsMinor,
      checkInTime: u.checkInTime,
      checkOutTime: u.checkOutTime,
      countryCode: c.countryCode,
      cancelledBy: r.cancelledBy,
      cancelReason: r.cancelReason,
      cancelledAt: r.cancelledAt,
      updatedAt: r.updatedAt,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .leftJoin(rf, eq(rf.reservationId, r.id))
    .where(and(eq(u.hostId, hostId), eq(r.code, code), visibleSql));
  return row;
}
export type StayDetailRow = NonNullable<Awaited<ReturnType<typeof findStay>>>;

/** Locks the caller's stay for a host cancellation; a second cancel waits here, then sees it done. */
export async function lockForHostCancel(tx: Database, hostId: string, code: string) {
  const [row] = await tx
    .select({
      id: r.id,
      userId: r.userId,
      status: r.status,
      paidMinor: r.paidMinor,
      totalMinor: r.totalMinor,
      coinsSpent: r.coinsSpent,
      currency: r.currency,
      checkOut: r.checkOut,
      checkOutTime: u.checkOutTime,
      countryCode: c.countryCode,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(and(eq(u.hostId, hostId), eq(r.code, code), visibleSql))
    .for('update', { of: r });
  return row;
}
