import { sql } from 'drizzle-orm';
import type { Locale, Pagination } from '../../../contract/common';
import {
  MESSAGES_PAGE_DEFAULT,
  THREADS_PER_PAGE,
  type Message,
  type ThreadDetail,
  type ThreadQuery,
  type ThreadsQuery,
  type ThreadSummary,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import * as repository from './repository';
import { pageOf, toMessage, toSummary } from './views';
import * as writes from './write-repository';

/** Reading threads: the lists, one thread's page of messages, and opening a stay's thread. */

export const threadNotFound = () => new AppError('NOT_FOUND', 404, 'messages.thread_not_found');

export async function listThreads(
  db: Database,
  locale: Locale,
  viewer: string,
  query: ThreadsQuery,
): Promise<{ items: ThreadSummary[]; unread_total: number; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? THREADS_PER_PAGE;
  const mine = query.as === 'host' ? sql`t.host_id = ${viewer}` : sql`t.guest_id = ${viewer}`;
  const readId = query.as === 'host' ? sql`t.host_read_id` : sql`t.guest_read_id`;
  const unreadOnly =
    query.unread === 'true'
      ? sql`and exists (select 1 from messages m where m.thread_id = t.id and m.sender_id <> ${viewer}
          and m.id > ${readId})`
      : sql``;
  const where = sql`${mine} and t.last_message_id is not null and ${repository.searchSql(query.q)} ${unreadOnly}`;
  const [total, rows, unread] = await Promise.all([
    repository.countThreads(db, where),
    repository.selectThreads(db, locale, viewer, where, { limit: perPage, offset: (page - 1) * perPage }),
    repository.countUnread(db, viewer),
  ]);
  // The list reached the device: the other sides see their messages as delivered.
  await repository.markDelivered(db, viewer, null);
  return {
    items: rows.map((row) => toSummary(row, viewer)),
    unread_total: unread,
    pagination: paginationOf(total, page, perPage),
  };
}

export async function threadDetail(
  db: Database,
  locale: Locale,
  viewer: string,
  id: number,
  query: ThreadQuery,
): Promise<ThreadDetail> {
  const row = await repository.findThread(db, locale, viewer, id);
  if (!row) throw threadNotFound();
  const limit = query.limit ?? MESSAGES_PAGE_DEFAULT;
  const found = await repository.selectMessages(db, viewer, id, { before: query.before ?? null, limit });
  const { rows, older } = pageOf(found, limit);
  await repository.markDelivered(db, viewer, id);
  return { thread: toSummary(row, viewer), messages: rows.map(toMessage), older };
}

/** One message as its thread's participant reads it (after sending it). */
export async function readMessage(
  db: Database,
  viewer: string,
  threadId: number,
  id: string,
): Promise<Message> {
  const [row] = await repository.selectMessages(db, viewer, threadId, { before: null, limit: 1, only: id });
  if (!row) throw new AppError('NOT_FOUND', 404, 'messages.message_not_found');
  return toMessage(row);
}

export async function threadSummary(db: Database, locale: Locale, viewer: string, id: number) {
  const row = await repository.findThread(db, locale, viewer, id);
  if (!row) throw threadNotFound();
  return toSummary(row, viewer);
}

/**
 * The stay's thread, opened the first time its guest or host asks for it. Someone else's reservation,
 * or an expired hold (never a stay), answers like a missing one.
 */
export async function openStayThread(db: Database, locale: Locale, viewer: string, reservationId: string) {
  const id = await db.transaction(async (tx) => {
    const stay = await writes.findStay(tx, viewer, reservationId);
    if (!stay || stay.status === 'expired') {
      throw new AppError('NOT_FOUND', 404, 'messages.stay_not_found');
    }
    if (!stay.host_id || stay.host_id === stay.user_id) {
      throw new AppError('CONFLICT', 409, 'messages.no_host');
    }
    return writes.openStayThread(tx, {
      reservationId,
      unitId: stay.unit_id,
      guestId: stay.user_id,
      hostId: stay.host_id,
    });
  });
  return threadSummary(db, locale, viewer, id);
}
