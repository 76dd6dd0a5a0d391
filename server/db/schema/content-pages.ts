import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Questions and answers of the FAQ page, both languages in one row so a translation is never missing.
 * The console removes a question by marking it (`removed_at`): its versions (faq_versions) still
 * point at it and a restore brings it back. Only live questions hold a position in their category.
 */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    position: integer('position').notNull(),
    questionEn: text('question_en').notNull(),
    questionAr: text('question_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('faqs_category_position')
      .on(table.category, table.position)
      .where(sql`${table.removedAt} is null`),
    check(
      'faqs_category',
      sql`${table.category} in ('booking', 'payment', 'cancellation', 'investment', 'account')`,
    ),
  ],
);

/**
 * About, privacy and terms. The body is structured blocks (contract/content-pages.ts), never HTML,
 * so the client renders it with React and nothing stored here can inject markup.
 */
export const informativePages = pgTable('informative_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryAr: text('summary_ar').notNull(),
  bodyEn: jsonb('body_en').$type<unknown>().notNull(),
  bodyAr: jsonb('body_ar').$type<unknown>().notNull(),
  /** The date the text last changed in substance, shown as "last updated". */
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
});

/** What visitors wrote through the contact form; the reference is what they quote back to us. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip').notNull(),
    /** `open` until staff close it (a reply keeps it open: the sender may write back). */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The per-address limit counts an address's recent messages.
    index('contact_messages_email_created').on(table.email, table.createdAt),
    index('contact_messages_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('contact_messages_status', sql`${table.status} in ('open', 'closed')`),
  ],
);

/** Staff's answers to a contact message, mailed to its sender: the thread, who wrote each and when. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_replies_message_idx').on(table.messageId, table.createdAt),
    check('contact_replies_body', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);
