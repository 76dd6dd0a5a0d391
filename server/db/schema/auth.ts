import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts. Emails are stored lower-cased (the check enforces it), so the plain unique constraint is
 * case-insensitive without citext. Email is nullable because a social identity may come without one.
 * `account_ready` is derived (name and phone set) but stored, so guards read it without recomputing;
 * the account service keeps it in step whenever the profile changes.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    name: text('name'),
    phone: text('phone'),
    type: text('type').$type<'email' | 'social'>().notNull(),
    accountReady: boolean('account_ready').notNull().default(false),
    locale: text('locale').$type<'en' | 'ar'>().notNull().default('en'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * What the person may do beyond booking: `host` runs units (hosting), the others are staff roles
     * (backoffice). Read on every guarded request, never baked into a token, so a change applies at once.
     */
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Set while staff have blocked the account (backoffice guests): no sign-in, no refresh, and every
     * session's access token is refused at its next call (sessions-repository `isFamilyActive`). Who
     * blocked and why are kept here for the console; each block and unblock is in the audit log.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    blockedBy: uuid('blocked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Newest first in the console's guest search.
    index('users_created_idx').on(table.createdAt.desc()),
    check('users_blocked_reason', sql`(${table.blockedAt} is null) = (${table.blockedReason} is null)`),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_type', sql`${table.type} in ('email', 'social')`),
    check('users_locale', sql`${table.locale} in ('en', 'ar')`),
    check(
      'users_roles',
      sql`${table.roles} <@ array['host', 'admin', 'support', 'content', 'finance']::text[]`,
    ),
  ],
);

/** Kept apart from users so a profile read never loads a hash, and social accounts simply have no row. */
export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** External sign-in identities (Google): the stable key is (issuer, subject), never the email. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'google'>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [unique('identities_issuer_subject').on(table.issuer, table.subject), index().on(table.userId)],
);

/**
 * One row per refresh token; a family is one sign-in and all its rotations. Only the SHA-256 of the
 * token is stored, so a database leak yields no usable token. Every token of a family shares the
 * family's absolute `expires_at`, so rotating never extends a session beyond 30 days from sign-in.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (table) => [index().on(table.familyId), index().on(table.userId)],
);

/**
 * Failed sign-ins by the address typed (not the user id), so unknown addresses are throttled exactly
 * like real ones and the throttle cannot be used to learn who has an account. `source` is the client's
 * IP: delays grow per address *and* source, so a stranger's failures never slow the owner's own device.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    source: text('source').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.email, table.failedAt), index().on(table.email, table.source, table.failedAt)],
);

/** When the owner of an address was last told about repeated failed sign-ins: one mail per window. */
export const loginAlerts = pgTable('login_alerts', {
  email: text('email').primaryKey(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
});
