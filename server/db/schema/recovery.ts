import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Password recovery by emailed code (spec, API calls: send-otp, validate-otp, reset-password).
 *
 * `user_id` points at users.id, on delete cascade: deleting an account deletes its codes and tokens.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per code sent. A code is live while it is neither consumed nor cancelled, not expired and has
 * tries left; `attempts` counts every try (right or wrong), so parallel guesses cannot exceed the limit.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256(salt:code) in hex; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    codeSalt: text('code_salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /** Set when a newer code replaces this one: only the latest code works. */
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_user_created_idx').on(table.userId, table.createdAt),
    // At most one open code per user; a second open insert is a bug, not a race we should survive silently.
    uniqueIndex('otp_codes_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.consumedAt} is null and ${table.cancelledAt} is null`),
    check('otp_codes_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * Every accepted send-otp request, known address or not, so the "3 per 15 minutes" limit behaves the
 * same for both and cannot reveal who has an account. Keyed by sha256 of the lower-cased address (not
 * the address) and pruned after a day: it exists only to count recent requests.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    emailHash: text('email_hash').notNull(),
    // The requesting IP: the send limit counts per address and source, so a stranger asking for codes
    // cannot use up the owner's own requests (a fresh code must always reach the owner).
    source: text('source').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('otp_sends_email_created_idx').on(table.emailHash, table.createdAt),
    index('otp_sends_email_source_created_idx').on(table.emailHash, table.source, table.createdAt),
    index('otp_sends_created_idx').on(table.createdAt),
  ],
);

/**
 * The single-use ticket a correct code buys, spent by reset-password. Only its sha256 is kept; the
 * token has 256 random bits, so the hash is as good as a password-grade one and can be looked up.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
