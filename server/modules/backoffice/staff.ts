import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../../../contract/roles';
import { rolesOfCaller } from '../../plugins/auth';

/** The staff roles the caller holds (a host role left out), as the route's role guard read them. */
export function staffRolesOf(request: FastifyRequest): StaffRole[] {
  return rolesOfCaller(request).filter((role): role is StaffRole =>
    (STAFF_ROLES as readonly string[]).includes(role),
  );
}
