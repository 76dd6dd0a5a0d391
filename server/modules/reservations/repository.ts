import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';

/** The only SQL of reservations: a reservation row with what its pages show of the unit. */
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
