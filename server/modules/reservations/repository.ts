import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { ReservationTab } from '../../../contract/reservations-account';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { checkOutAtSql } from './zones';

/** The only SQL of the reservations module (the guest's trips). Money comes back in SAR halalas. */

const r = s.reservations;
const u = s.units;
const c = s.cities;

const coverKey = sql<
  string | null
>`(select ${s.unitImages.key} from ${s.unitImages} where ${s.unitImages.unitId} = ${u.id} order by ${s.unitImages.position} limit 1)`;
const coverAlt = (locale: Locale) =>
  sql<
    string | null
  >`(select ${locale === 'ar' ? s.unitImages.altAr : s.unitImages.altEn} from ${s.unitImages} where ${s.unitImages.unitId} = ${u.id} order by ${s.unitImages.position} limit 1)`;

/** Which tab a row belongs to, computed by the database with the unit's own clock. */
const tabSql = sql<ReservationTab | null>`(case
  when ${r.status} = 'cancelled' then 'cancelled'
  when ${r.status} = 'completed' then 'past'
  when ${r.status} = 'confirmed' and ${checkOutAtSql} <= now() then 'past'
  when ${r.status} = 'confirmed' then 'upcoming'
  when ${r.status} = 'pending_payment' and ${r.holdExpiresAt} > now() then 'upcoming'
  else null end)`;

const TAB_WHERE: Record<ReservationTab, SQL> = {
  cancelled: sql`${r.status} = 'cancelled'`,
  past: sql`(${r.status} = 'completed' or (${r.status} = 'confirmed' and ${checkOutAtSql} <= now()))`,
  upcoming: sql`((${r.status} = 'confirmed' and ${checkOutAtSql} > now()) or (${r.status} = 'pending_payment' and ${r.holdExpiresAt} > now()))`,
};
/** Every row that is a trip at all: expired holds were never one. */
const ANY_TRIP = sql`(${r.status} <> 'expired' and (${r.status} <> 'pending_payment' or ${r.holdExpiresAt} > now()))`;

const cardColumns = (locale: Locale) => ({
  id: r.id,
  code: r.code,
  status: r.status,
  tab: tabSql,
  unitId: u.id,
  unitSlug: u.slug,
  unitTitle: localized(locale, u.titleEn, u.titleAr),
  city: localized(locale, c.nameEn, c.nameAr),
  area: localized(locale, u.areaEn, u.areaAr),
  imageKey: coverKey,
  imageAlt: coverAlt(locale),
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  nights: r.nights,
  guests: r.guests,
  totalMinor: r.totalMinor,
  currency: r.currency,
  createdAt: r.createdAt,
});
export type CardRow = Awaited<ReturnType<typeof findCards>>[number];

/** Escapes LIKE's wildcards, so a search for "50%" finds that text, not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function searchWhere(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(r.code, pattern),
    ilike(u.titleEn, pattern),
    ilike(u.titleAr, pattern),
    ilike(c.nameEn, pattern),
    ilike(c.nameAr, pattern),
  );
}

export interface CardFilter {
  userId: string;
  tab?: ReservationTab | undefined;
  search?: string | undefined;
}

function where(filter: CardFilter): SQL | undefined {
  return and(
    eq(r.userId, filter.userId),
    filter.tab ? TAB_WHERE[filter.tab] : ANY_TRIP,
    filter.search === undefined ? undefined : searchWhere(filter.search),
  );
}

export async function countCards(db: Database, filter: CardFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(where(filter));
  return row?.n ?? 0;
}

/** Newest stay first (check-in descending), ties by booking time. */
export function findCards(
  db: Database,
  locale: Locale,
  filter: CardFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(cardColumns(locale))
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .where(where(filter))
    .orderBy(desc(r.checkIn), desc(r.createdAt), desc(r.id))
    .limit(page.limit)
    .offset(page.offset);
}

const detailColumns = (locale: Locale) => ({
  row: r,
  tab: tabSql,
  unitSlug: u.slug,
  unitTitle: localized(locale, u.titleEn, u.titleAr),
  city: localized(locale, c.nameEn, c.nameAr),
  countryCode: c.countryCode,
  area: localized(locale, u.areaEn, u.areaAr),
  houseRules: localized(locale, u.houseRulesEn, u.houseRulesAr),
  imageKey: coverKey,
  imageAlt: coverAlt(locale),
  checkInTime: u.checkInTime,
  checkOutTime: u.checkOutTime,
  lat: u.lat,
  lng: u.lng,
  policy: u.cancellationPolicy,
  refund: s.reservationRefunds,
  pointsEarned: sql<
    number | null
  >`(select ${s.pointEntries.delta} from ${s.pointEntries} where ${s.pointEntries.reservationId} = ${r.id} and ${s.pointEntries.reason} = 'stay_completed')`,
});
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

/** The caller's own reservation only: anyone else's id reads as missing. */
export async function findDetail(db: Database, locale: Locale, userId: string, id: string) {
  const [row] = await db
    .select(detailColumns(locale))
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(c, eq(c.id, u.cityId))
    .leftJoin(s.reservationRefunds, eq(s.reservationRefunds.reservationId, r.id))
    .where(and(eq(r.id, id), eq(r.userId, userId)));
  return row;
}

/** A reservation row with what checkout's pages (payment, success, receipt mail) show of the unit. */
export async function findReservation(db: Database, locale: Locale, id: string) {
  const [row] = await db
    .select({
      reservation: s.reservations,
      unitSlug: s.units.slug,
      unitTitle: localized(locale, s.units.titleEn, s.units.titleAr),
      unitArea: localized(locale, s.units.areaEn, s.units.areaAr),
      cityName: localized(locale, s.cities.nameEn, s.cities.nameAr),
      checkInTime: s.units.checkInTime,
      checkOutTime: s.units.checkOutTime,
      lat: s.units.lat,
      lng: s.units.lng,
      imageKey: sql<
        string | null
      >`(select ${s.unitImages.key} from ${s.unitImages} where ${s.unitImages.unitId} = ${s.units.id} order by ${s.unitImages.position} limit 1)`,
      imageAlt: sql<
        string | null
      >`(select ${locale === 'ar' ? s.unitImages.altAr : s.unitImages.altEn} from ${s.unitImages} where ${s.unitImages.unitId} = ${s.units.id} order by ${s.unitImages.position} limit 1)`,
    })
    .from(s.reservations)
    .innerJoin(s.units, eq(s.units.id, s.reservations.unitId))
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .where(eq(s.reservations.id, id))
    .limit(1);
  if (!row) return undefined;
  const [paid] = await db
    .select({ updatedAt: s.payments.updatedAt })
    .from(s.payments)
    .where(and(eq(s.payments.reservationId, id), eq(s.payments.status, 'succeeded')))
    .orderBy(asc(s.payments.updatedAt))
    .limit(1);
  return { ...row, paidAt: paid?.updatedAt ?? row.reservation.confirmedAt };
}
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;
