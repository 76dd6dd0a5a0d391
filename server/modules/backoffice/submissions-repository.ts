import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { SubmissionDetail, SubmissionItem, SubmissionsQuery } from '../../../contract/backoffice-queues';
import type { Database } from '../../db/client';
import { isoOf, likeOf, orderOf, pageOf } from './queue-grid';

/** The console's reads of "List your property" requests; the decisions are hosting/onboarding.ts. */

export const countWaitingSubmissions = async (db: Database) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from property_submissions where status = 'submitted'`,
    )
  ).rows[0]?.n ?? 0;

const cityName = (locale: Locale) => sql.raw(locale === 'ar' ? 'c.name_ar' : 'c.name_en');
const categoryName = (locale: Locale) => sql.raw(locale === 'ar' ? 'k.name_ar' : 'k.name_en');

function whereOf(query: SubmissionsQuery): SQL {
  const like = likeOf(query.q);
  const status = query.status && query.status !== 'all' ? query.status : null;
  return sql`true
    ${status ? sql`and s.status = ${status}` : sql``}
    ${
      like
        ? sql`and (s.reference ilike ${like} or s.owner_name ilike ${like} or s.owner_email ilike ${like}
            or s.address ilike ${like} or c.name_en ilike ${like} or c.name_ar ilike ${like})`
        : sql``
    }`;
}

const columns = (locale: Locale) => sql`
  s.reference, s.status, s.owner_name, s.owner_email, ${cityName(locale)} as city,
  ${categoryName(locale)} as category, s.bedrooms, s.guests, jsonb_array_length(s.photos) as photos,
  s.user_id is not null as has_account, ${isoOf(sql`s.created_at`)} as created_at,
  ${isoOf(sql`s.decided_at`)} as decided_at`;

const FROM = sql`from property_submissions s
  join cities c on c.id = s.city_id join categories k on k.id = s.category_id`;

/** One page, the ones waiting for a decision first, then in the grid's order. */
export async function listSubmissions(db: Database, locale: Locale, query: SubmissionsQuery) {
  const where = whereOf(query);
  const total =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`)).rows[0]?.n ?? 0;
  const { pagination, offset } = pageOf(total, query.page);
  const order = orderOf(
    query,
    { created_at: sql`s.created_at`, owner_name: sql`lower(s.owner_name)` },
    { sort: 'created_at', dir: 'desc' },
    sql`s.id`,
  );
  const rows = await db.execute<SubmissionItem>(sql`
    select ${columns(locale)} ${FROM} where ${where}
    order by (s.status = 'submitted') desc, ${order}
    limit ${pagination.per_page} offset ${offset}`);
  return { items: rows.rows, pagination };
}

export async function findSubmission(
  db: Database,
  locale: Locale,
  reference: string,
): Promise<SubmissionDetail | undefined> {
  const rows = await db.execute<SubmissionDetail>(sql`
    select ${columns(locale)}, s.owner_phone, s.address, s.description, s.locale,
      s.photos as photo_names, s.decision_reason, s.unit_id
    ${FROM} where s.reference = ${reference}`);
  return rows.rows[0];
}
