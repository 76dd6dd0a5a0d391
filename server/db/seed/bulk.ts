import type pg from 'pg';

/** Units per statement: each batch is one INSERT … SELECT, so memory stays flat at any total. */
const BATCH = 25_000;

/**
 * Adds `count` units for benchmarks (products of g are taken in bigint: in int4 they overflowed past
 * ~270,000 units, so `--units 1000000` failed) by cloning the seeded catalogue inside PostgreSQL (no rows cross
 * the wire): unit g copies the text, city and category of seeded unit g mod n, with its price nudged
 * so prices spread, and copies that unit's amenities, images and a blocked stretch. Needs the demo
 * catalogue first; slugs are `bulk-<g>`, continuing after any earlier bulk run.
 */
export async function insertBulkUnits(pool: pg.Pool, count: number): Promise<number> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from units where slug like 'bulk-%'`,
    );
    let next = (rows[0]?.n ?? 0) + 1;
    const last = next + count - 1;
    while (next <= last) {
      const to = Math.min(last, next + BATCH - 1);
      await client.query('begin');
      await client.query(INSERT_BATCH, [next, to]);
      await client.query('commit');
      next = to + 1;
    }
    await client.query('analyze units, unit_amenities, unit_images, unit_blocked_days');
    return count;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const INSERT_BATCH = `
with src as (
  select row_number() over (order by id) - 1 as rn, * from units where slug not like 'bulk-%'
), total as (select count(*) as n from src),
made as (
  insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en, house_rules_ar,
    city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds, bathrooms, check_in_time,
    check_out_time, cancellation_policy, base_price_minor, cleaning_fee_minor, rating_average, rating_count,
    is_featured, created_at, licence_number, licence_expires_on)
  select 'bulk-' || g, s.title_en, s.title_ar, s.description_en, s.description_ar, s.house_rules_en,
    s.house_rules_ar, s.city_id, s.category_id, s.area_en, s.area_ar, s.lat + (g % 97) * 0.0001,
    s.lng - (g % 89) * 0.0001, s.guests, s.bedrooms, s.beds, s.bathrooms, s.check_in_time, s.check_out_time,
    s.cancellation_policy, greatest(5000, s.base_price_minor + ((g::bigint * 7919) % 40)::int * 500 - 10000),
    s.cleaning_fee_minor, s.rating_average, s.rating_count, false,
    now() - make_interval(secs => (g::bigint * 3571) % 31536000), s.licence_number, s.licence_expires_on
  from generate_series($1::int, $2::int) g
  join src s on s.rn = g % (select n from total)
  returning id, slug
), pairs as (
  select m.id as unit_id, s.id as src_id, substr(m.slug, 6)::int as g
  from made m join src s on s.rn = substr(m.slug, 6)::int % (select n from total)
), amenities as (
  insert into unit_amenities (unit_id, amenity_id)
  select p.unit_id, a.amenity_id from pairs p join unit_amenities a on a.unit_id = p.src_id
), images as (
  insert into unit_images (unit_id, key, position, alt_en, alt_ar)
  select p.unit_id, i.key, i.position, i.alt_en, i.alt_ar from pairs p join unit_images i on i.unit_id = p.src_id
)
insert into unit_blocked_days (unit_id, day)
select p.unit_id, current_date + (p.g % 60) + d
from pairs p, generate_series(0, 2) d
where p.g % 3 = 0
`;
