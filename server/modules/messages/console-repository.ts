import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { MessageReportsQuery, ReportReason } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { likeOf, type MessageRow } from './repository';

/**
 * The console's reads and writes of messages: any thread (staff take no part in it, so nothing here
 * checks participation; the routes' role guard is the check), and the reports queue. A reported
 * message waits until staff hide it or keep it (`checked_at`); a new report makes it wait again.
 */

const WAITING = sql`m.checked_at is null`;

export const countWaitingReports = async (db: Database) =>
  (
    await db.execute<{ n: number }>(sql`
      select count(distinct x.message_id)::int as n from message_reports x
      join messages m on m.id = x.message_id where ${WAITING}`)
  ).rows[0]?.n ?? 0;

export type ReportRow = MessageRow & {
  unit_id: number;
  unit_slug: string;
  unit_title: string;
  cover_key: string | null;
  reasons: ReportReason[];
  notes: string[];
  waiting: boolean;
  first_reported_at: Date;
};

const reportColumns = (locale: Locale, viewer: string) => sql`
  m.id::text as id, m.thread_id, m.sender_side, m.sender_id = ${viewer} as mine,
  case when m.sender_side = 'staff' then '' else split_part(trim(coalesce(s.name, '')), ' ', 1) end as author,
  m.body, m.masked, m.photo_keys, m.hidden_at is not null as hidden, m.hidden_reason, m.created_at,
  null as mark, count(x.reporter_id)::int as reports,
  u.id as unit_id, u.slug as unit_slug,
  ${locale === 'ar' ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)` : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`} as unit_title,
  (select i.key from unit_images i where i.unit_id = u.id order by i.position limit 1) as cover_key,
  array_agg(distinct x.reason) as reasons,
  coalesce(array_agg(x.note order by x.created_at) filter (where x.note is not null), '{}') as notes,
  (${WAITING}) as waiting, min(x.created_at) as first_reported_at`;

const REPORT_FROM = sql`from message_reports x join messages m on m.id = x.message_id
  join message_threads t on t.id = m.thread_id join units u on u.id = t.unit_id
  join users s on s.id = m.sender_id`;
const GROUP = sql`group by m.id, u.id, s.name`;

/** The console grid's order: when first reported, newest first by default. */
function reportOrder(query: MessageReportsQuery) {
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`min(x.created_at) ${dir}, m.id ${dir}`;
}

export async function listReports(
  db: Database,
  locale: Locale,
  viewer: string,
  query: MessageReportsQuery,
  page: { limit: number; offset: number } | ((total: number) => { limit: number; offset: number }),
) {
  const status = query.status ?? 'waiting';
  const like = likeOf(query.q);
  const where = sql`${status === 'waiting' ? WAITING : status === 'hidden' ? sql`m.hidden_at is not null` : sql`true`}
    ${like ? sql`and (m.body ilike ${like} or u.title_en ilike ${like} or u.title_ar ilike ${like} or s.name ilike ${like})` : sql``}`;
  const total =
    (
      await db.execute<{ n: number }>(
        sql`select count(distinct m.id)::int as n ${REPORT_FROM} where ${where}`,
      )
    ).rows[0]?.n ?? 0;
  const window = typeof page === 'function' ? page(total) : page;
  const rows = await db.execute<ReportRow>(sql`
    select ${reportColumns(locale, viewer)} ${REPORT_FROM} where ${where} ${GROUP}
    order by ${reportOrder(query)} limit ${window.limit} offset ${window.offset}`);
  return { rows: rows.rows, total };
}

export async function findReport(db: Database, locale: Locale, viewer: string, messageId: string) {
  const rows = await db.execute<ReportRow>(sql`
    select ${reportColumns(locale, viewer)} ${REPORT_FROM} where m.id = ${messageId}::bigint ${GROUP}`);
  return rows.rows[0];
}

/** The reported message, locked for a decision; undefined when it has no report (or does not exist). */
export async function lockReported(tx: Database, messageId: string) {
  const rows = await tx.execute<{ hidden: boolean; hidden_reason: string | null; checked: boolean }>(sql`
    select m.hidden_at is not null as hidden, m.hidden_reason, m.checked_at is not null as checked
    from messages m where m.id = ${messageId}::bigint
      and exists (select 1 from message_reports x where x.message_id = m.id)
    for update of m`);
  return rows.rows[0];
}

/** Hides (with the reason) or, with null, restores; either way staff have looked at it. */
export async function setHidden(tx: Database, messageId: string, reason: string | null) {
  await tx.execute(sql`
    update messages set hidden_at = ${reason === null ? null : sql`now()`}, hidden_reason = ${reason},
      checked_at = now()
    where id = ${messageId}::bigint`);
}

export async function markChecked(tx: Database, messageId: string) {
  await tx.execute(sql`update messages set checked_at = now() where id = ${messageId}::bigint`);
}

/** The console's search: the participants' names and e-mails, the reservation code, the unit. */
export function consoleSearchSql(q: string | undefined) {
  const like = likeOf(q);
  if (!like) return sql`true`;
  return sql`(u.title_en ilike ${like} or u.title_ar ilike ${like} or r.code ilike ${like}
    or g.name ilike ${like} or h.name ilike ${like} or g.email ilike ${like} or h.email ilike ${like})`;
}
