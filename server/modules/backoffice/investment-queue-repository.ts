import { sql, type SQL } from 'drizzle-orm';
import type { InvestmentRequestItem, InvestmentRequestsQuery } from '../../../contract/backoffice-queues';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { isoOf, likeOf, orderOf, pageOf } from './queue-grid';

/**
 * The SQL of the console's investment requests. Selling shares is one conditional UPDATE of the offer
 * (`sellShares`): it moves `sold_shares` only while enough are left, and the table's CHECK
 * (sold_shares between 0 and total_shares) refuses anything past the total, so two approvals racing
 * for the last shares can never both sell them, whatever the isolation level.
 */

const WAITING = sql`r.status in ('new', 'contacted')`;

export const countWaitingRequests = async (db: Database) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from investment_requests r where ${WAITING}`,
    )
  ).rows[0]?.n ?? 0;

const columns = (locale: Locale) => sql`
  r.id, 'INV-' || lpad(r.id::text, 6, '0') as reference, r.status, r.name, r.email, r.phone, r.shares,
  json_build_object('amount_minor', r.shares * u.share_price_minor, 'currency', u.currency) as amount,
  r.message, case when r.locale = 'ar' then 'ar' else 'en' end as locale,
  json_build_object('id', u.id, 'slug', u.slug, 'title', ${sql.raw(locale === 'ar' ? 'u.title_ar' : 'u.title_en')},
    'total_shares', u.total_shares, 'shares_left', u.total_shares - u.sold_shares) as unit,
  r.decision_reason, ${isoOf(sql`r.created_at`)} as created_at, ${isoOf(sql`r.decided_at`)} as decided_at`;

const FROM = sql`from investment_requests r join investment_units u on u.id = r.investment_unit_id`;

function whereOf(query: InvestmentRequestsQuery): SQL {
  const like = likeOf(query.q);
  const status = query.status ?? 'waiting';
  return sql`${status === 'waiting' ? WAITING : status === 'all' ? sql`true` : sql`r.status = ${status}`}
    ${
      like
        ? sql`and (r.name ilike ${like} or r.email ilike ${like} or r.phone ilike ${like}
            or u.title_en ilike ${like} or u.title_ar ilike ${like}
            or ('INV-' || lpad(r.id::text, 6, '0')) ilike ${like})`
        : sql``
    }`;
}

export async function listRequests(db: Database, locale: Locale, query: InvestmentRequestsQuery) {
  const where = whereOf(query);
  const total =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`)).rows[0]?.n ?? 0;
  const { pagination, offset } = pageOf(total, query.page);
  const order = orderOf(
    query,
    { created_at: sql`r.created_at`, shares: sql`r.shares`, name: sql`lower(r.name)` },
    { sort: 'created_at', dir: 'asc' },
    sql`r.id`,
  );
  const rows = await db.execute<InvestmentRequestItem>(sql`
    select ${columns(locale)} ${FROM} where ${where} order by ${order}
    limit ${pagination.per_page} offset ${offset}`);
  return { items: rows.rows, pagination };
}

export async function findRequest(db: Database, locale: Locale, id: number) {
  const rows = await db.execute<InvestmentRequestItem>(
    sql`select ${columns(locale)} ${FROM} where r.id = ${id}`,
  );
  return rows.rows[0];
}

/** The request, locked until the transaction ends: one decision per request, however many race. */
export async function lockRequest(tx: Database, id: number) {
  const rows = await tx.execute<{
    id: number;
    status: string;
    unit_id: number;
    shares: number;
    user_id: string | null;
    name: string;
    email: string;
    locale: string;
    slug: string;
    title_en: string;
    title_ar: string;
    account_locale: 'en' | 'ar' | null;
  }>(sql`
    select r.id, r.status, r.investment_unit_id as unit_id, r.shares, r.user_id, r.name, r.email, r.locale,
      u.slug, u.title_en, u.title_ar, a.locale as account_locale
    from investment_requests r join investment_units u on u.id = r.investment_unit_id
    left join users a on a.id = r.user_id
    where r.id = ${id} for update of r`);
  return rows.rows[0];
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/**
 * Sells `shares` of the offer if that many are left, atomically (see above); the offer is `funded`
 * once none are left. Null when fewer are left, with how many.
 */
export async function sellShares(tx: Database, unitId: number, shares: number) {
  const sold = await tx.execute<{ sold_shares: number; total_shares: number }>(sql`
    update investment_units
    set sold_shares = sold_shares + ${shares},
      status = case when sold_shares + ${shares} = total_shares and status = 'open' then 'funded' else status end
    where id = ${unitId} and total_shares - sold_shares >= ${shares}
    returning sold_shares, total_shares`);
  if (sold.rows[0]) return { sold: sold.rows[0], left: null };
  const left = await tx.execute<{ left: number }>(
    sql`select total_shares - sold_shares as left from investment_units where id = ${unitId}`,
  );
  return { sold: null, left: left.rows[0]?.left ?? 0 };
}

export async function decideRequest(
  tx: Database,
  id: number,
  decision: { status: 'approved' } | { status: 'declined'; reason: string },
) {
  await tx.execute(sql`
    update investment_requests
    set status = ${decision.status}, decided_at = now(),
      decision_reason = ${decision.status === 'declined' ? decision.reason : null}
    where id = ${id}`);
}
