import { sql, type SQL } from 'drizzle-orm';
import * as s from '../../db/schema/index';

/**
 * Check-in and check-out times are the unit's wall-clock times. The catalogue's countries each have one
 * IANA zone, so the city's country code is enough; an unknown country reads as Riyadh, where most
 * units are. Used both in SQL (which stays past check-out) and in TypeScript (minutes before check-in).
 */
export const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  SA: 'Asia/Riyadh',
  AE: 'Asia/Dubai',
  OM: 'Asia/Muscat',
  EG: 'Africa/Cairo',
};
export const DEFAULT_ZONE = 'Asia/Riyadh';

export function zoneOf(countryCode: string): string {
  return COUNTRY_ZONES[countryCode] ?? DEFAULT_ZONE;
}

/** The zone of the joined city, as a SQL expression. */
export const cityZoneSql: SQL<string> = sql<string>`(case ${s.cities.countryCode} ${sql.join(
  Object.entries(COUNTRY_ZONES).map(([code, zone]) => sql`when ${code} then ${zone}`),
  sql` `,
)} else ${DEFAULT_ZONE} end)`;

/** When the stay's check-out time passes, as a timestamptz (joined units and cities). */
export const checkOutAtSql: SQL<Date> = sql<Date>`((${s.reservations.checkOut} + ${s.units.checkOutTime}::time) at time zone ${cityZoneSql})`;

/**
 * The UTC instant of a wall-clock time in a zone: the offset is read from Intl at that moment (so
 * Egypt's summer time is right), then applied once more in case the first guess crossed a change.
 */
export function wallClockToUtc(date: string, time: string, zone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  let guess = naive - offsetMs(new Date(naive), zone);
  guess = naive - offsetMs(new Date(guess), zone);
  return new Date(guess);
}

function offsetMs(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
