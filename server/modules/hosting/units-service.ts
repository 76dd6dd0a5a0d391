import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import {
  HOST_UNITS_PER_PAGE,
  type HostUnit,
  type HostUnitCapacityBody,
  type HostUnitLicenceBody,
  type HostUnitPlaceBody,
  type HostUnitPricesBody,
  type HostUnitSummary,
  type HostUnitTextsBody,
} from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../i18n/translate';
import * as repo from './units-repository';
import * as write from './units-write-repository';
import { insideCountry } from './units-place';
import { toHostUnit, toSummary } from './units-view';
import { offsetOf, paginationOf } from '../../lib/pagination';

/**
 * The rules of a host's units and their editor's sections. The caller is always passed in and named in
 * the statement that reads or writes (see units-repository.ts); a unit that is not theirs is 404.
 */

const notFound = () => new AppError('NOT_FOUND', 404, 'hosting_units.not_found');
export const invalid = (field: string, messageKey: MessageKey) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', [{ field, messageKey }]);

/** One page of the host's units; a page past the end shows the last one. */
export async function listUnits(db: Database, locale: Locale, hostId: string, page = 1) {
  const total = await repo.countUnits(db, hostId);
  const pagination = paginationOf(total, page, HOST_UNITS_PER_PAGE, true);
  const rows = await repo.loadUnits(db, hostId, undefined, false, {
    limit: HOST_UNITS_PER_PAGE,
    offset: offsetOf(pagination),
  });
  const items: HostUnitSummary[] = rows.map((row) => toSummary(row, locale));
  return { items, pagination };
}

export async function hostUnitRow(db: repo.Executor, hostId: string, id: number, lock = false) {
  const [row] = await repo.loadUnits(db, hostId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function hostUnit(
  db: repo.Executor,
  locale: Locale,
  hostId: string,
  id: number,
): Promise<HostUnit> {
  return toHostUnit(await hostUnitRow(db, hostId, id), locale);
}

/** A conditional update that found no row: someone else's (or no) unit is 404, otherwise `refusal`. */
async function refused(
  db: repo.Executor,
  hostId: string,
  id: number,
  refusal: () => AppError,
): Promise<never> {
  throw (await repo.ownedStatus(db, hostId, id)) ? refusal() : notFound();
}

/** Texts of a unit in review are what the operator is reading: they wait until the review is done. */
export async function saveTexts(db: Database, hostId: string, id: number, body: HostUnitTextsBody) {
  const changed = await repo.updateUnit(
    db,
    hostId,
    id,
    sql`title_en = ${body.title_en}, title_ar = ${body.title_ar},
      description_en = ${body.description_en}, description_ar = ${body.description_ar},
      house_rules_en = ${body.house_rules_en}, house_rules_ar = ${body.house_rules_ar},
      check_in_instructions_en = ${body.check_in_instructions_en},
      check_in_instructions_ar = ${body.check_in_instructions_ar}`,
    sql` and status <> 'review'`,
  );
  if (!changed)
    await refused(db, hostId, id, () => new AppError('CONFLICT', 409, 'hosting_units.texts_locked'));
}

export async function savePlace(db: Database, hostId: string, id: number, body: HostUnitPlaceBody) {
  const city = await repo.cityBySlug(db, body.city);
  if (!city) {
    await hostUnitRow(db, hostId, id);
    throw invalid('city', 'hosting_units.unknown_city');
  }
  if (!insideCountry(city.country_code, body.lat, body.lng)) {
    await hostUnitRow(db, hostId, id);
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'lat', messageKey: 'hosting_units.place_outside' },
      { field: 'lng', messageKey: 'hosting_units.place_outside' },
    ]);
  }
  const changed = await repo.updateUnit(
    db,
    hostId,
    id,
    sql`city_id = ${city.id}, area_en = ${body.area_en}, area_ar = ${body.area_ar},
      address = ${body.address}, lat = ${body.lat}, lng = ${body.lng}`,
  );
  if (!changed) throw notFound();
}

export async function saveCapacity(db: Database, hostId: string, id: number, body: HostUnitCapacityBody) {
  await db.transaction(async (tx) => {
    // Ownership first: a stranger's id is 404 even when their list of amenities is also wrong.
    await hostUnitRow(tx, hostId, id, true);
    const category = await repo.categoryBySlug(tx, body.category);
    if (!category) throw invalid('category', 'hosting_units.unknown_category');
    if (new Set(body.amenities).size !== body.amenities.length) {
      throw invalid('amenities', 'hosting_units.duplicate_amenity');
    }
    const ids = await repo.amenityIds(tx, body.amenities);
    if (ids.size !== body.amenities.length) throw invalid('amenities', 'hosting_units.unknown_amenity');
    await repo.updateUnit(
      tx,
      hostId,
      id,
      sql`category_id = ${category.id}, guests = ${body.guests}, bedrooms = ${body.bedrooms},
        beds = ${body.beds}, bathrooms = ${body.bathrooms}, check_in_time = ${body.check_in_time},
        check_out_time = ${body.check_out_time}`,
    );
    await write.replaceAmenities(tx, id, [...ids.values()]);
  });
}

export async function savePrices(db: Database, hostId: string, id: number, body: HostUnitPricesBody) {
  await db.transaction(async (tx) => {
    await hostUnitRow(tx, hostId, id, true);
    const listed = body.extras.flatMap((extra, index) =>
      extra.id === undefined ? [] : [[index, extra.id] as const],
    );
    const own = await write.extraIdsOf(
      tx,
      id,
      listed.map(([, extraId]) => extraId),
    );
    const seen = new Set<number>();
    for (const [index, extraId] of listed) {
      if (!own.has(extraId) || seen.has(extraId))
        throw invalid(`extras.${index}.id`, 'hosting_units.extra_unknown');
      seen.add(extraId);
    }
    await repo.updateUnit(
      tx,
      hostId,
      id,
      sql`base_price_minor = ${body.base_price_minor}, cleaning_fee_minor = ${body.cleaning_fee_minor},
        min_nights = ${body.min_nights}, cancellation_policy = ${body.cancellation_policy}`,
    );
    await write.replaceExtras(tx, id, body.extras);
  });
}

/** Today in UTC as `YYYY-MM-DD`: a licence is valid through its expiry day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function saveLicence(db: Database, hostId: string, id: number, body: HostUnitLicenceBody) {
  const row = await hostUnitRow(db, hostId, id);
  const number = body.licence_number;
  const expires = body.licence_expires_on;
  if (row.licence_required && (number === null || expires === null)) {
    throw invalid(
      number === null ? 'licence_number' : 'licence_expires_on',
      'hosting_units.licence_required',
    );
  }
  if ((number === null) !== (expires === null)) {
    throw invalid(number === null ? 'licence_number' : 'licence_expires_on', 'hosting_units.licence_pair');
  }
  if (expires !== null && expires < todayUtc()) {
    throw invalid('licence_expires_on', 'hosting_units.licence_expired_date');
  }
  const changed = await repo.updateUnit(
    db,
    hostId,
    id,
    sql`licence_number = ${number}, licence_expires_on = ${expires}`,
  );
  if (!changed) throw notFound();
}
