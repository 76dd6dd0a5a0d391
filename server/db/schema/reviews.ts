import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { units } from './catalogue';
import { reservations } from './reservations';

/**
 * A guest's review of one completed stay. `reservation_id` is unique, so a stay is reviewed once
 * however many requests race. `unit_id` and `user_id` are copied from the reservation so a unit's list
 * and a guest's list read one index each. `likes`/`dislikes` are counts of review_reactions, rewritten
 * under the review's row lock by every reaction (never incremented from a value read earlier);
 * `helpful` is their difference, stored so "most helpful" pages from an index.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    score: smallint('score').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    accuracy: smallint('accuracy').notNull(),
    location: smallint('location').notNull(),
    value: smallint('value').notNull(),
    text: text('text').notNull(),
    /** The language the guest wrote in, detected from the text's script when stored or edited. */
    language: text('language').$type<'en' | 'ar'>().notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    helpful: integer('helpful')
      .notNull()
      .generatedAlwaysAs(sql`likes - dislikes`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Hidden by staff (with the reason): gone from guest pages and from the unit's average and count,
     * kept for its author and the console, and restorable.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** When staff last looked at it (hid, restored or kept it): a low score waits for that look. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    // The console's queue of low scores nobody has looked at yet.
    index('reviews_unchecked_idx')
      .on(t.createdAt)
      .where(sql`${t.score} <= 2 and ${t.checkedAt} is null`),
    check('reviews_hidden', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('reviews_unit_newest_idx').on(t.unitId, t.createdAt.desc(), t.id.desc()),
    index('reviews_unit_helpful_idx').on(t.unitId, t.helpful.desc(), t.id.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'reviews_scores',
      sql`${t.score} between 1 and 5 and ${t.cleanliness} between 1 and 5 and ${t.accuracy} between 1 and 5 and ${t.location} between 1 and 5 and ${t.value} between 1 and 5`,
    ),
    check('reviews_text_length', sql`char_length(${t.text}) between 10 and 2000`),
    check('reviews_language', sql`${t.language} in ('en', 'ar')`),
    check('reviews_counts', sql`${t.likes} >= 0 and ${t.dislikes} >= 0`),
  ],
);

/** One reaction per user per review: the primary key settles a user's parallel like/dislike flips. */
export const reviewReactions = pgTable(
  'review_reactions',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'dislike'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    check('review_reactions_kind', sql`${t.kind} in ('like', 'dislike')`),
  ],
);

/**
 * The host's public answer to a review, one per review (the primary key settles racing replies). Its
 * language is detected from its script like a review's; it may be edited for the same 14 days after
 * it was first posted. Deleting the review deletes its reply.
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: text('language').$type<'en' | 'ar'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_replies_text_length', sql`char_length(${t.text}) between 1 and 1000`),
    check('review_replies_language', sql`${t.language} in ('en', 'ar')`),
  ],
);
