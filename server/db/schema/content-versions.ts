import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { faqs, informativePages } from './content-pages';

/**
 * Every saved state of an FAQ question and of an informative page, both languages, numbered from 1
 * per record. The live rows (faqs, informative_pages) hold the newest; a restore copies an old
 * version into a new one (`restored_from`), so history only grows. `created_by` is null for the
 * version the migration or the seed wrote before the console existed.
 */
export const faqVersions = pgTable(
  'faq_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    category: text('category').notNull(),
    questionEn: text('question_en').notNull(),
    questionAr: text('question_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    /** This version took the question off the FAQ. */
    removed: boolean('removed').notNull().default(false),
    restoredFrom: integer('restored_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('faq_versions_number').on(t.faqId, t.version),
    check('faq_versions_version', sql`${t.version} >= 1`),
  ],
);

export const pageVersions = pgTable(
  'informative_page_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug')
      .notNull()
      .references(() => informativePages.slug, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    bodyEn: jsonb('body_en').$type<unknown>().notNull(),
    bodyAr: jsonb('body_ar').$type<unknown>().notNull(),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    restoredFrom: integer('restored_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('informative_page_versions_number').on(t.slug, t.version),
    check('informative_page_versions_version', sql`${t.version} >= 1`),
  ],
);
