import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide settings by key (e.g. 'social'); the value's shape is checked by the service that reads it. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Redirects the client's route-rules guard applies (contract/content.ts); paths have no language prefix. */
export const routeRules = pgTable('route_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fromPath: text('from_path').notNull().unique(),
  toTarget: text('to_target').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Emails are stored lower-cased (the check enforces it), so a plain unique constraint is
 * case-insensitive without needing the citext extension.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: null until the link in the confirmation mail is followed; only then is mail sent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** sha256 of the pending confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /**
     * In every mail's unsubscribe link. Kept as is (it only ever lets its holder leave the list), so
     * each mail can carry it without a new secret per mail.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /** When the last confirmation mail went out: repeats within minutes send nothing more. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (table) => [
    check('newsletter_subscribers_email_lower', sql`${table.email} = lower(${table.email})`),
    check('newsletter_subscribers_locale', sql`${table.locale} in ('en', 'ar')`),
  ],
);
