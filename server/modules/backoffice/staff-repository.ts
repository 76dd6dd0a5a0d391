import { eq, sql } from 'drizzle-orm';
import type { StaffListQuery, StaffMember } from '../../../contract/backoffice';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Tx } from '../auth/second-factor-repository';
import { orderOf } from './queue-grid';

/** SQL of staff management: who holds a staff role, and their roles under row locks. */

const STAFF = sql`array['admin', 'support', 'content', 'finance']::text[]`;

const MEMBER = sql`u.id, u.name, u.email,
  array(select r from unnest(u.roles) r where r = any(${STAFF}) order by array_position(${STAFF}, r)) as roles,
  f.confirmed_at is not null as second_factor, to_json(u.created_at) #>> '{}' as created_at`;

export async function countStaff(db: Database): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from users u where u.roles && ${STAFF}`,
  );
  return result.rows[0]?.total ?? 0;
}

export async function listStaff(
  db: Database,
  query: StaffListQuery,
  limit: number,
  offset: number,
): Promise<StaffMember[]> {
  const order = orderOf(
    query,
    { name: sql`u.name`, email: sql`u.email` },
    { sort: 'name', dir: 'asc' },
    sql`u.id`,
  );
  const result = await db.execute<StaffMember>(sql`
    select ${MEMBER} from users u left join staff_second_factors f on f.user_id = u.id
    where u.roles && ${STAFF}
    order by ${order}
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function findMember(db: Database | Tx, userId: string): Promise<StaffMember | null> {
  const result = await db.execute<StaffMember>(sql`
    select ${MEMBER} from users u left join staff_second_factors f on f.user_id = u.id
    where u.id = ${userId}`);
  return result.rows[0] ?? null;
}

/**
 * Locks every admin's row, in id order, and returns their ids. Each change that could take the admin
 * role away takes these locks first, so two admins removing each other at once are settled one after
 * the other and the second sees that only one admin is left.
 */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(
    sql`select id from users where 'admin' = any(roles) order by id for update`,
  );
  return result.rows.map((row) => row.id);
}

export async function lockAccountByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string; roles: Role[] } | null> {
  const result = await tx.execute<{ id: string; roles: Role[] }>(
    sql`select id, roles from users where email = ${email} for update`,
  );
  return result.rows[0] ?? null;
}

export async function lockAccount(tx: Tx, userId: string): Promise<{ id: string; roles: Role[] } | null> {
  const result = await tx.execute<{ id: string; roles: Role[] }>(
    sql`select id, roles from users where id = ${userId} for update`,
  );
  return result.rows[0] ?? null;
}

export async function setRoles(tx: Tx, userId: string, roles: Role[]): Promise<void> {
  await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, userId));
}
