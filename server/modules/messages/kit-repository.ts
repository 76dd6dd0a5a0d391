import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';

/** The stay kit's one read, and the door code a host keeps for each unit. */

export type KitRow = {
  id: string;
  code: string;
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'completed';
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  nights_minor: number;
  extras_minor: number;
  cleaning_fee_minor: number;
  discount_minor: number;
  vat_minor: number;
  coins_minor: number;
  total_minor: number;
  promo_code: string | null;
  confirmed_at: Date | null;
  unit_id: number;
  slug: string;
  title: string;
  cover_key: string | null;
  address: string;
  area: string;
  city: string;
  country_code: string;
  lat: number;
  lng: number;
  house_rules: string;
  instructions: string;
  check_in_time: string;
  check_out_time: string;
  host_id: string | null;
  host_name: string | null;
  door_code: string | null;
};

const pick = (locale: Locale, column: string) =>
  sql.raw(
    locale === 'ar'
      ? `coalesce(nullif(${column}_ar, ''), ${column}_en)`
      : `coalesce(nullif(${column}_en, ''), ${column}_ar)`,
  );

/** The guest's own reservation with everything the kit shows; anyone else's finds nothing. */
export async function findKit(db: Database, locale: Locale, guestId: string, reservationId: string) {
  const rows = await db.execute<KitRow>(sql`
    select r.id, r.code, r.status, r.check_in::text as check_in, r.check_out::text as check_out, r.nights,
      r.guests, r.nights_minor, r.extras_minor, r.cleaning_fee_minor, r.discount_minor, r.vat_minor,
      r.coins_minor, r.total_minor, r.promo_code, r.confirmed_at,
      u.id as unit_id, u.slug, ${pick(locale, 'u.title')} as title,
      (select i.key from unit_images i where i.unit_id = u.id order by i.position limit 1) as cover_key,
      u.address, ${pick(locale, 'u.area')} as area, ${pick(locale, 'c.name')} as city, c.country_code,
      u.lat, u.lng, ${pick(locale, 'u.house_rules')} as house_rules,
      ${pick(locale, 'u.check_in_instructions')} as instructions, u.check_in_time, u.check_out_time,
      u.host_id, h.name as host_name, d.door_code
    from reservations r join units u on u.id = r.unit_id join cities c on c.id = u.city_id
      left join users h on h.id = u.host_id left join unit_door_codes d on d.unit_id = u.id
    where r.id = ${reservationId} and r.user_id = ${guestId}`);
  return rows.rows[0];
}

/** The unit's door code if `hostId` hosts it ('' when none is set); undefined for anyone else. */
export async function findDoorCode(db: Database, hostId: string, unitId: number) {
  const rows = await db.execute<{ door_code: string | null }>(sql`
    select d.door_code from units u left join unit_door_codes d on d.unit_id = u.id
    where u.id = ${unitId} and u.host_id = ${hostId}`);
  const row = rows.rows[0];
  return row ? (row.door_code ?? '') : undefined;
}

/** Sets ('' removes) the code of a unit `hostId` hosts; false when they do not host it. */
export async function saveDoorCode(db: Database, hostId: string, unitId: number, code: string) {
  return db.transaction(async (tx) => {
    const owned = await tx.execute(
      sql`select id from units where id = ${unitId} and host_id = ${hostId} for update`,
    );
    if (owned.rows.length === 0) return false;
    if (code === '') await tx.execute(sql`delete from unit_door_codes where unit_id = ${unitId}`);
    else
      await tx.execute(sql`
        insert into unit_door_codes (unit_id, door_code) values (${unitId}, ${code})
        on conflict (unit_id) do update set door_code = excluded.door_code, updated_at = now()`);
    return true;
  });
}
