import type { Locale } from '../../../contract/common';
import {
  MIN_UNIT_PHOTOS,
  type HostUnit,
  type HostUnitSummary,
  type UnitIssue,
} from '../../../contract/hosting-units';
import type { UnitRow } from './units-repository';

/**
 * What a host's unit looks like to its host: the list row and the editor's whole unit, with the
 * issues that keep it from review (or from staying published) computed here, in one place, so the
 * list, the editor and the submit check never disagree.
 */

const filled = (...values: string[]) => values.every((value) => value.trim().length > 0);

export function languagesOf(row: UnitRow): { en: boolean; ar: boolean } {
  return {
    en: filled(row.title_en, row.description_en, row.house_rules_en),
    ar: filled(row.title_ar, row.description_ar, row.house_rules_ar),
  };
}

export function issuesOf(row: UnitRow): UnitIssue[] {
  const languages = languagesOf(row);
  const issues: UnitIssue[] = [];
  if (!languages.en) issues.push('texts_en');
  if (!languages.ar) issues.push('texts_ar');
  if (row.photos.length < MIN_UNIT_PHOTOS) issues.push('photos');
  if (row.photos.some((photo) => !filled(photo.alt_en, photo.alt_ar))) issues.push('photo_alt');
  if (!filled(row.address, row.area_en, row.area_ar)) issues.push('place');
  if (row.licence_required) {
    if (row.licence_number === null || row.licence_expires_on === null) issues.push('licence_missing');
    else if (row.licence_expired) issues.push('licence_expired');
  } else if (row.licence_expires_on !== null && row.licence_expired) {
    // A licence given where none is asked for still must not be shown to guests once it has lapsed.
    issues.push('licence_expired');
  }
  return issues;
}

export function toSummary(row: UnitRow, locale: Locale): HostUnitSummary {
  const cover = row.photos[0];
  return {
    id: row.id,
    slug: row.slug,
    title: locale === 'ar' ? row.title_ar : row.title_en,
    city: locale === 'ar' ? row.city_ar : row.city_en,
    status: row.status,
    paused_reason: row.paused_reason,
    review_note: row.review_note,
    issues: issuesOf(row),
    cover: cover ? { key: cover.key, alt: locale === 'ar' ? cover.alt_ar : cover.alt_en } : null,
    price_per_night: { amount_minor: row.base_price_minor, currency: 'SAR' },
    photos: row.photos.length,
    updated_at: row.updated_at,
  };
}

export function toHostUnit(row: UnitRow, locale: Locale): HostUnit {
  return {
    ...toSummary(row, locale),
    title_en: row.title_en,
    title_ar: row.title_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    house_rules_en: row.house_rules_en,
    house_rules_ar: row.house_rules_ar,
    check_in_instructions_en: row.check_in_instructions_en,
    check_in_instructions_ar: row.check_in_instructions_ar,
    languages: languagesOf(row),
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
