import { sql, type SQL } from 'drizzle-orm';
import type {
  GuestCoinEntry,
  GuestPointEntry,
  GuestProfile,
  GuestRow,
  GuestStay,
  GuestsQuery,
} from '../../../contract/backoffice-guests';
import type { Locale } from '../../../contract/common';
import { toE164 } from '../../../contract/phone';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';

/** The SQL of the console's guests: finding accounts and reading one with its stays and ledgers. */

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Arabic-Indic and Persian digits read as 0-9, so a number typed either way searches alike. */
const asciiDigits = (value: string) =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/**
 * What `q` matches: the email or name (any part, any case), or the phone. A whole number in any form
 * people write (`0501234567`, `+966 50 123 4567`, `00966…`) is read as E.164 like stored numbers; a
 * part of one (at least four digits, without a leading 00 or trunk 0) matches anywhere in the digits.
 */
export function guestFilter(q: string | undefined): SQL {
  const query = q?.trim() ?? '';
  if (!query) return sql`true`;
  const like = `%${likeEscape(query)}%`;
  const conditions = [sql`u.email ilike ${like}`, sql`u.name ilike ${like}`];
  if (/^[\p{Nd}\s()+.-]+$/u.test(query)) {
    const e164 = toE164(query);
    if (e164) conditions.push(sql`u.phone = ${e164}`);
    const digits = asciiDigits(query)
      .replace(/\D/g, '')
      .replace(/^00|^0/, '');
    if (digits.length >= 4) {
      conditions.push(sql`regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
    }
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

const COINS = sql`coalesce((select c.balance_after from coin_entries c where c.user_id = u.id
  order by c.id desc limit 1), 0)`;

export async function countGuests(db: Database, q: string | undefined): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from users u where ${guestFilter(q)}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** The grid's order, then the id so pages never overlap; accounts without a name or email last. */
function orderOf(query: Pick<GuestsQuery, 'sort' | 'dir'>): SQL {
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const column = { created_at: sql`u.created_at`, name: sql`lower(u.name)`, email: sql`u.email` }[
    query.sort ?? 'created_at'
  ];
  return sql`${column} ${dir} nulls last, u.id ${dir}`;
}

/** One page of accounts, newest first unless the grid asks otherwise. */
export async function listGuests(
  db: Database,
  query: GuestsQuery,
  limit: number,
  offset: number,
): Promise<GuestRow[]> {
  const { q } = query;
  const result = await db.execute<GuestRow>(sql`
    select u.id, u.name, u.email, u.phone, to_json(u.created_at) #>> '{}' as created_at,
      (select count(*)::int from reservations r where r.user_id = u.id) as stays,
      ${COINS}::int as coins, u.blocked_at is not null as blocked, u.roles
    from users u where ${guestFilter(q)}
    order by ${orderOf(query)}
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function findProfile(db: Database, id: string): Promise<GuestProfile | null> {
  const result = await db.execute<GuestProfile>(sql`
    select u.id, u.name, u.email, u.phone, u.type, u.locale, u.email_verified,
      to_json(u.created_at) #>> '{}' as created_at, u.roles, ${COINS}::int as coins,
      coalesce((select sum(p.delta) from point_entries p where p.user_id = u.id), 0)::int as points,
      case when u.blocked_at is null then null else json_build_object(
        'at', to_json(u.blocked_at) #>> '{}', 'reason', u.blocked_reason,
        'by', case when b.id is null then null else json_build_object('name', b.name, 'email', b.email) end
      ) end as blocked
    from users u left join users b on b.id = u.blocked_by
    where u.id = ${id}`);
  return result.rows[0] ?? null;
}

const count = async (db: Database, table: SQL, id: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${table} where user_id = ${id}`))
    .rows[0]?.n ?? 0;

/** The account's stays, newest booking first, at most `limit`, and how many there are. */
export async function findStays(db: Database, locale: Locale, id: string, limit: number) {
  const title =
    locale === 'ar'
      ? sql`coalesce(nullif(un.title_ar, ''), un.title_en)`
      : sql`coalesce(nullif(un.title_en, ''), un.title_ar)`;
  const rows = await db.execute<GuestStay>(sql`
    select r.code, json_build_object('id', un.id, 'title', ${title}) as unit,
      to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
      r.status, json_build_object('amount_minor', r.total_minor, 'currency', 'SAR') as total
    from reservations r join units un on un.id = r.unit_id
    where r.user_id = ${id}
    order by r.created_at desc, r.code limit ${limit}`);
  return { items: rows.rows, total: await count(db, sql`reservations`, id) };
}

/** The coin ledger, newest first, with the stay each line is about. */
export async function findCoinEntries(db: Database, id: string, limit: number) {
  const rows = await db.execute<GuestCoinEntry>(sql`
    select c.id::text as id, c.delta, c.balance_after, c.reason, c.note, r.code,
      to_json(c.created_at) #>> '{}' as created_at
    from coin_entries c left join reservations r on r.id = c.reservation_id
    where c.user_id = ${id} order by c.id desc limit ${limit}`);
  return { items: rows.rows, total: await count(db, sql`coin_entries`, id) };
}

export async function findPointEntries(db: Database, id: string, limit: number) {
  const rows = await db.execute<GuestPointEntry>(sql`
    select p.id::text as id, p.delta, p.balance_after, p.reason, r.code,
      to_json(p.created_at) #>> '{}' as created_at
    from point_entries p left join reservations r on r.id = p.reservation_id
    where p.user_id = ${id} order by p.id desc limit ${limit}`);
  return { items: rows.rows, total: await count(db, sql`point_entries`, id) };
}

/** The account's row for a block or an unblock, locked until the transaction ends. */
export async function lockAccount(db: Database, id: string) {
  const result = await db.execute<{ roles: Role[]; blocked_reason: string | null }>(
    sql`select roles, blocked_reason from users where id = ${id} for update`,
  );
  return result.rows[0] ?? null;
}

export async function setBlocked(
  db: Database,
  id: string,
  block: { reason: string; by: string } | null,
): Promise<void> {
  await db.execute(sql`
    update users set blocked_at = ${block ? sql`now()` : null}, blocked_reason = ${block?.reason ?? null},
      blocked_by = ${block?.by ?? null}, updated_at = now()
    where id = ${id}`);
}

/** The newest coin entry of an account: the one just appended, under the coin lock. */
export async function lastCoinEntry(db: Database, id: string): Promise<GuestCoinEntry | null> {
  const result = await db.execute<GuestCoinEntry>(sql`
    select c.id::text as id, c.delta, c.balance_after, c.reason, c.note, null as code,
      to_json(c.created_at) #>> '{}' as created_at
    from coin_entries c where c.user_id = ${id} order by c.id desc limit 1`);
  return result.rows[0] ?? null;
}

export async function accountExists(db: Database, id: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where id = ${id}`);
  return result.rows.length > 0;
}
