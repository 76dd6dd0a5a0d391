import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** The only SQL of the notifications module. Every read and write is scoped to its owner's id. */

const n = s.notifications;
export const CHANNEL = 'sakan_notifications';

const columns = {
  id: n.id,
  type: n.type,
  params: n.params,
  link: n.link,
  readAt: n.readAt,
  createdAt: n.createdAt,
};
export type NotificationRow = Awaited<ReturnType<typeof findPage>>[number];

/** The new row's id, or null when a row with the same `onceKey` exists for the user already. */
export async function insertNotification(
  db: Database,
  row: {
    userId: string;
    type: string;
    params: Record<string, string | number>;
    link: string | null;
    onceKey: string | null;
  },
): Promise<number | null> {
  const [stored] = await db.insert(n).values(row).onConflictDoNothing().returning({ id: n.id });
  return stored?.id ?? null;
}

/**
 * Tells every server instance's listener (plugin/hub.ts). Inside a transaction PostgreSQL delivers it
 * at commit, so no stream ever hears of a row it cannot read yet, and a rollback sends nothing.
 */
export async function publish(db: Database, payload: { user: string; id?: number }): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(payload)})`);
}

export async function countAll(db: Database, userId: string): Promise<number> {
  return db.$count(n, eq(n.userId, userId));
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  return db.$count(n, and(eq(n.userId, userId), isNull(n.readAt)));
}

export async function findPage(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The caller's own notification; another user's id finds nothing, exactly like an unknown one. */
export async function findOne(db: Database, userId: string, id: number) {
  const [row] = await db
    .select(columns)
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.id, id)))
    .limit(1);
  return row;
}

/** What a reconnecting stream missed: the caller's rows after `afterId`, oldest first. */
export async function findAfter(db: Database, userId: string, afterId: number, limit: number) {
  const rows = await db
    .select(columns)
    .from(n)
    .where(and(eq(n.userId, userId), gt(n.id, afterId)))
    .orderBy(desc(n.id))
    .limit(limit);
  return rows.reverse();
}

export async function newestId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: n.id })
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Marks one read; true when the row is the caller's (read already or not). */
export async function markRead(db: Database, userId: string, id: number): Promise<boolean> {
  const [row] = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.userId, userId), eq(n.id, id)))
    .returning({ id: n.id });
  return row !== undefined;
}

/** Marks read the user's unread notices of `type` whose `param` is `value`; answers how many. */
export async function markReadMatching(
  db: Database,
  userId: string,
  match: { type: string; param: string; value: string },
): Promise<number> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(n.userId, userId),
        isNull(n.readAt),
        eq(n.type, match.type),
        sql`${n.params} ->> ${match.param} = ${match.value}`,
      ),
    )
    .returning({ id: n.id });
  return rows.length;
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
}

export async function findUserLocale(db: Database, userId: string): Promise<'en' | 'ar'> {
  const [row] = await db
    .select({ locale: s.users.locale })
    .from(s.users)
    .where(eq(s.users.id, userId))
    .limit(1);
  return row?.locale ?? 'en';
}

export async function findPushSubscriptions(db: Database, userId: string) {
  const p = s.pushSubscriptions;
  return db
    .select({ id: p.id, endpoint: p.endpoint, p256dh: p.p256dh, auth: p.auth })
    .from(p)
    .where(eq(p.userId, userId));
}

/** One endpoint, one owner: re-subscribing on a shared browser moves it to whoever signed in last. */
export async function upsertPushSubscription(
  db: Database,
  row: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  const p = s.pushSubscriptions;
  await db
    .insert(p)
    .values(row)
    .onConflictDoUpdate({
      target: p.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    });
}

export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  const p = s.pushSubscriptions;
  await db.delete(p).where(and(eq(p.userId, userId), eq(p.endpoint, endpoint)));
}

export async function deletePushSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(s.pushSubscriptions).where(eq(s.pushSubscriptions.id, id));
}
