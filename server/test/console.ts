import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../contract/roles';
import type { Database } from '../db/client';
import { staffAudit } from '../db/schema/index';
import { bearer, freshIp } from './accounts';
import { quickAccount, type Account } from './calendar-feeds';
import { quickGuest } from './checkout';

/** The console's tests: one account per role, any method, and the audit rows a staff member wrote. */

export type Who = Role | 'guest';
export type People = Record<Who, Account>;

/** A guest, a host and one staff member of each role. */
export async function everyone(db: Database): Promise<People> {
  const people: Partial<People> = { guest: await quickGuest(db) };
  for (const role of ['host', 'admin', 'support', 'content', 'finance'] as const) {
    people[role] = await quickAccount(db, [role]);
  }
  return people as People;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The newest audit rows a staff member wrote, newest first. */
export async function auditOf(db: Database, staffId: string, limit = 10) {
  return db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.staffId, staffId))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
}
