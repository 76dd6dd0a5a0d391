import type { Locale, Pagination } from '../../../contract/common';
import type { NotificationItem, NotificationsQuery, NotificationType } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toItem } from './render';
import * as repository from './repository';
import { paginationOf } from '../../lib/pagination';

export const DEFAULT_PER_PAGE = 20;

/**
 * The one way any module tells a user something. The row and its `pg_notify` go in one transaction:
 * every instance's live streams hear of it at commit (hub.ts), and a rolled-back caller leaves neither.
 * Pass the caller's transaction as `db` to tie the notification to the caller's own write. With
 * `once`, a key unique per user, the notice is stored at most once however often it is sent (a job
 * that runs twice); the answer says whether this call stored it.
 */
export async function notify(
  db: Database,
  input: {
    userId: string;
    type: NotificationType;
    params?: Record<string, string | number>;
    link?: string;
    once?: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await repository.insertNotification(tx, {
      userId: input.userId,
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
      onceKey: input.once ?? null,
    });
    if (id === null) return false;
    await repository.publish(tx, { user: input.userId, id });
    return true;
  });
}

export async function listNotifications(
  db: Database,
  userId: string,
  locale: Locale,
  query: NotificationsQuery,
): Promise<{ items: NotificationItem[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([
    repository.countAll(db, userId),
    repository.findPage(db, userId, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    items: rows.map((row) => toItem(row, locale)),
    pagination: paginationOf(total, page, perPage),
  };
}

/** Another user's id answers exactly like an unknown one (404), so ids reveal nothing. */
export async function getNotification(
  db: Database,
  userId: string,
  locale: Locale,
  id: number,
): Promise<NotificationItem> {
  const row = await repository.findOne(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 404, 'notifications.not_found');
  return toItem(row, locale);
}

export const unreadCount = (db: Database, userId: string) => repository.countUnread(db, userId);

/** Marks one read and tells the user's other tabs and devices the new count. */
export async function markRead(db: Database, userId: string, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await repository.markRead(tx, userId, id))) {
      throw new AppError('NOT_FOUND', 404, 'notifications.not_found');
    }
    await repository.publish(tx, { user: userId });
    return repository.countUnread(tx, userId);
  });
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await repository.markAllRead(tx, userId);
    await repository.publish(tx, { user: userId });
    return repository.countUnread(tx, userId);
  });
}

/**
 * Marks read the user's notices of one type about one thing (a thread's messages once the thread is
 * read), and tells their streams the new count when any changed. Pass the caller's transaction.
 */
export async function markReadMatching(
  db: Database,
  userId: string,
  match: { type: NotificationType; param: string; value: string },
): Promise<void> {
  if ((await repository.markReadMatching(db, userId, match)) > 0) {
    await repository.publish(db, { user: userId });
  }
}

/** Tells the user's open streams to read their count again (something they see changed). */
export async function nudgeStreams(db: Database, userId: string): Promise<void> {
  await repository.publish(db, { user: userId });
}
