import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { MessageMark, ThreadSide } from '../../../contract/messages';
import type { Database } from '../../db/client';

/**
 * The messages module's reads. Every read of a thread names who reads it: a participant's query
 * carries `guest_id = $me or host_id = $me` in its WHERE, so anyone else's thread id finds no row
 * (a 404, like an id that does not exist). Only the console's reads (console-repository.ts) skip it.
 */

export type ThreadRow = {
  id: number;
  kind: 'stay' | 'question';
  reservation_id: string | null;
  unit_id: number;
  guest_id: string;
  host_id: string;
  unit_slug: string;
  unit_title: string;
  unit_title_en: string;
  unit_title_ar: string;
  cover_key: string | null;
  stay_code: string | null;
  stay_check_in: string | null;
  stay_check_out: string | null;
  stay_status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'completed' | null;
  guest_name: string | null;
  guest_email: string | null;
  host_name: string | null;
  host_email: string | null;
  last_body: string | null;
  last_side: ThreadSide | null;
  last_sender: string | null;
  last_hidden: boolean | null;
  last_photos: number | null;
  last_created_at: Date | null;
  last_message_at: Date;
  unread: number;
  messages_count: number;
  reports_open: number;
};

/** Where a viewer's own read position is, as SQL: a non-participant (staff) reads nothing as unread. */
const readIdOf = (viewer: string) =>
  sql`(case when t.guest_id = ${viewer} then t.guest_read_id when t.host_id = ${viewer} then t.host_read_id
    else 9223372036854775807 end)`;

const threadColumns = (locale: Locale, viewer: string) => sql`
  t.id, t.kind, t.reservation_id, t.unit_id, t.guest_id, t.host_id, t.last_message_at,
  u.slug as unit_slug, ${locale === 'ar' ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)` : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`} as unit_title,
  u.title_en as unit_title_en, u.title_ar as unit_title_ar,
  (select i.key from unit_images i where i.unit_id = u.id order by i.position limit 1) as cover_key,
  r.code as stay_code, r.check_in::text as stay_check_in, r.check_out::text as stay_check_out,
  r.status as stay_status, g.name as guest_name, g.email as guest_email, h.name as host_name,
  h.email as host_email, lm.body as last_body, lm.sender_side as last_side, lm.sender_id as last_sender,
  lm.hidden_at is not null as last_hidden, cardinality(lm.photo_keys) as last_photos,
  lm.created_at as last_created_at,
  (select count(*)::int from messages m where m.thread_id = t.id and m.sender_id <> ${viewer}
     and m.id > ${readIdOf(viewer)}) as unread,
  (select count(*)::int from messages m where m.thread_id = t.id) as messages_count,
  (select count(distinct x.message_id)::int from message_reports x join messages m on m.id = x.message_id
     where m.thread_id = t.id and m.checked_at is null) as reports_open`;

export const THREAD_FROM = sql`from message_threads t
  join units u on u.id = t.unit_id
  left join reservations r on r.id = t.reservation_id
  join users g on g.id = t.guest_id
  join users h on h.id = t.host_id
  left join messages lm on lm.id = t.last_message_id`;

