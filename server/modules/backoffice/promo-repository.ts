import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminPromo, PromoRedemption, PromosQuery, PromoSort } from '../../../contract/backoffice';
import type { Database } from '../../db/client';
import { promoCodes } from '../../db/schema/index';

/** The console's promo code SQL: the grid (sorted, filtered, paged here), one code, its redemptions. */

/** A code's state now, in the order a reader needs it: paused wins, then used up, then its window. */
const STATUS_TEXT = `case
  when p.paused_at is not null then 'paused'
  when p.max_uses is not null and p.uses >= p.max_uses then 'used_up'
  when now() < p.starts_at then 'scheduled'
  when now() >= p.ends_at then 'ended'
  else 'active' end`;
const STATUS = sql.raw(STATUS_TEXT);

/** Saudi time has no daylight saving: a fixed three hours keeps days exact without a zone database. */
const SAUDI = `interval '3 hours'`;

const SELECT = sql.raw(`select p.id, p.code,
  case when p.percent_off is null then 'amount' else 'percent' end as kind,
  coalesce(p.percent_off, p.amount_off_minor) as value,
  to_char((p.starts_at at time zone 'UTC') + ${SAUDI}, 'YYYY-MM-DD') as valid_from,
  to_char((p.ends_at at time zone 'UTC') + ${SAUDI} - interval '1 microsecond', 'YYYY-MM-DD') as valid_to,
  to_json(p.starts_at) #>> '{}' as starts_at, to_json(p.ends_at) #>> '{}' as ends_at,
  p.min_nights, p.max_uses, p.max_uses_per_guest, p.uses,
  ${STATUS_TEXT} as status,
  to_json(p.created_at) #>> '{}' as created_at
from promo_codes p`);

const ORDER: Record<PromoSort, string> = {
  code: 'p.code',
  created_at: 'p.created_at',
  valid_from: 'p.starts_at',
  valid_to: 'p.ends_at',
  uses: 'p.uses',
};

function filters(query: PromosQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q?.trim()) {
    const literal = query.q
      .trim()
      .toUpperCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(sql`p.code like ${`%${literal}%`}`);
  }
  if (query.status) parts.push(sql`${STATUS} = ${query.status}`);
  return sql.join(parts, sql` and `);
}

export async function countPromos(db: Database, query: PromosQuery): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from promo_codes p where ${filters(query)}`,
  );
  return result.rows[0]?.total ?? 0;
}

export async function listPromos(
  db: Database,
  query: PromosQuery,
  limit: number,
  offset: number,
): Promise<AdminPromo[]> {
  const column = sql.raw(ORDER[query.sort ?? 'created_at']);
  const dir = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const result = await db.execute<AdminPromo>(sql`${SELECT} where ${filters(query)}
    order by ${column} ${dir}, p.id ${dir} limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function findPromo(db: Database, id: number, lock = false): Promise<AdminPromo | null> {
  const result = await db.execute<AdminPromo>(
    sql`${SELECT} where p.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return result.rows[0] ?? null;
}

export interface PromoRow {
  percentOff: number | null;
  amountOffMinor: number | null;
  startsAt: Date;
  endsAt: Date;
  minNights: number;
  maxUses: number | null;
  maxUsesPerGuest: number;
}

/** The new code's id, or null when the code is taken (the unique constraint decides, not a read). */
export async function insertPromo(tx: Database, code: string, row: PromoRow): Promise<number | null> {
  const [inserted] = await tx
    .insert(promoCodes)
    .values({ code, ...row })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ id: promoCodes.id });
  return inserted?.id ?? null;
}

export async function updatePromo(tx: Database, id: number, row: PromoRow): Promise<void> {
  await tx.update(promoCodes).set(row).where(eq(promoCodes.id, id));
}

export async function setPaused(tx: Database, id: number, paused: boolean): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ pausedAt: paused ? sql`now()` : null })
    .where(eq(promoCodes.id, id));
}

export async function countRedemptions(db: Database, id: number): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from promo_redemptions where promo_code_id = ${id}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** One page of a code's uses, newest first: the guest, the stay (its unit in the caller's language). */
export async function listRedemptions(
  db: Database,
  id: number,
  locale: 'en' | 'ar',
  limit: number,
  offset: number,
): Promise<PromoRedemption[]> {
  const title = locale === 'ar' ? sql`coalesce(nullif(un.title_ar, ''), un.title_en)` : sql`un.title_en`;
  const result = await db.execute<PromoRedemption>(sql`
    select r.id::int as id,
      json_build_object('name', u.name, 'email', u.email) as guest,
      json_build_object('code', res.code, 'status', res.status,
        'check_in', to_char(res.check_in, 'YYYY-MM-DD'), 'check_out', to_char(res.check_out, 'YYYY-MM-DD'),
        'unit_title', ${title}) as reservation,
      json_build_object('amount_minor', r.discount_minor, 'currency', 'SAR') as discount,
      to_json(r.created_at) #>> '{}' as redeemed_at,
      to_json(r.released_at) #>> '{}' as released_at
    from promo_redemptions r
    join users u on u.id = r.user_id
    join reservations res on res.id = r.reservation_id
    join units un on un.id = res.unit_id
    where r.promo_code_id = ${id}
    order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`);
  return result.rows;
}
