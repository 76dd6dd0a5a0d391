import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../contract/backoffice';
import type { Database } from '../../db/client';

/** Reads of the audit log (modules/backoffice/audit.ts writes it): filtered, newest first unless asked. */

type Filters = Omit<AuditQuery, 'page'>;

/** `%` and `_` typed in the search are letters, not wildcards. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: Filters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.staff) parts.push(sql`a.staff_id = ${filters.staff}::uuid`);
  if (filters.action) parts.push(sql`a.action = ${filters.action}`);
  if (filters.entity) parts.push(sql`a.entity = ${filters.entity}`);
  if (filters.entity_id) parts.push(sql`a.entity_id = ${filters.entity_id}`);
  // Whole days in UTC, both ends included.
  if (filters.from) parts.push(sql`a.at >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to) parts.push(sql`a.at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (filters.q) parts.push(sql`a.reason ilike ${likeOf(filters.q)}`);
  return sql.join(parts, sql` and `);
}

export async function countAudit(db: Database, filters: Filters): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from staff_audit a where ${whereOf(filters)}`,
  );
  return result.rows[0]?.total ?? 0;
}

export async function listAudit(
  db: Database,
  filters: Filters,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  // Only ever the log's time: `sort` names no other column.
  const dir = sql.raw(filters.dir === 'asc' ? 'asc' : 'desc');
  const result = await db.execute<AuditEntry>(sql`
    select a.id::int as id, to_json(a.at) #>> '{}' as at,
      json_build_object('id', u.id, 'name', u.name, 'email', u.email) as staff,
      a.action, a.entity, a.entity_id, a.before, a.after, a.reason
    from staff_audit a join users u on u.id = a.staff_id
    where ${whereOf(filters)}
    order by a.at ${dir}, a.id ${dir}
    limit ${limit} offset ${offset}`);
  return result.rows;
}

/** What the log's filters can offer: the actions, kinds of record and staff members it holds. */
export async function auditFacets(db: Database): Promise<{
  actions: string[];
  entities: string[];
  staff: { id: string; name: string | null; email: string | null }[];
}> {
  const [actions, entities, staff] = await Promise.all([
    db.execute<{ action: string }>(sql`select distinct action from staff_audit order by action`),
    db.execute<{ entity: string }>(sql`select distinct entity from staff_audit order by entity`),
    db.execute<{ id: string; name: string | null; email: string | null }>(sql`
      select u.id, u.name, u.email from users u
      where exists (select 1 from staff_audit a where a.staff_id = u.id)
      order by u.name nulls last, u.email`),
  ]);
  return {
    actions: actions.rows.map((row) => row.action),
    entities: entities.rows.map((row) => row.entity),
    staff: staff.rows,
  };
}