export const likeOf = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** Threads matching `where`, newest first. */
export async function selectThreads(
  db: Database,
  locale: Locale,
  viewer: string,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<ThreadRow[]> {
  const rows = await db.execute<ThreadRow>(sql`
    select ${threadColumns(locale, viewer)} ${THREAD_FROM} where ${where}
    order by t.last_message_at desc, t.id desc limit ${page.limit} offset ${page.offset}`);
  return rows.rows;
}

export async function countThreads(db: Database, where: SQL): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n ${THREAD_FROM} where ${where}`);
  return rows.rows[0]?.n ?? 0;
}

/** A participant's thread, or undefined for anyone else's (and for no thread at all). */
export async function findThread(db: Database, locale: Locale, viewer: string, id: number) {
  const [row] = await selectThreads(
    db,
    locale,
    viewer,
    sql`t.id = ${id} and (t.guest_id = ${viewer} or t.host_id = ${viewer})`,
    { limit: 1, offset: 0 },
  );
  return row;
}

/** The search of a list: the unit, the reservation code, the other side's name or a message's text. */
export function searchSql(q: string | undefined): SQL {
  const like = likeOf(q);
  if (!like) return sql`true`;
  return sql`(u.title_en ilike ${like} or u.title_ar ilike ${like} or r.code ilike ${like}
    or g.name ilike ${like} or h.name ilike ${like}
    or exists (select 1 from messages m where m.thread_id = t.id and m.hidden_at is null and m.body ilike ${like}))`;
}

export type MessageRow = {
  id: string;
  thread_id: number;
  sender_side: ThreadSide;
  mine: boolean;
  author: string;
  body: string;
  masked: boolean;
  photo_keys: string[];
  hidden: boolean;
  hidden_reason: string | null;
  created_at: Date;
  mark: MessageMark | null;
  reports: number;
};

/** The other side's progress a sender's message is compared with (staff: the slower of the two). */
const otherSide = (column: 'read' | 'delivered') =>
  sql.raw(`(case m.sender_side when 'guest' then t.host_${column}_id when 'host' then t.guest_${column}_id
    else least(t.guest_${column}_id, t.host_${column}_id) end)`);

/**
 * A page of a thread, newest `limit` before `before` (keyset on the id), answered oldest first; one
 * row more than asked tells the caller that older ones exist.
 */
export async function selectMessages(
  db: Database,
  viewer: string,
  threadId: number,
  page: { before: string | null; limit: number; only?: string },
): Promise<MessageRow[]> {
  const rows = await db.execute<MessageRow>(sql`
    select * from (
      select m.id::text as id, m.thread_id, m.sender_side, m.sender_id = ${viewer} as mine,
        case when m.sender_side = 'staff' then '' else split_part(trim(coalesce(s.name, '')), ' ', 1) end as author,
        m.body, m.masked, m.photo_keys, m.hidden_at is not null as hidden, m.hidden_reason, m.created_at,
        case when m.sender_id <> ${viewer} then null
          when m.id <= ${otherSide('read')} then 'read'
          when m.id <= ${otherSide('delivered')} then 'delivered' else 'sent' end as mark,
        (select count(*)::int from message_reports x where x.message_id = m.id) as reports
      from messages m join message_threads t on t.id = m.thread_id join users s on s.id = m.sender_id
      where m.thread_id = ${threadId} ${page.before ? sql`and m.id < ${page.before}::bigint` : sql``}
        ${page.only ? sql`and m.id = ${page.only}::bigint` : sql``}
      order by m.id desc limit ${page.limit + 1}
    ) newest order by id::bigint`);
  return rows.rows;
}

/** Unread messages across every thread the user is in, on either side (or in one thread). */
export async function countUnread(db: Database, userId: string, threadId?: number): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from message_threads t join messages m on m.thread_id = t.id
    where (t.guest_id = ${userId} or t.host_id = ${userId}) and m.sender_id <> ${userId}
      and m.id > ${readIdOf(userId)} ${threadId === undefined ? sql`` : sql`and t.id = ${threadId}`}`);
  return rows.rows[0]?.n ?? 0;
}

/** The user has now fetched everything in these threads: their messages show as delivered. */
export async function markDelivered(db: Database, userId: string, threadId: number | null): Promise<void> {
  const one = threadId === null ? sql`` : sql`and id = ${threadId}`;
  await db.execute(sql`update message_threads set guest_delivered_id = last_message_id
    where guest_id = ${userId} and guest_delivered_id < last_message_id ${one}`);
  await db.execute(sql`update message_threads set host_delivered_id = last_message_id
    where host_id = ${userId} and host_delivered_id < last_message_id ${one}`);
}
