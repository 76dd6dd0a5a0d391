import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import type { Role } from '../../../contract/roles';
import { refreshTokens, users } from '../../db/schema/index';

/** SQL for refresh-token families (one family = one sign-in and its rotations). */

export interface StoredRefreshToken {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** The account is blocked: its tokens are refused like revoked ones. */
  blocked: boolean;
}

export async function insertRefreshToken(
  db: Database,
  token: { familyId: string; userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<StoredRefreshToken | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      blocked: sql<boolean>`${users.blockedAt} is not null`,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Whether staff have blocked the account (backoffice guests); false for an unknown id. */
export async function isBlocked(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ blocked: sql<boolean>`${users.blockedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.blocked ?? false;
}

/**
 * Marks a token used if nobody has yet. The condition is in the UPDATE itself, so of two concurrent
 * refreshes with the same token exactly one wins; the other is treated as a replay.
 */
export async function claimRefreshToken(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamilies(db: Database, userId: string, exceptFamily?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamily === undefined ? undefined : ne(refreshTokens.familyId, exceptFamily),
      ),
    );
}

/**
 * True while the family has an unrevoked, unexpired token, i.e. the sign-in has not ended, and the
 * account is not blocked. Blocking revokes every family too; the account check closes the gap of a
 * sign-in that started just before the block and wrote its family just after.
 */
export async function isFamilyActive(db: Database, familyId: string, userId: string): Promise<boolean> {
  // Every signed-in request asks this: a named statement, parsed and planned once per connection.
  const rows = await runPrepared(
    db,
    'auth_family_active',
    sql`select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.userId} = ${userId}
          and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${new Date().toISOString()}::timestamptz
          and not exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.blockedAt} is not null)
        limit 1`,
  );
  return rows.length > 0;
}

/** The roles an account holds; none for an unknown id. Asked by every role-guarded request. */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await runPrepared<{ roles: Role[] }>(
    db,
    'auth_roles_of',
    sql`select roles from ${users} where ${users.id} = ${userId}`,
  );
  return rows[0]?.roles ?? [];
}
