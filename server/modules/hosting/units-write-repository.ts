import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { HostUnitPricesBody } from '../../../contract/hosting-units';
import type { Executor } from './units-repository';

/** Writes of the editor that touch more than the unit's own row; each runs inside the caller's transaction. */

export interface DraftValues {
  hostId: string;
  citySlug: string;
  cityId: number;
  categoryId: number;
  priceMinor: number;
  lat: number;
  lng: number;
}

/**
 * A new draft: texts empty (the editor asks for both languages), a couple's capacity, the usual
 * check-in and check-out times, a moderate policy. Its slug is the city and a random suffix; a title
 * written later does not move it, so a link once shared keeps working.
 */
export async function insertDraft(db: Executor, values: DraftValues): Promise<number> {
  const slug = `${values.citySlug}-${randomBytes(5).toString('hex')}`;
  const result = await db.execute<{ id: number }>(sql`
    insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en,
      house_rules_ar, city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds, bathrooms,
      check_in_time, check_out_time, cancellation_policy, base_price_minor, host_id, status)
    values (${slug}, '', '', '', '', '', '', ${values.cityId}, ${values.categoryId}, '', '',
      ${values.lat}, ${values.lng}, 2, 1, 1, 1, '15:00', '12:00', 'moderate', ${values.priceMinor},
      ${values.hostId}, 'draft')
    returning id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('insertDraft: no row');
  return id;
}

/** The unit's amenities become exactly these (the triggers keep units.amenity_ids in step). */
export async function replaceAmenities(db: Executor, unitId: number, ids: number[]): Promise<void> {
  await db.execute(sql`delete from unit_amenities where unit_id = ${unitId}`);
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into unit_amenities (unit_id, amenity_id)
    select ${unitId}, unnest(${sql.param(ids)}::int[]) on conflict do nothing`);
}

/** The ids among `ids` that are extras of this unit. */
export async function extraIdsOf(db: Executor, unitId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ id: number }>(
    sql`select id from unit_extras where unit_id = ${unitId} and id = any(${sql.param(ids)}::int[])`,
  );
  return new Set(result.rows.map((row) => row.id));
}

/**
 * The unit's extras become exactly the list: listed ids are updated in place (a reservation's copy
 * keeps its own name and price), unlisted ones removed, new ones added, each at its list position.
 */
export async function replaceExtras(
  db: Executor,
  unitId: number,
  extras: HostUnitPricesBody['extras'],
): Promise<void> {
  const kept = extras.flatMap((extra) => (extra.id === undefined ? [] : [extra.id]));
  await db.execute(
    sql`delete from unit_extras where unit_id = ${unitId} and not (id = any(${sql.param(kept)}::int[]))`,
  );
  for (const [position, extra] of extras.entries()) {
    if (extra.id === undefined) {
      await db.execute(sql`
        insert into unit_extras (unit_id, name_en, name_ar, price_minor, pricing, position)
        values (${unitId}, ${extra.name_en}, ${extra.name_ar}, ${extra.price_minor}, ${extra.pricing}, ${position})`);
    } else {
      await db.execute(sql`
        update unit_extras set name_en = ${extra.name_en}, name_ar = ${extra.name_ar},
          price_minor = ${extra.price_minor}, pricing = ${extra.pricing}, position = ${position}
        where id = ${extra.id} and unit_id = ${unitId}`);
    }
  }
}
