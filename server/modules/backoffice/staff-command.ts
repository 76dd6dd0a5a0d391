import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, type Role, type StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { credentials, users } from '../../db/schema/index';
import { hashPassword } from '../auth/password';
import { issueFactor } from '../auth/second-factor';
import { revokeAllSessions } from '../auth/sessions';
import { recordAudit } from './audit';

/**
 * `npm run staff:create` (server/tools/staff.ts): makes or updates a staff account from the server's
 * shell, where the first admin has to come from. It sets the account's staff roles to those given
 * (hosting kept), issues a fresh second factor (the way back for a staff member who lost theirs), ends
 * the account's sign-ins, and records all of it in the audit log as the account itself: no staff member
 * acted, and the log's `staff_id` must name an account.
 */
export interface StaffCreated {
  userId: string;
  created: boolean;
  /** A first password, for a new account only; its owner changes it in their account settings. */
  password: string | null;
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

export async function createStaff(
  db: Database,
  authSecret: Uint8Array,
  input: { email: string; roles: StaffRole[]; name?: string | undefined },
): Promise<StaffCreated> {
  const email = input.email.trim().toLowerCase();
  const roles = [...new Set(input.roles)];
  // The password is hashed before the transaction: scrypt takes a while and holds no lock.
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    const before = existing?.roles.filter(isStaffRole) ?? [];
    let userId = existing?.id;
    if (!userId) {
      const [made] = await tx
        .insert(users)
        .values({
          email,
          name: input.name?.trim() || email.split('@')[0],
          type: 'email',
          roles,
          emailVerified: true,
        })
        .returning({ id: users.id });
      userId = made!.id;
      await tx.insert(credentials).values({ userId, passwordHash });
    } else {
      const kept = existing!.roles.filter((role) => !isStaffRole(role));
      await tx
        .update(users)
        .set({ roles: [...kept, ...roles], updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      if (input.name?.trim())
        await tx.update(users).set({ name: input.name.trim() }).where(eq(users.id, userId));
    }
    const factor = await issueFactor(tx, authSecret, { id: userId, email });
    await recordAudit(tx, {
      staffId: userId,
      action: existing ? 'staff.set_roles' : 'staff.create',
      entity: 'staff',
      entityId: userId,
      before: { roles: before },
      after: { roles, second_factor: 'issued' },
      reason: 'npm run staff:create (server command)',
    });
    return { userId, created: !existing, factor };
  });
  // The factor changed: whoever was signed in as this account signs in again with the new one.
  await revokeAllSessions(db, done.userId);
  return {
    userId: done.userId,
    created: done.created,
    password: done.created ? password : null,
    secret: done.factor.secret,
    uri: done.factor.uri,
    recoveryCodes: done.factor.recoveryCodes,
  };
}
