import { eq } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { User } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { toUser } from '../auth/repository';

/** The only place profile SQL lives. */

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
