import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { CancellationPolicy } from '../../../contract/cancellation';
import {
  MIN_UNIT_PHOTOS,
  type HostUnit,
  type HostUnitPhoto,
  type UnitIssue,
  type UnitStatus,
} from '../../../contract/hosting-units';
import type { Database } from '../../db/client';

/**
 * The editor's whole unit (contract HostUnit) as its host sees it, or null when the unit is not the
 * caller's: ownership is part of the query, so another host's id reads exactly like a missing one.
 * One statement: the photos, extras and amenities come along as JSON arrays.
 */
type Row = {
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
  status: UnitStatus;
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
  cancellation_policy: CancellationPolicy;
  licence_required: boolean;
  licence_number: string | null;
  licence_expires_on: string | null;
  licence_expired: boolean;
  updated_at: string;
  amenities: string[];
  extras: HostUnit['extras'];
  photos: HostUnitPhoto[];
};

export async function loadHostUnit(
  db: Database,
  locale: Locale,
  hostId: string,
  unitId: number,
): Promise<HostUnit | null> {
  const result = await db.execute<Row>(sql`
    select u.id, u.slug, u.title_en, u.title_ar, u.description_en, u.description_ar,
      u.house_rules_en, u.house_rules_ar, u.check_in_instructions_en, u.check_in_instructions_ar,
      u.status, u.paused_reason, u.review_note, c.slug as city_slug, c.name_en as city_en,
      c.name_ar as city_ar, c.country_code, u.area_en, u.area_ar, u.address, u.lat, u.lng,
      cat.slug as category, u.guests, u.bedrooms, u.beds, u.bathrooms, u.check_in_time,
      u.check_out_time, u.base_price_minor, u.cleaning_fee_minor, u.min_nights, u.cancellation_policy,
      coalesce(r.licence_required, false) as licence_required, u.licence_number,
      u.licence_expires_on::text as licence_expires_on,
      coalesce(u.licence_expires_on < current_date, false) as licence_expired,
      to_char(u.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
      coalesce((select json_agg(a.slug order by a.position, a.slug) from unit_amenities ua
        join amenities a on a.id = ua.amenity_id where ua.unit_id = u.id), '[]') as amenities,
      coalesce((select json_agg(json_build_object('id', e.id, 'name_en', e.name_en, 'name_ar', e.name_ar,
        'price_minor', e.price_minor, 'pricing', e.pricing) order by e.position, e.id)
        from unit_extras e where e.unit_id = u.id), '[]') as extras,
      coalesce((select json_agg(json_build_object('id', i.id, 'key', i.key, 'alt_en', i.alt_en,
        'alt_ar', i.alt_ar) order by i.position)
        from unit_images i where i.unit_id = u.id), '[]') as photos
    from units u
    join cities c on c.id = u.city_id
    join categories cat on cat.id = u.category_id
    left join country_rules r on r.country_code = c.country_code
    where u.id = ${unitId} and u.host_id = ${hostId}`);
  const row = result.rows[0];
  return row ? toHostUnit(row, locale) : null;
}

const written = (...texts: string[]) => texts.every((text) => text.trim() !== '');

function toHostUnit(row: Row, locale: Locale): HostUnit {
  const languages = {
    en: written(row.title_en, row.description_en, row.house_rules_en),
    ar: written(row.title_ar, row.description_ar, row.house_rules_ar),
  };
  const issues: UnitIssue[] = [];
  if (!languages.en) issues.push('texts_en');
  if (!languages.ar) issues.push('texts_ar');
  if (row.photos.length < MIN_UNIT_PHOTOS) issues.push('photos');
  if (row.photos.some((photo) => !written(photo.alt_en, photo.alt_ar))) issues.push('photo_alt');
  if (!written(row.address, row.area_en, row.area_ar)) issues.push('place');
  if (row.licence_required && (row.licence_number === null || row.licence_expires_on === null))
    issues.push('licence_missing');
  else if (row.licence_expired) issues.push('licence_expired');
  const cover = row.photos[0];
  return {
    id: row.id,
    slug: row.slug,
    title: locale === 'ar' ? row.title_ar : row.title_en,
    city: locale === 'ar' ? row.city_ar : row.city_en,
    status: row.status,
    paused_reason: row.paused_reason,
    review_note: row.review_note,
    issues,
    cover: cover ? { key: cover.key, alt: locale === 'ar' ? cover.alt_ar : cover.alt_en } : null,
    price_per_night: { amount_minor: row.base_price_minor, currency: 'SAR' },
    photos: row.photos.length,
    updated_at: row.updated_at,
    title_en: row.title_en,
    title_ar: row.title_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    house_rules_en: row.house_rules_en,
    house_rules_ar: row.house_rules_ar,
    check_in_instructions_en: row.check_in_instructions_en,
    check_in_instructions_ar: row.check_in_instructions_ar,
    languages,
    city_slug: row.city_slug,
    country_code: row.country_code,
    area_en: row.area_en,
    area_ar: row.area_ar,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    category: row.category,
    guests: row.guests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    amenities: row.amenities,
    check_in_time: row.check_in_time,
    check_out_time: row.check_out_time,
    base_price_minor: row.base_price_minor,
    cleaning_fee_minor: row.cleaning_fee_minor,
    min_nights: row.min_nights,
    cancellation_policy: row.cancellation_policy,
    extras: row.extras,
    photos_list: row.photos,
    licence_required: row.licence_required,
    licence_number: row.licence_number,
    licence_expires_on: row.licence_expires_on,
  };
}
