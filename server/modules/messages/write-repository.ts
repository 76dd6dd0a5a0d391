import { sql } from 'drizzle-orm';
import type { ThreadSide } from '../../../contract/messages';
import type { Database } from '../../db/client';

/**
 * The messages module's writes. Races are settled here: a sender's writes take one advisory lock
 * (so the rate limits count exactly, whatever arrives at once), a thread's row is locked while a
 * message joins it, a question thread and a stay thread are unique by index, a report by its key,
 * and a photo is attached by a conditional update that only its uploader's unsent key passes.
 */

/** Serialises one person's sends (and question starts) for the rest of the transaction. */
export async function lockSender(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`messages:${userId}`}, 0))`);
}

/** The sender's messages in the last minute and hour, and when the oldest of each leaves its window. */
export async function recentSends(tx: Database, userId: string) {
  const rows = await tx.execute<{
    minute: number;
    hour: number;
    minute_free: Date | null;
    hour_free: Date | null;
  }>(sql`
    select count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
      count(*)::int as hour,
      min(created_at) filter (where created_at > now() - interval '1 minute') + interval '1 minute' as minute_free,
      min(created_at) + interval '1 hour' as hour_free
    from messages where sender_id = ${userId} and created_at > now() - interval '1 hour'`);
  return rows.rows[0] ?? { minute: 0, hour: 0, minute_free: null, hour_free: null };
}

export type LockedThread = {
  id: number;
  kind: 'stay' | 'question';
  guest_id: string;
  host_id: string;
  stay_status: string | null;
  title_en: string;
  title_ar: string;
};

/** The thread, locked, if `viewer` takes part in it (null: anyone, for staff writing from the console). */
export async function lockThread(tx: Database, id: number, viewer: string | null) {
  const rows = await tx.execute<LockedThread>(sql`
    select t.id, t.kind, t.guest_id, t.host_id, r.status as stay_status, u.title_en, u.title_ar
    from message_threads t join units u on u.id = t.unit_id left join reservations r on r.id = t.reservation_id
    where t.id = ${id} ${viewer === null ? sql`` : sql`and (t.guest_id = ${viewer} or t.host_id = ${viewer})`}
    for update of t`);
  return rows.rows[0];
}

export async function insertMessage(
  tx: Database,
  row: {
    threadId: number;
    senderId: string;
    side: ThreadSide;
    body: string;
    masked: boolean;
    photos: string[];
  },
): Promise<string> {
  const rows = await tx.execute<{ id: string }>(sql`
    insert into messages (thread_id, sender_id, sender_side, body, masked, photo_keys)
    values (${row.threadId}, ${row.senderId}, ${row.side}, ${row.body}, ${row.masked},
      ${`{${row.photos.join(',')}}`}::text[])
    returning id::text as id`);
  return rows.rows[0]!.id;
}

/** Attaches the uploader's own unsent photos to the message; answers how many it took. */
export async function attachPhotos(tx: Database, messageId: string, uploader: string, keys: string[]) {
  if (keys.length === 0) return 0;
  const rows = await tx.execute(sql`
    update message_photos set message_id = ${messageId}::bigint
    where key = any(${`{${keys.join(',')}}`}::text[]) and uploader_id = ${uploader} and message_id is null
    returning key`);
  return rows.rows.length;
}

/** The thread's newest message moves on; the sender has of course read and received their own. */
export async function advanceThread(tx: Database, threadId: number, messageId: string, side: ThreadSide) {
  const own =
    side === 'guest'
      ? sql`, guest_read_id = ${messageId}::bigint, guest_delivered_id = ${messageId}::bigint`
      : side === 'host'
        ? sql`, host_read_id = ${messageId}::bigint, host_delivered_id = ${messageId}::bigint`
        : sql``;
  await tx.execute(sql`update message_threads set last_message_id = ${messageId}::bigint,
    last_message_at = now() ${own} where id = ${threadId}`);
}

/**
 * Moves the viewer's read mark to `upTo` (or the newest message), never backwards and never past the
 * newest; reading implies delivery. Answers the thread's other side, or undefined for no such thread.
 */
export async function markRead(tx: Database, viewer: string, threadId: number, upTo: string | null) {
  const target = sql`least(coalesce(${upTo}::bigint, last_message_id), last_message_id)`;
  const rows = await tx.execute<{ other: string }>(sql`
    update message_threads set
      guest_read_id = case when guest_id = ${viewer} then greatest(guest_read_id, coalesce(${target}, 0)) else guest_read_id end,
      guest_delivered_id = case when guest_id = ${viewer} then greatest(guest_delivered_id, coalesce(${target}, 0)) else guest_delivered_id end,
      host_read_id = case when host_id = ${viewer} then greatest(host_read_id, coalesce(${target}, 0)) else host_read_id end,
      host_delivered_id = case when host_id = ${viewer} then greatest(host_delivered_id, coalesce(${target}, 0)) else host_delivered_id end
    where id = ${threadId} and (guest_id = ${viewer} or host_id = ${viewer})
    returning case when guest_id = ${viewer} then host_id else guest_id end as other`);
  return rows.rows[0]?.other;
}

/** A reservation the viewer may talk about: theirs as its guest, or at a unit they host. */
export async function findStay(tx: Database, viewer: string, reservationId: string) {
  const rows = await tx.execute<{
    user_id: string;
    host_id: string | null;
    unit_id: number;
    status: string;
  }>(sql`
    select r.user_id, u.host_id, r.unit_id, r.status from reservations r join units u on u.id = r.unit_id
    where r.id = ${reservationId} and (r.user_id = ${viewer} or u.host_id = ${viewer})`);
  return rows.rows[0];
}

/** The stay's thread, made the first time (the unique reservation id settles two at once). */
export async function openStayThread(
  tx: Database,
  stay: { reservationId: string; unitId: number; guestId: string; hostId: string },
): Promise<number> {
  await tx.execute(sql`
    insert into message_threads (kind, reservation_id, unit_id, guest_id, host_id)
    values ('stay', ${stay.reservationId}, ${stay.unitId}, ${stay.guestId}, ${stay.hostId})
    on conflict (reservation_id) do nothing`);
  const rows = await tx.execute<{ id: number }>(
    sql`select id from message_threads where reservation_id = ${stay.reservationId}`,
  );
  return rows.rows[0]!.id;
}

/** A published unit with a host, which a guest may ask about. */
export async function findAskableUnit(tx: Database, unitId: number) {
  const rows = await tx.execute<{ host_id: string }>(sql`
    select host_id from units where id = ${unitId} and status = 'published' and host_id is not null`);
  return rows.rows[0];
}

export async function questionThreadOf(tx: Database, unitId: number, guestId: string) {
  const rows = await tx.execute<{ id: number }>(sql`
    select id from message_threads where kind = 'question' and unit_id = ${unitId} and guest_id = ${guestId}`);
  return rows.rows[0]?.id;
}

export async function questionsStartedToday(tx: Database, guestId: string) {
  const rows = await tx.execute<{ n: number; free: Date | null }>(sql`
    select count(*)::int as n, min(created_at) + interval '24 hours' as free from message_threads
    where guest_id = ${guestId} and kind = 'question' and created_at > now() - interval '24 hours'`);
  return rows.rows[0] ?? { n: 0, free: null };
}

export async function insertQuestionThread(tx: Database, unitId: number, guestId: string, hostId: string) {
  const rows = await tx.execute<{ id: number }>(sql`
    insert into message_threads (kind, unit_id, guest_id, host_id)
    values ('question', ${unitId}, ${guestId}, ${hostId}) returning id`);
  return rows.rows[0]!.id;
}

/** A message the viewer can see (in one of their threads), with its sender. */
export async function findVisibleMessage(tx: Database, viewer: string, messageId: string) {
  const rows = await tx.execute<{ sender_id: string; thread_id: number }>(sql`
    select m.sender_id, m.thread_id from messages m join message_threads t on t.id = m.thread_id
    where m.id = ${messageId}::bigint and (t.guest_id = ${viewer} or t.host_id = ${viewer})`);
  return rows.rows[0];
}

/** One report per person and message; answers whether this one is new. */
export async function insertReport(
  tx: Database,
  report: { messageId: string; reporterId: string; reason: string; note: string | null },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into message_reports (message_id, reporter_id, reason, note)
    values (${report.messageId}::bigint, ${report.reporterId}, ${report.reason}, ${report.note})
    on conflict do nothing returning message_id`);
  if (rows.rows.length > 0) {
    // A new report puts the message back on the queue even if staff kept it before.
    await tx.execute(sql`update messages set checked_at = null where id = ${report.messageId}::bigint`);
  }
  return rows.rows.length > 0;
}
