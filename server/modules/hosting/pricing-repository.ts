import { sql } from 'drizzle-orm';
import type {
  HostPricing,
  HostSeason,
  PricingSettingsBody,
  SeasonBody,
} from '../../../contract/hosting-pricing';
import type { Database } from '../../db/client';

/**
 * The SQL of a host's pricing rules. Every statement names the caller: a unit is theirs only when
 * `units.host_id` is them, checked in the statement that reads or writes, so another host's unit reads
 * as absent (404) and a race cannot slip between a check and a write.
 */

type Pricing = Omit<HostPricing, 'rule_order'>;

export async function findPricing(db: Database, hostId: string, unitId: number): Promise<Pricing | null> {
  const result = await db.execute<{ pricing: Pricing }>(sql`
    select json_build_object('unit_id', u.id, 'base_price_minor', u.base_price_minor, 'min_nights', u.min_nights,
      'settings', json_build_object('weekend_price_minor', p.weekend_price_minor,
        'weekly_percent', coalesce(p.weekly_percent, 0), 'monthly_percent', coalesce(p.monthly_percent, 0),
        'early_bird_percent', coalesce(p.early_bird_percent, 0), 'early_bird_days', coalesce(p.early_bird_days, 0),
        'last_minute_percent', coalesce(p.last_minute_percent, 0), 'last_minute_days', coalesce(p.last_minute_days, 0),
        'max_nights', p.max_nights, 'advance_notice_days', coalesce(p.advance_notice_days, 0),
        'prep_nights', coalesce(p.prep_nights, 0)),
      'weekend_nights', coalesce(cr.weekend_nights, '{5,6}'),
      'seasons', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
          'first_night', to_char(s.first_night, 'YYYY-MM-DD'), 'last_night', to_char(s.last_night, 'YYYY-MM-DD'),
          'price_minor', s.price_minor, 'percent', s.percent, 'min_nights', s.min_nights, 'max_nights', s.max_nights)
          order by s.first_night), '[]') from unit_seasons s where s.unit_id = u.id)) as pricing
    from units u join cities c on c.id = u.city_id
    left join country_rules cr on cr.country_code = c.country_code
    left join unit_pricing p on p.unit_id = u.id
    where u.id = ${unitId}::int and u.host_id = ${hostId}::uuid`);
  return result.rows[0]?.pricing ?? null;
}

/** Writes the whole set of settings; false when the unit is not the caller's. */
export async function saveSettings(
  db: Database,
  hostId: string,
  unitId: number,
  b: PricingSettingsBody,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into unit_pricing (unit_id, weekend_price_minor, weekly_percent, monthly_percent, early_bird_percent,
      early_bird_days, last_minute_percent, last_minute_days, max_nights, advance_notice_days, prep_nights)
    select u.id, ${b.weekend_price_minor}::int, ${b.weekly_percent}::int, ${b.monthly_percent}::int,
      ${b.early_bird_percent}::int, ${b.early_bird_days}::int, ${b.last_minute_percent}::int,
      ${b.last_minute_days}::int, ${b.max_nights}::int, ${b.advance_notice_days}::int, ${b.prep_nights}::int
    from units u where u.id = ${unitId}::int and u.host_id = ${hostId}::uuid
    on conflict (unit_id) do update set weekend_price_minor = excluded.weekend_price_minor,
      weekly_percent = excluded.weekly_percent, monthly_percent = excluded.monthly_percent,
      early_bird_percent = excluded.early_bird_percent, early_bird_days = excluded.early_bird_days,
      last_minute_percent = excluded.last_minute_percent, last_minute_days = excluded.last_minute_days,
      max_nights = excluded.max_nights, advance_notice_days = excluded.advance_notice_days,
      prep_nights = excluded.prep_nights, updated_at = now()`);
  return (result.rowCount ?? 0) > 0;
}

const seasonValues = (b: SeasonBody) => ({
  name: b.name,
  first: b.first_night,
  last: b.last_night,
  price: b.price_minor,
  percent: b.percent,
  min: b.min_nights,
  max: b.max_nights,
});

/** Adds a season; null when the unit is not the caller's. An overlap raises 23P01. */
export async function insertSeason(db: Database, hostId: string, unitId: number, body: SeasonBody) {
  const v = seasonValues(body);
  const result = await db.execute<{ id: number }>(sql`
    insert into unit_seasons (unit_id, name, first_night, last_night, price_minor, percent, min_nights, max_nights)
    select u.id, ${v.name}, ${v.first}::date, ${v.last}::date, ${v.price}::int, ${v.percent}::int, ${v.min}::int, ${v.max}::int
    from units u where u.id = ${unitId}::int and u.host_id = ${hostId}::uuid
    returning id`);
  return result.rows[0]?.id ?? null;
}

/** Replaces a season; false when it is not one of the caller's unit's. An overlap raises 23P01. */
export async function updateSeason(
  db: Database,
  hostId: string,
  ids: { unitId: number; seasonId: number },
  body: SeasonBody,
): Promise<boolean> {
  const v = seasonValues(body);
  const result = await db.execute(sql`
    update unit_seasons s set name = ${v.name}, first_night = ${v.first}::date, last_night = ${v.last}::date,
      price_minor = ${v.price}::int, percent = ${v.percent}::int, min_nights = ${v.min}::int, max_nights = ${v.max}::int
    from units u
    where s.id = ${ids.seasonId}::int and s.unit_id = ${ids.unitId}::int and u.id = s.unit_id and u.host_id = ${hostId}::uuid`);
  return (result.rowCount ?? 0) > 0;
}

export async function deleteSeason(
  db: Database,
  hostId: string,
  ids: { unitId: number; seasonId: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    delete from unit_seasons s using units u
    where s.id = ${ids.seasonId}::int and s.unit_id = ${ids.unitId}::int and u.id = s.unit_id and u.host_id = ${hostId}::uuid`);
  return (result.rowCount ?? 0) > 0;
}

export type { HostSeason };
