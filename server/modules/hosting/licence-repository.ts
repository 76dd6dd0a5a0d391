import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { COUNTRY_ZONES, DEFAULT_ZONE } from '../reservations/zones';

/** A unit the licence rule just took off the site, with what its host is told. */
export type PausedUnit = {
  id: number;
  titleEn: string;
  titleAr: string;
  /** The expiry date on file (`YYYY-MM-DD`); null when there was none. */
  expiredOn: string | null;
  hostId: string | null;
  hostEmail: string | null;
  hostLocale: Locale | null;
};

/** The country's zone from its code (reservations/zones.ts), for a unit's own calendar day. */
const zoneOf = (code: string) =>
  sql`(case ${sql.raw(code)} ${sql.join(
    Object.entries(COUNTRY_ZONES).map(([country, zone]) => sql`when ${country} then ${zone}`),
    sql` `,
  )} else ${DEFAULT_ZONE} end)`;

/**
 * Pauses every published unit in a country whose rule requires a tourism licence (country_rules)
 * when the unit has no licence number, no expiry date, or an expiry date before today on the unit's
 * own calendar (the licence is good through its last day). One UPDATE, so the test and the write see
 * the same row: a host who saves a renewed licence while this runs either lands first (and the unit
 * stays published) or finds it paused with the reason the host pages show.
 */
export async function pauseUnlicensedUnits(tx: Database, now: Date): Promise<PausedUnit[]> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${zoneOf('c.country_code')})::date`;
  const { rows } = await tx.execute<PausedUnit>(sql`
    update units u
    set status = 'paused', paused_reason = 'licence_expired', updated_at = now()
    from cities c, country_rules r
    where c.id = u.city_id and r.country_code = c.country_code and r.licence_required
      and u.status = 'published'
      and (coalesce(btrim(u.licence_number), '') = '' or u.licence_expires_on is null
           or u.licence_expires_on < ${today})
    returning u.id, u.title_en as "titleEn", u.title_ar as "titleAr",
      to_char(u.licence_expires_on, 'YYYY-MM-DD') as "expiredOn", u.host_id as "hostId",
      (select h.email from users h where h.id = u.host_id) as "hostEmail",
      (select h.locale from users h where h.id = u.host_id) as "hostLocale"`);
  return rows;
}
