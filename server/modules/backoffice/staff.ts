import { STAFF_ROLES, type StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { rolesOf } from '../auth/sessions';

/** The staff roles an account holds now (its host role, if any, left out), read per request. */
export async function staffRolesOf(db: Database, userId: string): Promise<StaffRole[]> {
  const held = await rolesOf(db, userId);
  return held.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));
}
