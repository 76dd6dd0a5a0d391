import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { ReviewUnitDetail, ReviewUnitItem, ReviewUnitsQuery } from '../../../contract/backoffice-queues';
import type { Database } from '../../db/client';
import { isoOf, likeOf, orderOf, pageOf } from './queue-grid';

/** The console's reads of units hosts sent for review; the decisions are in the hosting module. */

export const countUnitsInReview = async (db: Database) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from units where status = 'review'`)).rows[0]
    ?.n ?? 0;

const titleOf = (locale: Locale) =>
  locale === 'ar'
    ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)`
    : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`;

const columns = (locale: Locale) => sql`
  u.id, u.slug, ${titleOf(locale)} as title, ${sql.raw(locale === 'ar' ? 'c.name_ar' : 'c.name_en')} as city,
  case when h.id is null then null else json_build_object('name', coalesce(h.name, ''), 'email', h.email) end as host,
  u.licence_number, to_char(u.licence_expires_on, 'YYYY-MM-DD') as licence_expires_on,
  coalesce(cr.licence_required, false) as licence_required,
  (select count(*)::int from unit_images i where i.unit_id = u.id) as photos,
  ${isoOf(sql`u.submitted_at`)} as submitted_at`;

const FROM = sql`from units u join cities c on c.id = u.city_id
  left join country_rules cr on cr.country_code = c.country_code
  left join users h on h.id = u.host_id`;

export async function listUnitsInReview(db: Database, locale: Locale, query: ReviewUnitsQuery) {
  const like = likeOf(query.q);
  const where = sql`u.status = 'review' ${
    like
      ? sql`and (u.title_en ilike ${like} or u.title_ar ilike ${like} or u.slug ilike ${like}
          or u.licence_number ilike ${like} or h.email ilike ${like} or h.name ilike ${like})`
      : sql``
  }`;
  const total =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`)).rows[0]?.n ?? 0;
  const { pagination, offset } = pageOf(total, query.page);
  const order = orderOf(
    query,
    {
      submitted_at: sql`u.submitted_at`,
      licence_expires_on: sql`u.licence_expires_on`,
      title: sql`lower(${titleOf(locale)})`,
    },
    // The longest waiting first.
    { sort: 'submitted_at', dir: 'asc' },
    sql`u.id`,
  );
  const rows = await db.execute<ReviewUnitItem>(sql`
    select ${columns(locale)} ${FROM} where ${where} order by ${order}
    limit ${pagination.per_page} offset ${offset}`);
  return { items: rows.rows, pagination };
}

/** Any unit by id (the page may be opened after a decision moved it on: its status says so). */
export async function findReviewUnit(
  db: Database,
  locale: Locale,
  id: number,
): Promise<ReviewUnitDetail | undefined> {
  const rows = await db.execute<ReviewUnitDetail>(sql`
    select ${columns(locale)}, u.title_en, u.title_ar, u.description_en, u.description_ar, u.address,
      u.guests, u.bedrooms, json_build_object('amount_minor', u.base_price_minor, 'currency', u.currency) as price,
      coalesce((select json_agg(i.key order by i.position, i.id) from unit_images i where i.unit_id = u.id), '[]')
        as photo_keys,
      u.status, u.review_note
    ${FROM} where u.id = ${id}`);
  return rows.rows[0];
}
