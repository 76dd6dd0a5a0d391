import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A notification is a type and its parameters; the text is rendered in the reader's language when
 * read (server/modules/notifications/render.ts). `read_at` null means unread. A notice that must go
 * out once whatever retries it (a reminder sent by a job that may run twice) carries a `once_key`,
 * unique per user, so a second insert is a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set by the one instance that claims the Web Push send, so several instances push it once. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    onceKey: text('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_newest_idx').on(t.userId, t.id.desc()),
    // The bell's count reads only this small partial index.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_once')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
    check('notifications_link_path', sql`${t.link} is null or ${t.link} ~ '^/[^/]'`),
  ],
);

/** Browsers that opted in to Web Push; an endpoint belongs to one user (a shared device re-subscribes). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
