import type { StaffMember } from '../../../contract/backoffice';
import { STAFF_ROLES, type Role, type StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resetFactor } from '../auth/second-factor';
import { revokeAllSessions } from '../auth/sessions';
import { audited } from './audit';
import * as repository from './staff-repository';

/**
 * Staff management (admin only): an account's staff roles, found by its email, and a member's second
 * factor. Each change and its audit row commit together; the last admin keeps the admin role.
 */

const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);
/** In the one order the console shows them, without repeats. */
const ordered = (roles: readonly StaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role));

export async function setStaffRoles(
  db: Database,
  adminId: string,
  input: { email: string; roles: StaffRole[]; reason?: string | undefined },
): Promise<StaffMember> {
  const email = input.email.trim().toLowerCase();
  const after = ordered(input.roles);
  const userId = await audited(db, async (tx) => {
    const admins = await repository.lockAdmins(tx);
    const account = await repository.lockAccountByEmail(tx, email);
    if (!account) throw new AppError('NOT_FOUND', 404, 'backoffice.staff_unknown_email');
    const before = ordered(account.roles.filter(isStaffRole));
    if (before.includes('admin') && !after.includes('admin') && admins.every((id) => id === account.id)) {
      throw new AppError('CONFLICT', 409, 'backoffice.last_admin');
    }
    if (before.join() === after.join()) return { result: account.id, audit: null };
    await repository.setRoles(tx, account.id, [
      ...account.roles.filter((role) => !isStaffRole(role)),
      ...after,
    ]);
    return {
      result: account.id,
      audit: {
        staffId: adminId,
        action: 'staff.set_roles',
        entity: 'staff',
        entityId: account.id,
        before: { roles: before },
        after: { roles: after },
        reason: input.reason || null,
      },
    };
  });
  const member = await repository.findMember(db, userId);
  if (!member) throw new AppError('NOT_FOUND', 404, 'backoffice.staff_not_found');
  return member;
}

/** Forgets a member's second factor and ends their sign-ins: they set it up again at the next one. */
export async function resetStaffFactor(
  db: Database,
  adminId: string,
  userId: string,
  reason: string | undefined,
): Promise<StaffMember> {
  await audited(db, async (tx) => {
    const account = await repository.lockAccount(tx, userId);
    if (!account || !account.roles.some(isStaffRole)) {
      throw new AppError('NOT_FOUND', 404, 'backoffice.staff_not_found');
    }
    const had = await resetFactor(tx, userId);
    await revokeAllSessions(tx, userId);
    return {
      result: null,
      audit: {
        staffId: adminId,
        action: 'staff.reset_second_factor',
        entity: 'staff',
        entityId: userId,
        before: { second_factor: had },
        after: { second_factor: false, sessions: 'ended' },
        reason: reason || null,
      },
    };
  });
  const member = await repository.findMember(db, userId);
  if (!member) throw new AppError('NOT_FOUND', 404, 'backoffice.staff_not_found');
  return member;
}
