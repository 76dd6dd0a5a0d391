import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A staff member's second factor (TOTP, RFC 6238). The secret is sealed (AES-256-GCM under a key
 * derived from AUTH_SECRET, modules/auth/second-factor-secret.ts), so a copy of the database alone
 * cannot mint codes; it is shown once, while enrolling, and never again. `confirmed_at` is null until
 * the first code proves the authenticator holds it. `last_step` is the newest 30-second step a code
 * was accepted for: a code at or before it is a replay (RFC 6238 §5.2).
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Ten single-use recovery codes per enrolment. 80 random bits each, so an unsalted SHA-256 is enough
 * to store them (as with refresh tokens); `used_at` is set by the UPDATE that accepts one, so two
 * concurrent uses of one code cannot both win.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [unique('staff_recovery_codes_user_hash').on(table.userId, table.codeHash)],
);

/**
 * The staff side of a sign-in (a refresh-token family of an account holding a staff role): whether it
 * passed the second factor, and when it was last used, so an idle one ends after 30 minutes.
 * Guests' and hosts' sign-ins have no row.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * The step between a staff member's password and their session: a password that was right, waiting
 * for a code. Only the token's SHA-256 is stored; it lives five minutes and is spent once.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.userId),
    check('sign_in_challenges_life', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
