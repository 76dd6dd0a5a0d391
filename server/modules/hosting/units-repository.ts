import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * SQL of the host's units. Every read and write names the caller: `units.host_id = $host` sits in the
 * statement itself, so another host's id finds no row (the service answers 404) rather than a row
 * that is checked afterwards.
 */
export type Executor = Pick<Database, 'execute'>;

export type UnitRow = {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  house_rules_en: string;
  house_rules_ar: string;
  check_in_instructions_en: string;
  check_in_instructions_ar: string;
  status: 'draft' | 'review' | 'published' | 'paused';
  paused_reason: 'host' | 'licence_expired' | null;
  review_note: string | null;
  city_slug: string;
  city_en: string;
  city_ar: string;
  country_code: string;
  area_en: string;
  area_ar: string;
  address: string;
  lat: number;
  lng: number;
  category: string;
  guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  check_in_time: string;
  check_out_time: string;
  base_price_minor: number;
  cleaning_fee_minor: number;
  min_nights: number;
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  licence_required: boolean;
  licence_number: string | null;
  licence_expires_on: string | null;
  /** Whether the licence's last valid day is before today (UTC). */
  licence_expired: boolean;
  updated_at: string;
  amenities: string[];
  photos: { id: number; key: string; alt_en: string; alt_ar: string }[];
  extras: {
    id: number;
    name_en: string;
    name_ar: string;
    price_minor: number;
    pricing: 'per_night' | 'per_stay';
  }[];
};

/**
 * The host's units (or one of them), newest edit first, each with its photos, amenities and extras;
 * `page` cuts the list to one page.
 */
export async function loadUnits(
  db: Executor,
  hostId: string,
  id?: number,
  lock = false,
  page?: { limit: number; offset: number },
): Promise<UnitRow[]> {
  const one: SQL = id === undefined ? sql`` : sql` and u.id = ${id}`;
  const forUpdate: SQL = lock ? sql` for update of u` : sql``;
  const slice: SQL = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await db.execute<UnitRow>(sql`
    select u.id, u.slug, u.title_en, u.title_ar, u.description_en, u.description_ar,
      u.house_rules_en, u.house_rules_ar, u.check_in_instructions_en, u.check_in_instructions_ar,
      u.status, u.paused_reason, u.review_note,
      c.slug as city_slug, c.name_en as city_en, c.name_ar as city_ar, c.country_code,
      u.area_en, u.area_ar, u.address, u.lat, u.lng, cat.slug as category,
      u.guests, u.bedrooms, u.beds, u.bathrooms, u.check_in_time, u.check_out_time,
      u.base_price_minor, u.cleaning_fee_minor, u.min_nights, u.cancellation_policy,
      coalesce(cr.licence_required, false) as licence_required,
      u.licence_number, u.licence_expires_on::text as licence_expires_on,
      coalesce(u.licence_expires_on < (now() at time zone 'UTC')::date, false) as licence_expired,
      to_json(u.updated_at) #>> '{}' as updated_at,
      (select coalesce(json_agg(a.slug order by a.position, a.id), '[]')
         from unit_amenities ua join amenities a on a.id = ua.amenity_id where ua.unit_id = u.id) as amenities,
      (select coalesce(json_agg(json_build_object('id', i.id, 'key', i.key, 'alt_en', i.alt_en,
         'alt_ar', i.alt_ar) order by i.position), '[]') from unit_images i where i.unit_id = u.id) as photos,
      (select coalesce(json_agg(json_build_object('id', e.id, 'name_en', e.name_en, 'name_ar', e.name_ar,
         'price_minor', e.price_minor, 'pricing', e.pricing) order by e.position, e.id), '[]')
         from unit_extras e where e.unit_id = u.id) as extras
    from units u
    join cities c on c.id = u.city_id
    join categories cat on cat.id = u.category_id
    left join country_rules cr on cr.country_code = c.country_code
    where u.host_id = ${hostId}${one}
    order by u.updated_at desc, u.id desc${slice}${forUpdate}`);
  return result.rows;
}

/** How many units the host has, for the list's pages. */
export async function countUnits(db: Executor, hostId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from units where host_id = ${hostId}`,
  );
  return rows[0]?.n ?? 0;
}

export async function cityBySlug(db: Executor, slug: string) {
  const result = await db.execute<{ id: number; country_code: string; name_en: string; name_ar: string }>(
    sql`select id, country_code, name_en, name_ar from cities where slug = ${slug}`,
  );
  return result.rows[0];
}

export async function categoryBySlug(db: Executor, slug: string) {
  const result = await db.execute<{ id: number }>(sql`select id from categories where slug = ${slug}`);
  return result.rows[0];
}

/** The ids of the amenities named, in the order given; a missing slug has no entry. */
export async function amenityIds(db: Executor, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const result = await db.execute<{ id: number; slug: string }>(
    sql`select id, slug from amenities where slug = any(${sql.param(slugs)}::text[])`,
  );
  return new Map(result.rows.map((row) => [row.slug, row.id]));
}

/**
 * What a new draft starts from: the middle nightly price of the published units of the same city and
 * category (else of the city), rounded to whole riyals, and the middle of their positions as a map
 * start. Null where the city has no published units yet.
 */
export async function draftSuggestion(db: Executor, cityId: number, categoryId: number) {
  const result = await db.execute<{ price: number | null; lat: number | null; lng: number | null }>(sql`
    select
      coalesce(
        (select percentile_disc(0.5) within group (order by base_price_minor) from units
          where city_id = ${cityId} and category_id = ${categoryId} and status = 'published'),
        (select percentile_disc(0.5) within group (order by base_price_minor) from units
          where city_id = ${cityId} and status = 'published')) as price,
      (select avg(lat) from units where city_id = ${cityId} and status = 'published') as lat,
      (select avg(lng) from units where city_id = ${cityId} and status = 'published') as lng`);
  return result.rows[0] ?? { price: null, lat: null, lng: null };
}

/** Whether the unit exists and is the host's: tells a refused conditional write (409) from a 404. */
export async function ownedStatus(db: Executor, hostId: string, id: number) {
  const result = await db.execute<{ status: UnitRow['status']; paused_reason: UnitRow['paused_reason'] }>(
    sql`select status, paused_reason from units where id = ${id} and host_id = ${hostId}`,
  );
  return result.rows[0];
}

/** A conditional update of the host's unit; answers whether a row changed. `extra` narrows the where. */
export async function updateUnit(
  db: Executor,
  hostId: string,
  id: number,
  set: SQL,
  extra: SQL = sql``,
): Promise<boolean> {
  const result = await db.execute(sql`
    update units set ${set}, updated_at = now()
    where id = ${id} and host_id = ${hostId}${extra} returning id`);
  return result.rows.length > 0;
}
