import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSessions } from '../../db/schema/index';

/** SQL of the staff side of sign-ins (db/schema/staff.ts): the second factor and the idle clock. */

export interface StoredStaffSession {
  secondFactorAt: Date | null;
  lastUsedAt: Date;
}

export async function insertStaffSession(
  db: Database,
  row: { familyId: string; userId: string; secondFactorAt: Date | null },
): Promise<void> {
  await db.insert(staffSessions).values(row);
}

export async function findStaffSession(db: Database, familyId: string): Promise<StoredStaffSession | null> {
  const [row] = await db
    .select({ secondFactorAt: staffSessions.secondFactorAt, lastUsedAt: staffSessions.lastUsedAt })
    .from(staffSessions)
    .where(eq(staffSessions.familyId, familyId));
  return row ?? null;
}

/**
 * Moves the idle clock to the caller's last use (now, less the seconds the page says it sat untouched)
 * unless the session was already idle past `idleS`: then nothing changes and the answer is false.
 * One statement, so a request racing the cut-off cannot revive an ended session.
 */
export async function touchStaffSession(
  db: Database,
  familyId: string,
  userId: string,
  untouchedS: number,
  idleS: number,
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({
      lastUsedAt: sql`greatest(${staffSessions.lastUsedAt}, now() - make_interval(secs => ${untouchedS}))`,
    })
    .where(
      and(
        eq(staffSessions.familyId, familyId),
        eq(staffSessions.userId, userId),
        sql`${staffSessions.lastUsedAt} > now() - make_interval(secs => ${idleS})`,
      ),
    )
    .returning({ familyId: staffSessions.familyId });
  return rows.length === 1;
}

/** The sign-in passed the second factor (enrolment confirmed from it); made if it had no staff row. */
export async function markSecondFactor(db: Database, familyId: string, userId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(staffSessions)
    .values({ familyId, userId, secondFactorAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: staffSessions.familyId, set: { secondFactorAt: now, lastUsedAt: now } });
}
