import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { units } from './catalogue';
import { reservations } from './reservations';

/**
 * A conversation between a guest and a unit's host: one per reservation (`kind = 'stay'`, the
 * reservation id unique) or one per guest and unit for a question before booking (`question`, the
 * partial unique index). The host is fixed when the thread opens. Each side's progress is a message
 * id: what it has fetched (delivered), read, and been mailed about while away; comparing a message's
 * id with them gives its marks and the unread counts without a row per message and reader.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'stay' | 'question'>().notNull(),
    reservationId: uuid('reservation_id')
      .unique()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    guestDeliveredId: bigint('guest_delivered_id', { mode: 'number' }).notNull().default(0),
    hostDeliveredId: bigint('host_delivered_id', { mode: 'number' }).notNull().default(0),
    guestReadId: bigint('guest_read_id', { mode: 'number' }).notNull().default(0),
    hostReadId: bigint('host_read_id', { mode: 'number' }).notNull().default(0),
    /** The newest message an away mail covered: no second mail until the side reads past it. */
    guestMailedId: bigint('guest_mailed_id', { mode: 'number' }).notNull().default(0),
    hostMailedId: bigint('host_mailed_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('message_threads_kind', sql`${t.kind} in ('stay', 'question')`),
    check('message_threads_stay', sql`(${t.kind} = 'stay') = (${t.reservationId} is not null)`),
    check('message_threads_two_people', sql`${t.guestId} <> ${t.hostId}`),
    uniqueIndex('message_threads_question_once')
      .on(t.unitId, t.guestId)
      .where(sql`${t.kind} = 'question'`),
    // The lists: a guest's and a host's threads, newest first.
    index('message_threads_guest_idx').on(t.guestId, t.lastMessageAt.desc(), t.id.desc()),
    index('message_threads_host_idx').on(t.hostId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/**
 * One message. `body` is stored as shown (masked where contact details were taken out, `masked`
 * says so); photos are keys of message_photos, in order. Staff may hide a message after a report
 * (with the reason; the audit row says who); `checked_at` takes it off the reports queue.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side').$type<'guest' | 'host' | 'staff'>().notNull(),
    body: text('body').notNull(),
    masked: boolean('masked').notNull().default(false),
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_side', sql`${t.senderSide} in ('guest', 'host', 'staff')`),
    check('messages_body_length', sql`char_length(${t.body}) <= 2000`),
    check('messages_not_empty', sql`char_length(${t.body}) > 0 or cardinality(${t.photoKeys}) > 0`),
    check('messages_photos', sql`cardinality(${t.photoKeys}) <= 4`),
    check('messages_hidden', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('messages_thread_idx').on(t.threadId, t.id),
    // The per-sender rate limits count the last hour's messages.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * Uploaded message photos: who uploaded each and, once sent, the message it belongs to. A key is
 * attached once (the conditional update that sends it), and only by its uploader.
 */
export const messagePhotos = pgTable(
  'message_photos',
  {
    key: text('key').primaryKey(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('message_photos_key', sql`${t.key} ~ '^mp-[0-9a-f]{32}$'`),
    index('message_photos_message_idx').on(t.messageId),
  ],
);

/** One report per person and message (the primary key settles a double press). */
export const messageReports = pgTable(
  'message_reports',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.reporterId] }),
    check(
      'message_reports_reason',
      sql`${t.reason} in ('spam', 'abuse', 'contact_details', 'scam', 'other')`,
    ),
    check('message_reports_note', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/**
 * A unit's door code, written by its host and shown only in a confirmed guest's stay kit from 48 hours
 * before check-in. Kept apart from `units`, whose row every catalogue read touches.
 */
export const unitDoorCodes = pgTable(
  'unit_door_codes',
  {
    unitId: integer('unit_id')
      .primaryKey()
      .references(() => units.id, { onDelete: 'cascade' }),
    doorCode: text('door_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('unit_door_codes_length', sql`char_length(${t.doorCode}) between 1 and 100`)],
);
