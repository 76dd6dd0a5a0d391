import { sql } from 'drizzle-orm';
import type {
  ContactMessageItem,
  ContactMessagesQuery,
  ContactReply,
} from '../../../contract/backoffice-queues';
import type { Database } from '../../db/client';
import { isoOf, likeOf, orderOf, pageOf } from './queue-grid';

/** The console's contact messages and their threads (contact_replies: who answered, what and when). */

export const countOpenMessages = async (db: Database) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from contact_messages where status = 'open'`,
    )
  ).rows[0]?.n ?? 0;

const columns = sql`
  m.id, m.reference, m.name, m.email, m.phone, m.topic, m.message,
  case when m.locale = 'ar' then 'ar' else 'en' end as locale, m.status,
  (select count(*)::int from contact_replies r where r.message_id = m.id) as replies,
  ${isoOf(sql`m.created_at`)} as created_at, ${isoOf(sql`m.closed_at`)} as closed_at`;

export async function listMessages(db: Database, query: ContactMessagesQuery) {
  const like = likeOf(query.q);
  const status = query.status ?? 'open';
  const where = sql`${status === 'all' ? sql`true` : sql`m.status = ${status}`}
    ${
      like
        ? sql`and (m.reference ilike ${like} or m.name ilike ${like} or m.email ilike ${like}
            or m.topic ilike ${like} or m.message ilike ${like})`
        : sql``
    }`;
  const total =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages m where ${where}`))
      .rows[0]?.n ?? 0;
  const { pagination, offset } = pageOf(total, query.page);
  const order = orderOf(
    query,
    { created_at: sql`m.created_at`, name: sql`lower(m.name)` },
    // The oldest unanswered first: it has waited longest.
    { sort: 'created_at', dir: 'asc' },
    sql`m.id`,
  );
  const rows = await db.execute<ContactMessageItem>(sql`
    select ${columns} from contact_messages m where ${where}
    order by ${order} limit ${pagination.per_page} offset ${offset}`);
  return { items: rows.rows, pagination };
}

export async function findThread(db: Database, id: number) {
  const message = (
    await db.execute<ContactMessageItem>(sql`select ${columns} from contact_messages m where m.id = ${id}`)
  ).rows[0];
  if (!message) return undefined;
  const thread = await db.execute<ContactReply>(sql`
    select r.id, coalesce(s.name, s.email) as staff_name, r.body, ${isoOf(sql`r.created_at`)} as created_at
    from contact_replies r join users s on s.id = r.staff_id
    where r.message_id = ${id} order by r.created_at, r.id`);
  return { ...message, thread: thread.rows };
}

/** The message, locked: a close and a reply to it run one after the other. */
export async function lockMessage(tx: Database, id: number) {
  const rows = await tx.execute<{
    id: number;
    reference: string;
    name: string;
    email: string;
    message: string;
    locale: string;
    status: 'open' | 'closed';
  }>(sql`select id, reference, name, email, message, locale, status from contact_messages
    where id = ${id} for update`);
  return rows.rows[0];
}

export async function insertReply(tx: Database, messageId: number, staffId: string, body: string) {
  const rows = await tx.execute<{ id: number }>(sql`
    insert into contact_replies (message_id, staff_id, body) values (${messageId}, ${staffId}, ${body})
    returning id`);
  return rows.rows[0]!.id;
}

export async function closeMessage(tx: Database, id: number): Promise<void> {
  await tx.execute(sql`update contact_messages set status = 'closed', closed_at = now() where id = ${id}`);
}
