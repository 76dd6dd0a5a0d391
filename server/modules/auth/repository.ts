import { and, count, eq, gte, lt, max } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { User } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { credentials, identities, loginAlerts, loginFailures, users } from '../../db/schema/index';

/** The only place account SQL lives (sessions: sessions-repository.ts; profile edits: updateUser). Rows leave as contract `User`s. */

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    account_ready: row.accountReady,
    phone: row.phone,
    locale: row.locale,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewUser {
  email: string | null;
  name: string | null;
  phone: string | null;
  type: 'email' | 'social';
  locale: Locale;
  accountReady: boolean;
  emailVerified: boolean;
}

export interface IdentityKey {
  provider: 'google';
  issuer: string;
  subject: string;
  email: string | null;
}

/**
 * Creates the user and its password in one transaction. Null when the email is taken: the unique
 * constraint decides, so two simultaneous sign-ups cannot both win.
 */
export async function insertUserWithPassword(
  db: Database,
  user: NewUser,
  passwordHash: string,
): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    if (!row) return null;
    await tx.insert(credentials).values({ userId: row.id, passwordHash });
    return toUser(row);
  });
}

/** Creates a social user and its identity together; throws if the email or identity is already taken. */
export async function insertUserWithIdentity(
  db: Database,
  user: NewUser,
  identity: IdentityKey,
): Promise<User> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('insert into users returned no row');
    await tx.insert(identities).values({ ...identity, userId: row.id });
    return toUser(row);
  });
}

export async function insertIdentity(db: Database, userId: string, identity: IdentityKey): Promise<void> {
  await db
    .insert(identities)
    .values({ ...identity, userId })
    .onConflictDoNothing();
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUser(row) : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ? toUser(row) : null;
}

export async function findUserByIdentity(
  db: Database,
  issuer: string,
  subject: string,
): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)))
    .limit(1);
  return row ? toUser(row.user) : null;
}

/** The user and password hash for a sign-in; the hash is null for accounts without a password. */
export async function findLogin(
  db: Database,
  email: string,
): Promise<{ user: User; passwordHash: string | null } | null> {
  const [row] = await db
    .select({ user: users, passwordHash: credentials.passwordHash })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row ? { user: toUser(row.user), passwordHash: row.passwordHash } : null;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .limit(1);
  return row?.hash ?? null;
}

export async function upsertPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db
    .insert(credentials)
    .values({ userId, passwordHash, updatedAt: now })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: now } });
}

/** Failures for an address from one source inside the window: how many, and the latest. */
export async function failuresFrom(
  db: Database,
  email: string,
  source: string,
  since: Date,
): Promise<{ failures: number; last: Date | null }> {
  const [row] = await db
    .select({ failures: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.source, source),
        gte(loginFailures.failedAt, since),
      ),
    );
  return { failures: row?.failures ?? 0, last: row?.last ?? null };
}

/** Failures for an address from every source inside the window (for the owner's alert). */
export async function countFailuresSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gte(loginFailures.failedAt, since)));
  return row?.n ?? 0;
}

/**
 * Records a failure and drops every row older than the window, for any address: the table then only
 * ever holds the last 15 minutes, so this delete stays cheap even during a spray across many addresses.
 */
export async function recordFailure(
  db: Database,
  email: string,
  source: string,
  windowStart: Date,
): Promise<void> {
  await db.insert(loginFailures).values({ email, source });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}

/** Forgets failures of an address: from one source (a successful sign-in there), or all (a reset). */
export async function clearFailures(db: Database, email: string, source?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      source === undefined
        ? eq(loginFailures.email, email)
        : and(eq(loginFailures.email, email), eq(loginFailures.source, source)),
    );
}

/**
 * Claims the right to mail the owner about failures: true once per window, however many requests race
 * for it (the conditional upsert settles it in the database).
 */
export async function claimLoginAlert(
  db: Database,
  email: string,
  windowStart: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(loginAlerts)
    .values({ email, notifiedAt: now })
    .onConflictDoUpdate({
      target: loginAlerts.email,
      set: { notifiedAt: now },
      setWhere: lt(loginAlerts.notifiedAt, windowStart),
    })
    .returning({ email: loginAlerts.email });
  return rows.length > 0;
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  locale?: Locale;
  accountReady: boolean;
}

/**
 * Applies `decide(current)` to the user under a row lock, so two concurrent updates cannot leave
 * `account_ready` computed from a name and phone that were never stored together. Null if no user.
 */
export async function updateUser(
  db: Database,
  userId: string,
  decide: (current: User) => ProfileChanges,
): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) return null;
    const [row] = await tx
      .update(users)
      .set({ ...decide(toUser(current)), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row ? toUser(row) : null;
  });
}
